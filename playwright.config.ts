import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL,
    locale: "bg-BG",
    launchOptions: chromium,
    // A trace for each failed test, locally; in CI, where nobody opens it, recording every test costs minutes.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 812 },
        browserName: "chromium",
      },
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
      // Tests tagged "@phone" are of the owner's pages, which the owner runs from a phone: run at 375 px only,
      // and their files' hooks (each starts a server of its own) not run here for nothing.
      grepInvert: /@phone/,
    },
  ],
  webServer: {
    // The production build, served by the project's own server (`npm start`).
    command: "npm start",
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Its own empty data folder, and no limit that parallel tests from one address would reach.
      DATA_DIR: path.join(os.tmpdir(), `vechnozeleno-e2e-${port}`),
      ENQUIRY_RATE_LIMIT: "10000",
      PAGE_RATE_LIMIT: "100000",
      MAX_CONNECTIONS_PER_ADDRESS: "1000",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
