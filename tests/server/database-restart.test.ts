/**
 * `npm start` on PostgreSQL while the database restarts (a cluster of the
 * test's own, stopped with `pg_ctl stop -m fast` as an operator or a package
 * upgrade would, which ends every session with 57P01): the pages keep being
 * served, an enquiry meanwhile gets 503 with the Bulgarian message, enquiries
 * are taken again once the database is back, and every acknowledged enquiry is
 * stored. (The process used to exit on the pool's unhandled 'error' event.)
 */
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { enquiryStatus } from "~/content/enquiry";
import { companyDefaults } from "~/content/company";
import { validEnquiry } from "../fixtures/enquiry";
import { createDatabase, startPostgres, type PostgresServer } from "../postgres";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";

let postgres: PostgresServer;
let databaseUrl: string;
let server: ServerProcess;
const dataDir = tempDataDir();

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await createDatabase(postgres.url, `restart_${process.pid}`);
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT: "1000",
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sendEnquiry(name: string) {
  const { token } = (await (await fetch(`${server.url}${TOKEN_API}`)).json()) as { token: string };
  const response = await fetch(`${server.url}${ENQUIRY_API}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ ...validEnquiry, name, token }),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; code?: string } };
}

async function sendForm(name: string) {
  const page = await (await fetch(`${server.url}/contact`)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, accept: "text/html" },
    body: new URLSearchParams({ ...validEnquiry, name, token }).toString(),
  });
  return { status: response.status, body: await response.text() };
}

async function storedNames() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ name: string }>("select name from enquiries order by created_at")).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe("a PostgreSQL restart", () => {
  it("keeps the site up, answers enquiries 503 in Bulgarian meanwhile, takes them again after, and loses none", async () => {
    const acknowledged: string[] = [];
    const before = await sendEnquiry("Преди рестарта");
    expect(before.status).toBe(201);
    acknowledged.push("Преди рестарта");

    postgres.pause();
    // The pool's connections were ended by the server: the process is still there and serves pages.
    for (const path of ["/", "/prices", "/contact"]) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);

    const during = await sendEnquiry("По време на рестарта");
    expect(during).toEqual({ status: 503, body: { ok: false, code: "server" } });
    const form = await sendForm("По време на рестарта, без JavaScript");
    expect(form.status).toBe(503);
    expect(form.body).toContain(enquiryStatus.server(companyDefaults));
    expect(server.child.exitCode).toBeNull();

    postgres.resume();
    const after = await sendEnquiry("След рестарта");
    expect(after.status).toBe(201);
    acknowledged.push("След рестарта");
    const afterForm = await sendForm("След рестарта, без JavaScript");
    expect(afterForm.status).toBe(201);
    acknowledged.push("След рестарта, без JavaScript");

    expect(await storedNames()).toEqual(acknowledged);
    const log = server.output();
    expect(log).toMatch(/a PostgreSQL connection was lost: terminating connection due to administrator command/);
    expect(log).toMatch(/enquiry could not be stored: could not reach the enquiries database postgres:\/\/postgres@127\.0\.0\.1:\d+\//);
  });
});
