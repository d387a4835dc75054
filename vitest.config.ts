import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/global-setup-images.ts", "./tests/global-setup-postgres.ts"],
    // Integration tests (a real database, SMTP server and HTTP server) on a busy 2-core machine.
    testTimeout: 30_000,
    restoreMocks: true,
    clearMocks: true,
  },
});
