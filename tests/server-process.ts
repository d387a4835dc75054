/**
 * The production server (`node server.js`, what `npm start` runs, on the
 * build of `npm run build`) as a child process with its own settings, for
 * tests that need their own data folder, SMTP server or database, that kill
 * the server, or that check how it refuses to start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server logged (JSON lines). */
  output: () => string;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
}

export function tempDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-data-"));
}

/**
 * `wrap`: a command that runs the server, e.g. `["prlimit", "--fsize=300000", "--"]` for a file-size limit;
 * `cwd`: the folder whose server.js runs (the project's by default).
 */
export function startServerProcess(
  env: Record<string, string>,
  { wrap = [], cwd = path.resolve(import.meta.dirname, "..") }: { wrap?: string[]; cwd?: string } = {},
): Promise<ServerProcess> {
  const [command = process.execPath, ...args] = [...wrap, process.execPath, "server.js"];
  // LOG_LEVEL must stay at info or below: the "Server listening" line tells the address.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill("SIGKILL");
      reject(new Error(`the server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({
          url,
          child,
          output: () => output,
          async stop() {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
          async kill() {
            if (child.exitCode === null) child.kill("SIGKILL");
            await exited;
          },
        });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}
