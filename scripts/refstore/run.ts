/**
 * `npm run test:store`: the plugin on the real store. Sets the reference store up (or starts or
 * reuses it), seeds it afresh, installs the zip `npm run plugin:zip` builds, and runs Playwright's
 * store suite (playwright.store.config.ts), Islet against the legacy page (cookie `islet_off=1`).
 * Without the kit it says how to get it and skips, except in CI, where it fails.
 * Environment: ISLET_REFSTORE (the kit), ISLET_STORE_DIR and ISLET_STORE_PORT (the kit's own),
 * ISLET_STORE_KEEP=1 (skip the re-seed of a running store, for a quicker local rerun).
 */
import { spawnSync } from "node:child_process";
import { chromium } from "playwright";
import { CHROMIUM_LAUNCH } from "../chromium";
import { buildFirstPaint } from "./first-paint-build";
import { inCi, REFSTORE_MISSING, refstoreDir, REPO_ROOT } from "./locate";
import { prepareStore, stopStore } from "./prepare";
import { storeUrl } from "./store-place";

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * The critical CSS a shop manager's first admin visit builds (docs/decisions/0039), so every spec
 * sees the store as it is once Islet is installed and an admin has been by.
 */
async function buildCriticalCss(): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const built = await buildFirstPaint(browser, storeUrl());
    console.log(`test:store: critical CSS ${built.state}: ${Object.entries(built.rows).map(([type, row]) => `${type} ${row}`).join("; ")}`);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const kit = refstoreDir();
  if (!kit) {
    console.log(`test:store: ${REFSTORE_MISSING}`);
    if (inCi()) return 1;
    console.log("test:store: skipped (outside CI)");
    return 0;
  }
  const started = Date.now();
  const startedHere = prepareStore(kit, { reseed: process.env.ISLET_STORE_KEEP !== "1" });
  console.log(`test:store: store ready with the plugin in ${seconds(started)}`);
  await buildCriticalCss();
  const tests = spawnSync("npx", ["playwright", "test", "-c", "playwright.store.config.ts", ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, ISLET_REFSTORE: kit },
  });
  // A store this run set up is stopped again; one that was running is left as found.
  if (startedHere) stopStore(kit);
  console.log(`test:store: ${seconds(started)} in all`);
  return tests.status ?? 1;
}

process.exitCode = await main();
