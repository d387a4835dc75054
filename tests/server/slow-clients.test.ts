/**
 * Slow and greedy clients against `npm start` (a real process, real sockets):
 * headers and bodies that trickle in are cut off after REQUEST_TIMEOUT_SECONDS
 * (all but a signed-in owner's photo uploads: tests/server/gallery-upload.test.ts),
 * one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections, and
 * SIGTERM finishes the request in progress and ends the process within a
 * bounded time, whatever slow connections are still open. Each check uses a
 * handful of sockets and a few seconds; the bounds are far above what the
 * server needs and far below "never", which is what these clients got before.
 */
import { rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { validEnquiry } from "../fixtures/enquiry";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";

const REQUEST_TIMEOUT_SECONDS = 2;
const MAX_CONNECTIONS = 5;

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function start(env: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
    ...env,
  });
}

interface OpenSocket {
  socket: Socket;
  /** Everything the server wrote. */
  received: () => string;
  /** Resolves with the seconds from opening until the server closed the connection. */
  closed: Promise<number>;
}

function open(url: string, localAddress = "127.0.0.1"): Promise<OpenSocket> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ port: Number(port), host: "127.0.0.1", localAddress });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    const closed = new Promise<number>((done) => socket.once("close", () => done((performance.now() - started) / 1000)));
    socket.once("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

/** Fails the test when the server keeps the connection longer than `seconds` (and closes it then). */
async function closedWithin(connection: OpenSocket, seconds: number) {
  const limit = setTimeout(() => connection.socket.destroy(new Error("still open")), seconds * 1000);
  const took = await connection.closed;
  clearTimeout(limit);
  expect(connection.socket.errored?.message, `open for ${took.toFixed(1)} s`).not.toBe("still open");
  return took;
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe("slow clients", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  it("a body that trickles in (slowloris on POST) is cut off with 408 after REQUEST_TIMEOUT_SECONDS", async () => {
    const connection = await open(server.url);
    connection.socket.write(
      `POST ${ENQUIRY_API} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
    );
    const drip = setInterval(() => connection.socket.writable && connection.socket.write(" "), 300);
    await closedWithin(connection, REQUEST_TIMEOUT_SECONDS + 4);
    clearInterval(drip);
    expect(statusOf(connection.received())).toBe(408);
    expect(connection.received()).toContain('<html lang="bg">');
  });

  it("a body trickled to the owner's upload address from elsewhere is cut off after REQUEST_TIMEOUT_SECONDS too", async () => {
    // Only a signed-in owner's photos may take longer (UPLOAD_TIMEOUT_SECONDS): this one is refused without being read.
    const connection = await open(server.url);
    connection.socket.write(
      "POST /admin/gallery HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\n" +
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x",
    );
    const drip = setInterval(() => connection.socket.writable && connection.socket.write(" "), 300);
    await closedWithin(connection, REQUEST_TIMEOUT_SECONDS + 4);
    clearInterval(drip);
    expect(statusOf(connection.received())).toBe(403);
  });

  it("headers that trickle in are cut off after REQUEST_TIMEOUT_SECONDS", async () => {
    const connection = await open(server.url);
    connection.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    let line = 0;
    const drip = setInterval(() => connection.socket.writable && connection.socket.write(`X-Slow-${(line += 1)}: a\r\n`), 300);
    await closedWithin(connection, REQUEST_TIMEOUT_SECONDS + 4);
    clearInterval(drip);
    expect(connection.received()).not.toContain("200 OK");
  });

  it("a connection that sends nothing is closed too", async () => {
    await closedWithin(await open(server.url), REQUEST_TIMEOUT_SECONDS + 4);
  });

  it(`one address holds at most ${MAX_CONNECTIONS} connections; another address is served meanwhile`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => open(server.url)));
    const extra = await open(server.url);
    // Closed at once, before any request.
    await closedWithin(extra, 2);
    expect(extra.received()).toBe("");
    // 127.0.0.2 is another loopback address: another visitor.
    const other = await open(server.url, "127.0.0.2");
    other.socket.write("GET /prices HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await closedWithin(other, 5);
    expect(statusOf(other.received())).toBe(200);
    // Once the first address's connections are gone, it is served again.
    held.forEach((connection) => connection.socket.destroy());
    await Promise.all(held.map((connection) => connection.closed));
    expect((await fetch(`${server.url}/prices`)).status).toBe(200);
  });
});

describe("connections reset by the client", () => {
  it("mid-body or mid-answer, are no error in the log, and the server goes on", async () => {
    const server = await start();
    try {
      for (let index = 0; index < 10; index += 1) {
        const connection = await open(server.url);
        connection.socket.write(
          index % 2 === 0
            ? `POST ${ENQUIRY_API} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`
            : "GET /contact HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n",
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
        connection.socket.resetAndDestroy();
      }
      expect((await fetch(`${server.url}/contact`)).status).toBe(200);
      const problems = server
        .output()
        .split("\n")
        .filter((line) => /"level":(40|50|60)/.test(line) && !line.includes("SMTP is not configured"));
      expect(problems).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe("SIGTERM", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
  });

  it("finishes the request in progress, closes slow connections, and ends the process within seconds", async () => {
    // Long timeouts: only the shutdown's own bound can end these connections in time.
    server = await start({ REQUEST_TIMEOUT_SECONDS: "120", MAX_CONNECTIONS_PER_ADDRESS: "50" });
    const { token } = (await (await fetch(`${server.url}${TOKEN_API}`)).json()) as { token: string };
    const body = JSON.stringify({ ...validEnquiry, token });

    // Five clients in the middle of sending a body, and one visitor in the middle of sending an enquiry.
    const slow = await Promise.all(Array.from({ length: 5 }, () => open(server!.url)));
    for (const connection of slow) {
      connection.socket.write(
        `POST ${ENQUIRY_API} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
      );
    }
    const visitor = await open(server.url);
    const { port } = new URL(server.url);
    visitor.socket.write(
      `POST ${ENQUIRY_API} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    visitor.socket.write(body.slice(0, 20));
    // The server has all six requests' headers (the token's request was the first): they are in progress.
    await vi.waitFor(() => expect(server!.output()).toContain('"reqId":"req-7"'), { timeout: 5000 });

    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    // The visitor's enquiry arrives after the signal: it is still taken.
    await new Promise((resolve) => setTimeout(resolve, 300));
    visitor.socket.end(body.slice(20));
    await closedWithin(visitor, 5);
    expect(statusOf(visitor.received()), visitor.received()).toBe(201);

    const limit = setTimeout(() => server!.child.kill("SIGKILL"), 15_000);
    const code = await exited;
    clearTimeout(limit);
    expect(code).toBe(0);
    await Promise.all(slow.map((connection) => closedWithin(connection, 1)));
    expect(server.output()).toContain("finishing the requests in progress");
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
