/**
 * A real SMTP server for the tests (the `smtp-server` package) on a free
 * loopback port, without TLS, that keeps every message it receives, parsed.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpServer {
  port: number;
  messages: ParsedMail[];
  /** While down, every message is refused with a temporary error (as a server being restarted would). */
  down: boolean;
  close(): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

/** A real SMTP server on a free loopback port (the `smtp-server` package), without TLS. */
export async function startSmtp(): Promise<SmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const state: SmtpServer = {
    port: 0,
    messages,
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} e-mails, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.down) {
        const error = Object.assign(new Error("Service not available, try again later"), { responseCode: 421 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiters.forEach((waiter) => waiter());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  state.port = (server.server.address() as { port: number }).port;
  return state;
}
