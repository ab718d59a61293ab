/**
 * A slow store on demand: installs slow-store.php as a must-use plugin in the reference store
 * (idempotent) and gives a context the cookie that makes its requests wait, as on a busy host.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";
import { storeDir, storeUrl } from "../../../scripts/refstore/store-place";

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "slow-store.php");
export const REQUEST_LOG = path.join(storeDir(), "logs", "islet-test-requests.log");

export function installSlowStore(): void {
  const folder = path.join(storeDir(), "site", "wp-content", "mu-plugins");
  mkdirSync(folder, { recursive: true });
  copyFileSync(SOURCE, path.join(folder, "islet-test-slow-store.php"));
}

export async function slowDown(context: BrowserContext, delayMs: number): Promise<void> {
  await context.addCookies([{ name: "islet_test_delay_ms", value: String(delayMs), domain: new URL(storeUrl()).hostname, path: "/" }]);
}

/** The log's lines written since `offset` (its length before the test), for a failure message. */
export function requestLogSince(offset: number): string {
  return existsSync(REQUEST_LOG) ? readFileSync(REQUEST_LOG, "utf8").slice(offset) : "";
}

export function requestLogLength(): number {
  return existsSync(REQUEST_LOG) ? readFileSync(REQUEST_LOG, "utf8").length : 0;
}
