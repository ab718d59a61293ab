/**
 * The store suite (`npm run test:store`, scripts/refstore/run.ts): Playwright against the real
 * reference store with the plugin zip installed. Each test compares the Islet page with the
 * legacy page of the same store (cookie `islet_off=1`), see tests/store/support/sides.ts.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./scripts/chromium";
import { storeUrl } from "./scripts/refstore/store-place";

export default defineConfig({
  testDir: "tests/store",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The store is PHP's built-in server with 4 workers on a 2-core machine: two browsers at once
  // keep its answers near a real host's.
  workers: 2,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/store",
  use: {
    baseURL: storeUrl(),
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: "store", use: { ...devices["Desktop Chrome"] }, testIgnore: /visitor-text\.spec\.ts/ },
    // Posts a hostile review on the Hoodie: after every other test, which must not see it.
    { name: "visitor-text", use: { ...devices["Desktop Chrome"] }, testMatch: /visitor-text\.spec\.ts/, dependencies: ["store"] },
  ],
});
