/** Test-only must-use plugins in the reference store, and the cookies that switch them on per context. */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { storeDir, storeUrl } from "../../../scripts/refstore/store-place";

/** Copies `source` into the store's mu-plugins as `name` (idempotent: the same file each time). */
export function installMustUsePlugin(source: string, name: string): void {
  const folder = path.join(storeDir(), "site", "wp-content", "mu-plugins");
  mkdirSync(folder, { recursive: true });
  copyFileSync(source, path.join(folder, name));
}

/** A cookie for the store's host, which a must-use plugin reads on each of the context's requests. */
export async function storeCookie(context: BrowserContext, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, domain: new URL(storeUrl()).hostname, path: "/" }]);
}
