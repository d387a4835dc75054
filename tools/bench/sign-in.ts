/**
 * `npm run bench:sign-in`: whether the answer to "send me a sign-in link"
 * takes as long for the owner's address as for an unknown one, so that its
 * timing does not tell a stranger which addresses have accounts.
 *
 * Each run starts the built server as `npm start` does (`node server.js`,
 * NODE_ENV=production) with a throw-away data folder, makes the owner's
 * account with `npm run admin`, and sends the form's POST for the owner's
 * address and for an unknown one alternately (which goes first alternates
 * too), after a warm-up. So that no request is refused by the per-client
 * limits (server/admin/link-limits.ts), each pair comes from its own client
 * address, told through X-Forwarded-For from the trusted proxy
 * (TRUST_PROXY=127.0.0.1). Every request carries the cookie of a session the
 * owner has signed out of, so the server mails a link for every request for
 * the owner's address: a client the owner signed in from is not held to the
 * hourly cap on mails, past which nothing would be mailed. Every answer must
 * be the page's "link sent" one (200, the same body for both addresses): any
 * other fails the run. Timing never does.
 *
 * Run twice: with a local SMTP sink, which must receive one mail per request
 * for the owner's address, and with SMTP unreachable (a port nobody listens on).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { adminSignIn } from "~/content/admin";
import { freePort } from "../net";
import { HOST, addOwner, formHeaders, pause, send, signIn, startServer, stopServer, untilAnswering } from "./built-server";
import { textTable } from "./table";
import { medianDifference, summarize } from "./timing-stats";

/** The owner's address and an unknown one of the same length: the page repeats the address typed. */
export const KNOWN = "owner@example.bg";
export const UNKNOWN = "other@example.bg";

export interface SignInBenchOptions {
  /** Measured requests per address. */
  count: number;
  /** Pairs sent before measuring. */
  warmup: number;
  /** Pause after each request, for the mail it queued to be sent (ms). */
  gapMs: number;
}

export interface SignInRun {
  smtp: "sink" | "unreachable";
  known: number[];
  unknown: number[];
  /** The answer's body with the address and the nonces left out, to compare runs. */
  answer: string;
}

/** A distinct client address for pair `i`, in 198.18.0.0/15 (set aside for benchmarks, RFC 2544). */
export const clientAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** What anyone could compare between two answers: the body without the address typed and the page's nonces. */
export const comparable = (body: string, email: string) => body.replaceAll(email, "<address>").replace(/nonce="[^"]*"/g, 'nonce=""');

/** An SMTP server on loopback that takes every mail and counts those to the owner. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        if (session.envelope.rcptTo.some(({ address }) => address === KNOWN)) received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, () => resolve()));
  return {
    port: (server.server.address() as { port: number }).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** One run: a fresh server and data folder, with SMTP at a sink or unreachable. */
export async function runSignInBench(
  projectRoot: string,
  smtp: SignInRun["smtp"],
  { count, warmup, gapMs }: SignInBenchOptions,
): Promise<SignInRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-sign-in-"));
  const sink = smtp === "sink" ? await startSink() : undefined;
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const env = {
    HOST,
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_HOST: HOST,
    // Unreachable: a port free a moment ago, on which nothing listens.
    SMTP_PORT: String(sink?.port ?? (await freePort(HOST))),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    MAIL_FROM: "site@example.bg",
    ALERT_EMAIL: "",
    SITE_ORIGINS: "",
    TRUST_PROXY: HOST,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    // The owner's account; its setup link (a secret) is read, never printed.
    const setupToken = addOwner(projectRoot, env, KNOWN, base);
    server = startServer(projectRoot, env);
    await untilAnswering(server, agent, base);

    // Signed in with the setup link, then out: the cookie of a session the owner has ended.
    const origin = formHeaders(base);
    const cookie = await signIn(agent, base, setupToken);
    const signedOut = await send(agent, base, "POST", "/admin/sign-out", { ...origin, cookie });
    if (signedOut.status !== 302) throw new Error(`Signing out answered ${signedOut.status}.`);

    const samples = { known: [] as number[], unknown: [] as number[] };
    let answer: string | undefined;
    let mailsAsked = 0;
    for (let pair = 0; pair < warmup + count; pair += 1) {
      const headers = { ...origin, cookie, "x-forwarded-for": clientAddress(pair) };
      const order = pair % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const kind of order) {
        const email = kind === "known" ? KNOWN : UNKNOWN;
        const reply = await send(agent, base, "POST", "/admin?index", headers, new URLSearchParams({ email }).toString());
        const body = comparable(reply.body, email);
        if (reply.status !== 200 || !reply.body.includes(adminSignIn.linkSent))
          throw new Error(
            `The request for ${kind === "known" ? "the owner's" : "an unknown"} address answered ${reply.status}, not "link sent".`,
          );
        answer ??= body;
        if (body !== answer) throw new Error("The answers for the owner's address and an unknown one differ.");
        if (pair >= warmup) samples[kind].push(reply.ms);
        if (kind === "known") mailsAsked += 1;
        if (sink && kind === "known") await until(() => sink.received() >= mailsAsked, "the sink to receive the owner's mail");
        await pause(gapMs);
      }
    }
    if (sink && sink.received() !== mailsAsked) throw new Error(`The sink received ${sink.received()} mails for ${mailsAsked} requests.`);
    // Without a sink to count them, the server's log (level warn) shows that the mails were tried.
    if (!sink && !server.output().includes("could not be e-mailed"))
      throw new Error(`The server logged no failed mail with SMTP unreachable.\n${server.output()}`);
    return { smtp, ...samples, answer: answer ?? "" };
  } finally {
    agent.destroy();
    if (server) await stopServer(server.child);
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const twoDecimals = (value: number) => `${value.toFixed(2)} ms`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(2)}`;

/** The runs as a table, and per run the difference of medians with its bootstrap interval. */
export function signInTable(runs: readonly SignInRun[]): string {
  const rows = [["SMTP", "Address", "Count", "Median", "p90", "p99", "MAD"]];
  const notes: string[] = [];
  for (const run of runs) {
    for (const kind of ["known", "unknown"] as const) {
      const s = summarize(run[kind]);
      rows.push([run.smtp, kind, String(s.count), twoDecimals(s.median), twoDecimals(s.p90), twoDecimals(s.p99), twoDecimals(s.mad)]);
    }
    const { difference, low, high } = medianDifference(run.known, run.unknown);
    const verdict = low <= 0 && high >= 0 ? "the same within noise" : "0 outside the interval";
    notes.push(
      `${run.smtp}: known − unknown median ${signed(difference)} ms (95 % bootstrap interval ${signed(low)} … ${signed(high)} ms): ${verdict}`,
    );
  }
  return [textTable(rows), "", ...notes].join("\n");
}
