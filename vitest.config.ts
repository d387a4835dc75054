import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/global-setup-images.ts", "./tests/global-setup-postgres.ts"],
    restoreMocks: true,
    clearMocks: true,
  },
});
