/**
 * What the benchmarks that drive the built server share: starting it as
 * `npm start` does (`node server.js`, NODE_ENV=production) on its own port
 * and data folder, plain HTTP requests over a kept-alive agent, and the
 * owner's account made with `npm run admin -- add` and signed in with its
 * setup link. The setup link and the session are secrets: read, never printed.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";

export const HOST = "127.0.0.1";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending the request to the end of the answer's body. */
  ms: number;
}

export function send(
  agent: http.Agent,
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer = "",
  timeoutMs = 10_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      `${base}${url}`,
      { method, agent, timeout: timeoutMs, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs / 1000} s`)));
    request.on("error", reject);
    request.end(body);
  });
}

export const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

export interface RunningServer {
  child: ChildProcess;
  /** The last 4000 characters it wrote (stdout and stderr). */
  output: () => string;
  /** Every whole line it wrote to stdout since it started (its log). */
  lines: () => readonly string[];
}

/**
 * The variables package.json's start script sets before `node server.js`
 * ("MALLOC_ARENA_MAX=2 node server.js" → { MALLOC_ARENA_MAX: "2" }): the
 * server is measured as `npm start` runs it, without npm's own process.
 */
export function startScriptEnv(startScript: string): Record<string, string> {
  const words = startScript.trim().split(/\s+/);
  const command = words.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
  if (words.slice(command).join(" ") !== "node server.js") throw new Error(`npm start runs "${startScript}", not node server.js`);
  return Object.fromEntries(words.slice(0, command).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]));
}

/** The built server as `npm start` runs it, with `env` over the bench's own environment. */
export function startServer(projectRoot: string, env: Record<string, string>): RunningServer {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { start: string } };
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: { ...process.env, ...startScriptEnv(scripts.start), ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let partial = "";
  const lines: string[] = [];
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on("data", (chunk: Buffer) => {
    keep(chunk);
    const text = partial + chunk.toString();
    const whole = text.split("\n");
    partial = whole.pop() ?? "";
    lines.push(...whole.filter(Boolean));
  });
  child.stderr.on("data", keep);
  return { child, output: () => output, lines: () => lines };
}

export function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Waits until the server answers "/" with 200 (15 s at most). */
export async function untilAnswering(server: RunningServer, agent: http.Agent, base: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The server exited before answering.\n${server.output()}`);
    if ((await send(agent, base, "GET", "/", {}).catch(() => undefined))?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`The server did not answer 200 within 15 s.\n${server.output()}`);
    await pause(100);
  }
}

/** The owner's account, made with `npm run admin -- add`: its setup link's token (a secret, never printed). */
export function addOwner(projectRoot: string, env: Record<string, string>, email: string, base: string) {
  const added = spawnSync(process.execPath, ["scripts/admin.js", "add", email, "Owner", "--origin", base], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  const setupToken = /\/admin\/link\/([\w-]{43})/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !setupToken) throw new Error(`npm run admin -- add failed:\n${added.stderr}`);
  return setupToken;
}

/** The owner's form posts carry the site's own Origin, as a browser sends it. */
export const formHeaders = (base: string) => ({ origin: base, "content-type": "application/x-www-form-urlencoded" });

/** Signs in with the setup link: the session's cookie (`admin=…`, a secret). */
export async function signIn(agent: http.Agent, base: string, setupToken: string) {
  const signedIn = await send(agent, base, "POST", `/admin/link/${setupToken}`, formHeaders(base));
  const session = /^admin=([\w-]{43})/.exec(String(signedIn.headers["set-cookie"] ?? ""))?.[1];
  if (signedIn.status !== 302 || !session) throw new Error(`Signing in with the setup link answered ${signedIn.status}.`);
  return `admin=${session}`;
}
