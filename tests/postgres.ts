/**
 * A real PostgreSQL server for the tests, from Debian's `postgresql` package:
 * a throw-away cluster in a temporary folder, on a free loopback port, started
 * by vitest's global setup and stopped after the run. With TEST_DATABASE_URL
 * set, that server is used instead.
 *
 * Each test file gets a database of its own (`createDatabase`).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../tools/net";

function findBinaries(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(base, version, "bin");
      if (existsSync(path.join(dir, "initdb"))) return dir;
    }
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

export interface PostgresServer {
  url: string;
  stop(): void;
  /** Shuts the server down as an operator's restart does (`pg_ctl stop -m fast`: every session ends with 57P01). */
  pause(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
}

/** Starts a throw-away cluster; PostgreSQL refuses to run as root, so as root it runs as `postgres`. */
export async function startPostgres(): Promise<PostgresServer> {
  if (process.env.TEST_DATABASE_URL) {
    const unsupported = () => {
      throw new Error("A server given by TEST_DATABASE_URL cannot be stopped and started by the tests.");
    };
    return { url: process.env.TEST_DATABASE_URL, stop() {}, pause: unsupported, resume: unsupported };
  }
  const bin = findBinaries();
  if (!bin) {
    throw new Error(
      "PostgreSQL's server programs (initdb, pg_ctl) were not found. Install Debian's package: `apt-get install -y postgresql` " +
        "(.ci/run does), or set TEST_DATABASE_URL to a server the tests may create databases on.",
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-pg-"));
  const asRoot = process.getuid?.() === 0;
  const runAs = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, fullArgs, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  runAs(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const start = () =>
    runAs(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`,
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => runAs(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop() {
      try {
        runAs(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database on the server; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const safe = name.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
    await client.query(`DROP DATABASE IF EXISTS ${safe} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${safe}`);
    const url = new URL(serverUrl);
    url.pathname = `/${safe}`;
    return url.toString();
  } finally {
    await client.end();
  }
}
