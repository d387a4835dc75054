import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startScriptEnv } from "./built-server";

describe("the server as npm start runs it", () => {
  it("takes the variables the start script sets before node server.js", () => {
    expect(startScriptEnv("MALLOC_ARENA_MAX=2 node server.js")).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(startScriptEnv("node server.js")).toEqual({});
    expect(startScriptEnv("A=1 B=x=y node server.js")).toEqual({ A: "1", B: "x=y" });
  });

  it("refuses a start script that runs something else", () => {
    expect(() => startScriptEnv("tsx server/main.ts")).toThrow(/not node server\.js/);
  });

  it("reads package.json's own: glibc's allocator kept to two arenas (decision 0046)", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(startScriptEnv(scripts.start)).toEqual({ MALLOC_ARENA_MAX: "2" });
  });
});
