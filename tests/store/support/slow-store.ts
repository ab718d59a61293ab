/**
 * A slow store on demand: installs slow-store.php as a must-use plugin in the reference store
 * (idempotent) and gives a context the cookie that makes its requests wait, as on a busy host.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";
import { storeDir } from "../../../scripts/refstore/store-place";
import { installMustUsePlugin, storeCookie } from "./must-use";

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "slow-store.php");
export const REQUEST_LOG = path.join(storeDir(), "logs", "islet-test-requests.log");

export function installSlowStore(): void {
  installMustUsePlugin(SOURCE, "islet-test-slow-store.php");
}

export async function slowDown(context: BrowserContext, delayMs: number): Promise<void> {
  await storeCookie(context, "islet_test_delay_ms", String(delayMs));
}

/** The log's lines written since `offset` (its length before the test), for a failure message. */
export function requestLogSince(offset: number): string {
  return existsSync(REQUEST_LOG) ? readFileSync(REQUEST_LOG, "utf8").slice(offset) : "";
}

export function requestLogLength(): number {
  return existsSync(REQUEST_LOG) ? readFileSync(REQUEST_LOG, "utf8").length : 0;
}
