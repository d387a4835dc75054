/**
 * `npm start` itself (`node server.js` on the build) as a child process: it
 * starts, serves, takes an enquiry into its own data folder and e-mails it,
 * stops cleanly, and refuses settings it cannot honour, naming the variable.
 */
import { rmSync } from "node:fs";
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
