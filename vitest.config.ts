/**
 * Three groups of Vitest tests, each run on its own (`npm run test:unit`,
 * `test:db`, `test:server`):
 *  - unit: app/, server/ and tools/ tests that need neither a database server
 *    nor a build (`*.test.ts(x)` beside the code);
 *  - db: the enquiry store, outbox and retention on SQLite and on a throw-away
 *    PostgreSQL server (`*.db.test.ts` beside the code);
 *  - server: HTTP-level tests of the built server (tests/server/, after `npm run build`).
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const DB_TESTS = "**/*.db.test.ts";

/**
 * Vitest's default is one worker fewer than the machine's cores: one on a 2-core machine, which
 * left a core idle while the unit and database tests ran and half the machine idle in the server
 * tests, whose files mostly wait for the server processes they start. Every file has its own
 * temporary folders, ports and databases, so they run side by side.
 */
const cores = availableParallelism();

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "node",
    restoreMocks: true,
    clearMocks: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,tools}/**/*.test.{ts,tsx}"],
          exclude: [DB_TESTS],
          maxWorkers: Math.max(2, cores - 1),
          setupFiles: ["./tests/setup-expect.ts", "./tests/setup-unit.ts"],
          globalSetup: ["./tests/global-setup-images.ts"],
          // Component tests on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["server/**/*.db.test.ts"],
          setupFiles: ["./tests/setup-expect.ts"],
          maxWorkers: Math.max(2, cores - 1),
          globalSetup: ["./tests/global-setup-postgres.ts"],
          // A real database and SMTP server.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          setupFiles: ["./tests/setup-expect.ts"],
          // Three on two cores: they wait on their servers more than they compute.
          maxWorkers: Math.max(3, cores),
          globalSetup: ["./tests/server/global-setup.ts"],
          // The server build runs as in production (server.js): React's production build renders the pages.
          env: { NODE_ENV: "production" },
          // And as Node loads it, not transformed by Vitest: what it renders is what production renders.
          server: { deps: { external: [/\/build\/server\//] } },
          // Loading the server build and the fuzz run, on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
