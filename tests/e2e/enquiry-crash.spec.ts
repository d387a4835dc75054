/**
 * Durability: the production server is killed with SIGKILL while enquiries
 * are being sent, then started again on the same data. Every enquiry that had
 * been answered with 201 must still be there, with its notification waiting
 * in the outbox. Runs on SQLite and on a real PostgreSQL server.
 */
import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { openStore } from "../../server/enquiries/store";
import { issueToken } from "../../server/enquiries/token";
import { ENQUIRY_API } from "../../app/enquiry/contract";
import { validEnquiry } from "../fixtures/enquiry";
import { createDatabase, startPostgres, type PostgresServer } from "../postgres";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";

const ROUNDS = 3;
/** Enquiries acknowledged before the kill, in each round (more are in flight when it lands). */
const BEFORE_KILL = 120;
const CONCURRENCY = 8;

test.describe.configure({ mode: "serial" });

for (const backend of ["sqlite", "postgres"] as const) {
  test(`every enquiry answered with 201 survives SIGKILL (${backend})`, async () => {
    test.skip(test.info().project.name !== "desktop", "a server test: once is enough");
    test.setTimeout(120_000);

    const dataDir = tempDataDir();
    let postgres: PostgresServer | undefined;
    let databaseUrl: string | undefined;
    if (backend === "postgres") {
      postgres = await startPostgres();
      databaseUrl = await createDatabase(postgres.url, `crash_${Date.now()}`);
    }
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ENQUIRY_MIN_FILL_SECONDS: "0",
      ENQUIRY_RATE_LIMIT: "100000",
      // Every send comes from this one address: no per-address cap on rendered pages or connections.
      PAGE_RATE_LIMIT: "100000",
      MAX_CONNECTIONS_PER_ADDRESS: "1000",
    };
    const acknowledged = new Set<string>();
    let inFlightAtKill = 0;
    let lostConnections = 0;
    let server: ServerProcess | undefined;

    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        server = await startServerProcess(env);
        const store = await openStore({ databaseUrl, dataDir });
        const secret = await store.tokenSecret();
        await store.close();

        const live = server;
        let acknowledgedThisRound = 0;
        let inFlight = 0;
        let killed: Promise<void> | undefined;
        const send = async (index: number) => {
          inFlight += 1;
          try {
            const response = await fetch(live.url + ENQUIRY_API, {
              method: "POST",
              headers: { "Content-Type": "application/json", Accept: "application/json", Origin: live.url },
              body: JSON.stringify({
                ...validEnquiry,
                name: `Клиент ${round}-${index}`,
                message: `Запитване номер ${index} от кръг ${round}.`,
                token: issueToken(secret, Date.now() - 5_000),
              }),
            });
            if (response.status === 201) {
              acknowledged.add(((await response.json()) as { id: string }).id);
              acknowledgedThisRound += 1;
            } else {
              throw new Error(`unexpected ${response.status}: ${await response.text()}`);
            }
          } catch (error) {
            if (!killed) throw error;
            lostConnections += 1; // no answer: the visitor would see the network message and send again
          } finally {
            inFlight -= 1;
          }
          if (!killed && acknowledgedThisRound >= BEFORE_KILL) {
            inFlightAtKill += inFlight;
            killed = live.kill();
          }
        };
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (!killed) await send((next += 1));
          }),
        );
        await killed;
        expect(server.child.signalCode).toBe("SIGKILL");
      }

      // Started again on the same data: everything acknowledged is there.
      server = await startServerProcess(env);
      const store = await openStore({ databaseUrl, dataDir });
      const rows = await store.listEnquiries();
      const stored = new Set(rows.map((row) => row.id));
      const missing = [...acknowledged].filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      expect(await store.pendingCount()).toBe(rows.length);
      await store.close();
      if (backend === "sqlite") {
        const database = new Database(`${dataDir}/enquiries.sqlite`, { readonly: true });
        expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
        database.close();
      }
      console.log(
        `crash (${backend}): ${ROUNDS} SIGKILLs, ${acknowledged.size} enquiries answered 201, all ${acknowledged.size} found after restart ` +
          `(${rows.length} stored in all; ${inFlightAtKill} requests in flight at the kills, ${lostConnections} got no answer)`,
      );
      const health = await fetch(`${server.url}/api/enquiries/token`);
      expect(health.status).toBe(200);
    } finally {
      await server?.stop();
      postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
