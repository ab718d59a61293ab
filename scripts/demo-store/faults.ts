/**
 * Faults for end-to-end tests of bad answers. A request carrying the cookie
 *
 *   islet_demo_fault=<endpoint>:<mode>[,<endpoint>:<mode>…]
 *
 * (the value may be URL-encoded, e.g. `add_to_cart%3A500%2Cremove_from_cart%3Ahtml`) makes
 * that ajax endpoint answer with the fault, every time, for that browser only. `endpoint` is the
 * wc-ajax or CommerceKit action name (`add_to_cart`, `remove_from_cart`,
 * `get_refreshed_fragments`, `commercekit_mini_cart_blocks`, `commercekit_get_nonce`,
 * `commercekit_ajax_search`, `commercekit_search_counts`, `commercekit_save_wishlist`,
 * `commercekit_remove_wishlist`, `commercekit_wishlist_update`, `commercekit_wishlist_addtocart` …)
 * or the live search's flag (`cgkit_ajax_search_product`, `cgkit_ajax_search_post`).
 *
 * A faulted call never reaches its handler, so the cart does not change, except `timeout`: it
 * waits (8 s by default), then runs the handler and answers normally if the client is still
 * connected; a client that gave up (aborted) leaves the cart unchanged.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { AJAX_HEADERS, htmlAnswer, JSON_TYPE, NO_CACHE_HEADERS, type Answer } from "./http";
import { AJAX_DIR } from "./paths";
import { decodeCookieValue } from "./cookies";

export const FAULT_COOKIE = "islet_demo_fault";
export const FAULT_MODES = ["500", "html", "malformed", "403", "timeout", "empty"] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

const isFaultMode = (value: string): value is FaultMode => (FAULT_MODES as readonly string[]).includes(value);

export function parseFaults(cookieValue: string | undefined): Map<string, FaultMode> {
  const faults = new Map<string, FaultMode>();
  for (const entry of decodeCookieValue(cookieValue ?? "").split(",")) {
    const [endpoint = "", mode = ""] = entry.trim().split(":");
    if (endpoint && isFaultMode(mode)) faults.set(endpoint, mode);
  }
  return faults;
}

/** The fault pages, copied from the captures when the server starts. */
export interface FaultPages {
  /** PHP fatal error page (capture 34). */
  critical: string;
  /** wp_die() HTML page (capture 45), with a generic message. */
  wpDie: string;
}

export function loadFaultPages(ajaxDir = AJAX_DIR): FaultPages {
  const critical = readFileSync(path.join(ajaxDir, "34-cg_shoptimizer_update_mini_cart.body"), "utf8");
  const wpDie = readFileSync(path.join(ajaxDir, "45-review-submit-without-rating.body"), "utf8").replace(
    /<div class="wp-die-message">[\s\S]*?<\/div>/,
    '<div class="wp-die-message">Sorry, you are not allowed to do that.</div>',
  );
  return { critical, wpDie };
}

const TRUNCATED_JSON = '{"fragments":{"div.widget_shopping_cart_content":"<div class=\\"widget_shopping_cart_content\\">\\n\\n\\t<ul class=';

/** The answer for a fault (`timeout` is handled by the caller: it delays the real answer). */
export function faultAnswer(mode: Exclude<FaultMode, "timeout">, pages: FaultPages): Answer {
  const headers = { ...AJAX_HEADERS, ...NO_CACHE_HEADERS };
  switch (mode) {
    case "500":
      return htmlAnswer(500, pages.critical, headers);
    case "html":
      return htmlAnswer(200, pages.wpDie, headers);
    case "malformed":
      return { status: 200, headers: { ...headers, "Content-Type": JSON_TYPE }, body: TRUNCATED_JSON };
    case "403":
      return htmlAnswer(403, "-1", headers);
    case "empty":
      return htmlAnswer(200, "", headers);
  }
}
