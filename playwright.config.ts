/**
 * End-to-end tests against the demo store (scripts/demo-store), which serves the captured
 * pages with our bundle. `npm run build` runs before Playwright (see package.json "test").
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./scripts/chromium";

/** E2E_PORT (with ISLET_BUILD_DIR) lets two runs share the machine without sharing a server. */
const PORT = Number.parseInt(process.env.E2E_PORT ?? "4173", 10);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx scripts/demo-store/serve.ts",
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    url: `${BASE_URL}/shop/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
