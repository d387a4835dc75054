import { describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE, SHORT } from "../../server/cache-policy";
import { staticSiteConfig } from "./nginx-site";
import { largestScript, markdownTable, readServerBenchOptions, type Run } from "./run";
import { parseWrk, wrkArgs } from "./wrk";

describe("the benchmark's nginx", () => {
  const config = staticSiteConfig({ dir: "/tmp/x", root: "/site/build/client", host: "127.0.0.1", port: 8123, brotli: false });

  it("serves the build on its loopback port, precompressed files first", () => {
    expect(config).toContain("listen 127.0.0.1:8123;");
    expect(config).toContain("root /site/build/client;");
    expect(config).toContain("gzip_static on;");
    expect(config).not.toContain("brotli");
  });

  it("sends the one cache policy of server/cache-policy.ts", () => {
    expect(config).toContain(`~^/assets/   "${IMMUTABLE}";`);
    expect(config).toContain(`~\\.html$     "${REVALIDATE}";`);
    expect(config).toContain(`default      "${SHORT}";`);
  });
});

describe("wrk", () => {
  it("is asked for the load, the headers and the JSON summary", () => {
    expect(
      wrkArgs("http://127.0.0.1:1/", "/tmp/r.lua", { connections: 50, threads: 1, seconds: 10, headers: { "accept-encoding": "br" } }),
    ).toEqual([
      "-c",
      "50",
      "-t",
      "1",
      "-d",
      "10s",
      "--timeout",
      "10s",
      "-H",
      "accept-encoding: br",
      "-s",
      "/tmp/r.lua",
      "http://127.0.0.1:1/",
    ]);
  });

  it("reports in milliseconds and seconds", () => {
    const output = `Running 10s test\nWRK_JSON {"requests":1000,"duration":2000000,"bytes":5000,"errors":1,"status":2,"mean":1500.5,"p50":1200,"p97_5":4000,"p99":5000,"max":9000}\n`;
    expect(parseWrk(output)).toEqual({
      requests: 1000,
      seconds: 2,
      bytes: 5000,
      errors: 1,
      badStatus: 2,
      latencyMs: { mean: 1.5005, p50: 1.2, p97_5: 4, p99: 5, max: 9 },
    });
    expect(() => parseWrk("unable to connect")).toThrow(/no summary/);
  });
});

describe("the server benchmark", () => {
  it("measures the largest script the home page loads, by React Router's assets manifest", () => {
    const assets = {
      entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
      routes: {
        root: { id: "root", module: "/assets/root.js", imports: ["/assets/layout.js", "/assets/gone.js"] },
        "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home.js" },
        "routes/gallery": { id: "routes/gallery", parentId: "root", module: "/assets/gallery.js" },
        "routes/admin.sign-in": { id: "routes/admin.sign-in", parentId: "routes/admin", index: true, module: "/assets/admin.js" },
      },
    };
    const sizes: Record<string, number> = {
      "/assets/entry.js": 1,
      "/assets/framework.js": 30,
      "/assets/root.js": 5,
      "/assets/layout.js": 10,
    };
    expect(largestScript(assets, (urlPath) => sizes[urlPath])).toBe("/assets/framework.js");
    sizes["/assets/home.js"] = 40;
    sizes["/assets/gallery.js"] = sizes["/assets/admin.js"] = 100;
    expect(largestScript(assets, (urlPath) => sizes[urlPath])).toBe("/assets/home.js");
  });

  it("reads its options, with today's defaults", () => {
    expect(readServerBenchOptions([])).toEqual({ build: false, connections: 50, seconds: 10, warmup: 2, threads: 1 });
    expect(() => readServerBenchOptions(["--connections", "0"])).toThrow(/--connections/);
  });

  it("gives Node's requests per second as a share of nginx's", () => {
    const run = (server: "node" | "nginx", requestsPerSecond: number) =>
      ({
        target: "home page",
        path: "/",
        server,
        serverName: server,
        requestsPerSecond,
        latencyMs: { p50: 1, p97_5: 2, p99: 3 },
        throughputMBps: 1,
        errors: 0,
        badStatus: 0,
      }) as Run;
    expect(markdownTable([run("node", 1000), run("nginx", 4000)])).toContain("| 0 / 0 | 0.25 |");
  });
});
