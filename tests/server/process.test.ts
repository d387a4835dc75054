/**
 * `npm start` itself (`node server.js` on the build) as a child process: it
 * starts, serves, takes an enquiry into its own data folder and e-mails it,
 * stops cleanly, and refuses settings it cannot honour, naming the variable.
 */
import { closeSync, copyFileSync, existsSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { companyFormValues } from "~/admin/content-forms.server";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { validEnquiry } from "../fixtures/enquiry";
import { startServerProcess, tempDataDir } from "../server-process";
import { startSmtp } from "../smtp";

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = tempDataDir();
  dataDirs.push(dir);
  return dir;
};

async function sendEnquiry(url: string, name: string) {
  const { token } = (await (await fetch(`${url}${TOKEN_API}`)).json()) as { token: string };
  const response = await fetch(`${url}${ENQUIRY_API}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ ...validEnquiry, name, message: "Поливна система за двора. ".repeat(40), token }),
  });
  return response.status;
}

describe("npm start", () => {
  it("serves the build, stores an enquiry, e-mails the company, and stops on SIGTERM", async () => {
    const smtp = await startSmtp();
    const server = await startServerProcess({
      DATA_DIR: dataDir(),
      ENQUIRY_MIN_FILL_SECONDS: "0",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: "site@vechnozeleno.example",
    });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/nyama`)).status).toBe(404);
      const { token } = (await (await fetch(`${server.url}${TOKEN_API}`)).json()) as { token: string };
      const response = await fetch(`${server.url}${ENQUIRY_API}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ ...validEnquiry, token }),
      });
      expect(response.status).toBe(201);
      const [mail] = await smtp.waitFor(1);
      expect(mail?.subject).toContain(validEnquiry.name);
      expect(server.output()).toContain("enquiries are stored in SQLite");
    } finally {
      await server.stop();
      await smtp.close();
    }
    expect(server.child.exitCode).toBe(0);
  });

  it("e-mails the next enquiry to the company e-mail the owner has just published", async () => {
    const smtp = await startSmtp();
    const dir = dataDir();
    const server = await startServerProcess({
      DATA_DIR: dir,
      ENQUIRY_MIN_FILL_SECONDS: "0",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: "site@vechnozeleno.example",
    });
    try {
      // The owner's account, as the README says to make it, and its setup link (never printed).
      const added = spawnSync(process.execPath, ["scripts/admin.js", "add", "owner@example.bg", "Иван Петров", "--origin", server.url], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: "utf8",
      });
      const link = /\/admin\/link\/[\w-]{43}/.exec(added.stdout)?.[0];
      expect(added.status, added.stderr).toBe(0);
      const form = { origin: server.url, "content-type": "application/x-www-form-urlencoded" };
      const signedIn = await fetch(`${server.url}${link}`, { method: "POST", headers: form, redirect: "manual" });
      const cookie = /^admin=[\w-]{43}/.exec(signedIn.headers.get("set-cookie") ?? "")?.[0];
      expect(cookie).toBeDefined();

      const values = { ...companyFormValues({}), email: "zaiavki@firma.example", siteUrl: "https://www.firma-zelen.bg" };
      const saved = await fetch(`${server.url}/admin/company`, {
        method: "POST",
        headers: { ...form, cookie: cookie! },
        body: new URLSearchParams(values as Record<string, string>).toString(),
        redirect: "manual",
      });
      expect(saved.status).toBe(200);
      await expect
        .poll(async () => (await (await fetch(`${server.url}/contact`)).text()).includes("zaiavki@firma.example"), { timeout: 30_000 })
        .toBe(true);
      // A new link, without --origin, is at the site's address as published.
      const again = spawnSync(process.execPath, ["scripts/admin.js", "link", "owner@example.bg"], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: "utf8",
      });
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/https:\/\/www\.firma-zelen\.bg\/admin\/link\/[\w-]{43}/);

      expect(await sendEnquiry(server.url, "Мария Петрова")).toBe(201);
      const notifications = () => smtp.messages.filter((mail) => mail.subject?.includes("Мария Петрова"));
      await expect.poll(() => notifications().length, { timeout: 15_000 }).toBe(1);
      expect(JSON.stringify(notifications()[0]!.to)).toContain("zaiavki@firma.example");
    } finally {
      await server.stop();
      await smtp.close();
    }
  });

  it.each([
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY must list the reverse proxy's addresses/],
    [{ PORT: "http" }, /PORT must be a whole number from 0 to 65535, got "http"/],
    [{ SMTP_HOST: "smtp.example.bg" }, /MAIL_FROM must be set when SMTP_HOST is set/],
    [{ DATABASE_URL: "mysql://user:secret@db/x" }, /DATABASE_URL must be a PostgreSQL URL.*mysql:\/\/user:\*\*\*@db\/x/],
  ])("refuses to start with %j, naming the variable", async (env, message) => {
    const started = startServerProcess({ DATA_DIR: dataDir(), ...env });
    await expect(started).rejects.toThrow(/the server exited with 1/);
    await expect(started).rejects.toThrow(message);
    await started.catch((error: Error) => expect(error.message).not.toContain("secret"));
  });
});

describe("npm start on a damaged or unusable database", () => {
  /** A database of `count` enquiries made by the server itself, then stopped. */
  async function filledDataDir(count: number) {
    const dir = dataDir();
    const server = await startServerProcess({ DATA_DIR: dir, ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000" });
    try {
      for (let index = 0; index < count; index += 1) expect(await sendEnquiry(server.url, `Мария ${index}`)).toBe(201);
    } finally {
      await server.stop();
    }
    return dir;
  }

  it("refuses to start on a damaged copy, naming the file and how to restore (quick_check at start)", async () => {
    const original = await filledDataDir(20);
    const damaged = dataDir();
    const file = path.join(damaged, "enquiries.sqlite");
    copyFileSync(path.join(original, "enquiries.sqlite"), file);
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 2 * 4096);
    closeSync(fd);
    const started = startServerProcess({ DATA_DIR: damaged });
    await expect(started).rejects.toThrow(/the server exited with 1/);
    await expect(started).rejects.toThrow(`The enquiries database ${file} is damaged`);
    await expect(started).rejects.toThrow(/restore the latest backup \(README, "Backup and restore"\)/);
    // The undamaged original still starts.
    const server = await startServerProcess({ DATA_DIR: original });
    await server.stop();
  });

  it("refuses to start when the data folder cannot be made, naming it", async () => {
    const notAFolder = path.join(dataDir(), "a-file");
    writeFileSync(notAFolder, "");
    const started = startServerProcess({ DATA_DIR: path.join(notAFolder, "data") });
    await expect(started).rejects.toThrow(`Cannot create the data folder ${path.join(notAFolder, "data")}`);
  });

  it("at the file-size limit: enquiries get 503, every acknowledged one is stored, the log names the limit, pages are served", async () => {
    const dir = dataDir();
    // Room for the tables (enquiries, the owner's, the content versions), then some enquiries.
    const limit = 512 * 1024;
    const server = await startServerProcess(
      { DATA_DIR: dir, ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000", PAGE_RATE_LIMIT: "1000" },
      { wrap: ["prlimit", `--fsize=${limit}`, "--"] },
    );
    const statuses: number[] = [];
    try {
      while (statuses.length < 200 && !statuses.includes(503)) statuses.push(await sendEnquiry(server.url, `Мария ${statuses.length}`));
      expect(statuses).toContain(503);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(server.output()).toContain(
        `the process's file-size limit (ulimit -f: ${limit} bytes) was reached writing ${path.join(dir, "enquiries.sqlite")}`,
      );
      expect(server.output()).not.toContain("no transaction is active");
    } finally {
      await server.stop();
    }
    const acknowledged = statuses.filter((status) => status === 201).length;
    expect(acknowledged).toBeGreaterThan(0);
    expect(existsSync(path.join(dir, "enquiries.sqlite"))).toBe(true);
    const database = new Database(path.join(dir, "enquiries.sqlite"), { readonly: true });
    const stored = (database.prepare("select count(*) as count from enquiries").get() as { count: number }).count;
    database.close();
    console.log(`file-size limit: ${statuses.length} sent, ${acknowledged} acknowledged (201), ${stored} stored`);
    expect(stored).toBe(acknowledged);
  });
});
