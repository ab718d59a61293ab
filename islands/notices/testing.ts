/** Test pages for the notices island: WooCommerce's login form as the plugin prints it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { myAccountSource } from "../../scripts/demo-store/my-account-notices";
import { serveThroughPlugin } from "../../scripts/demo-store/plugin-render";
import { loadPageBody, PAGES_DIR } from "../../src/testing/fixtures";

const read = (file: string): string => readFileSync(path.join(PAGES_DIR, file), "utf8");

/**
 * The account page's body as the plugin serves it: the password field wrapped, its hidden toggle
 * (no captured page has an open password field: the checkout's login form is WooCommerce's
 * markup, shown on the demo store's /my-account/).
 */
export function loadAccountBody(): void {
  const [page = ""] = serveThroughPlugin([myAccountSource(read("home.html"), read("checkout-with-items.html"))]);
  loadPageBody(page);
}
