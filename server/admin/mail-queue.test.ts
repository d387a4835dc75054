import { describe, expect, it } from "vitest";
import { quietLog } from "../../tests/fixtures/enquiry";
import type { PersonalMail } from "./mail";
import { createMailQueue } from "./mail-queue";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const mail: PersonalMail = { to: "owner@example.bg", subject: "Вход", text: `http://localhost/admin/link/${TOKEN}` };

describe("the queue of sign-in link mails", () => {
  it("returns before the mail is made or sent, then sends it", async () => {
    const sent: PersonalMail[] = [];
    let prepared = false;
    const queue = createMailQueue({ send: async (message) => void sent.push(message), log: quietLog() });
    queue.enqueue({
      kind: "sign-in link",
      prepare: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        prepared = true;
        return mail;
      },
    });
    expect(prepared).toBe(false);
    await queue.settled();
    expect(sent).toEqual([mail]);
    queue.stop();
  });

  it("sends nothing for a job with nothing to send", async () => {
    const sent: PersonalMail[] = [];
    const queue = createMailQueue({ send: async (message) => void sent.push(message), log: quietLog() });
    queue.enqueue({ kind: "sign-in link", prepare: async () => null });
    await queue.settled();
    expect(sent).toEqual([]);
    queue.stop();
  });

  it("tries a failed mail again, then gives up, logging neither the link nor its token", async () => {
    const log = quietLog();
    let attempts = 0;
    const queue = createMailQueue({
      send: async (message) => {
        attempts += 1;
        throw new Error(`550 refused: ${message.text}`);
      },
      log,
      retryDelaysMs: [0, 0],
    });
    queue.enqueue({ kind: "sign-in link", prepare: async () => mail });
    await expect.poll(() => log.lines.filter((line) => line.level === "error").length).toBe(1);
    expect(attempts).toBe(3);
    expect(log.lines.map((line) => line.message)).toEqual([
      "admin: the sign-in link could not be e-mailed; will retry",
      "admin: the sign-in link could not be e-mailed; will retry",
      "admin: the sign-in link could not be e-mailed; given up",
    ]);
    expect(JSON.stringify(log.lines)).not.toContain(TOKEN);
    queue.stop();
  });

  it("sends the next mail while a failed one waits for its retry, and the retry once it is due", async () => {
    const sent: string[] = [];
    let failOnce = true;
    const queue = createMailQueue({
      send: async (message) => {
        if (message.to === "first@example.bg" && failOnce) {
          failOnce = false;
          throw new Error("421 try later");
        }
        sent.push(message.to);
      },
      log: quietLog(),
      retryDelaysMs: [20],
    });
    queue.enqueue({ kind: "sign-in link", prepare: async () => ({ ...mail, to: "first@example.bg" }) });
    queue.enqueue({ kind: "sign-in link", prepare: async () => ({ ...mail, to: "second@example.bg" }) });
    await queue.settled();
    expect(sent).toEqual(["second@example.bg"]);
    await expect.poll(() => sent).toEqual(["second@example.bg", "first@example.bg"]);
    queue.stop();
  });
});
