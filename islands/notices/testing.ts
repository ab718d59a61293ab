/** Test pages for the notices island: WooCommerce's login form as the plugin prints it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { wrapPasswordFields } from "../../scripts/demo-store/islands-notices";
import { myAccountSource } from "../../scripts/demo-store/my-account-notices";
import { decodeNamedEntities, PAGES_DIR } from "../../src/testing/fixtures";

const read = (file: string): string => readFileSync(path.join(PAGES_DIR, file), "utf8");

/**
 * The account page's body with the password field wrapped and its hidden toggle, as the
 * placement prints it (no captured page has an open password field: the checkout's login form
 * is WooCommerce's markup, shown on the demo store's /my-account/).
 */
export function loadAccountBody(): void {
  const page = wrapPasswordFields(myAccountSource(read("home.html"), read("checkout-with-items.html")));
  if (page === null) throw new Error("the account page has a password field that is not WooCommerce's");
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(page)?.[1] ?? "";
  document.body.innerHTML = decodeNamedEntities(body)
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*>/gi, "");
}
