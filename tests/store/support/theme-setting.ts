/**
 * Shoptimizer's "single product ajax add to cart" on for one browser context: theme-setting.php,
 * a must-use plugin, turns it on for requests with the cookie. The store's own setting (off, the
 * theme's default) stays for every other context, so tests running beside these see no change.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";
import { installMustUsePlugin, storeCookie } from "./must-use";

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "theme-setting.php");

export function installThemeSetting(): void {
  installMustUsePlugin(SOURCE, "islet-test-theme-setting.php");
}

export async function productFormAjaxOn(context: BrowserContext): Promise<void> {
  await storeCookie(context, "islet_test_pdp_ajax", "1");
}
