/**
 * CommerceKit's ajax actions, reached at `/?commercekit-ajax=ACTION` and at
 * `/wp-admin/admin-ajax.php?action=ACTION` alike (captures 02, 03, 31).
 *
 * Any other action answers as admin-ajax.php does for an action nothing is hooked to:
 * `wp_die('0', 400)`, i.e. HTTP 400, `text/html`, body `0`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cartSummary, type RequestContext } from "./context";
import { renderFreeShippingBar } from "./fragments";
import { miniCartOrderBump, readMiniCartBumps } from "./ajax-order-bump-blocks";
import { AJAX_HEADERS, htmlAnswer, jsonAnswer, NO_CACHE_HEADERS, type Answer } from "./http";
import { AJAX_DIR, CAPTURE_ORIGIN } from "./paths";

/** The mini-cart order bump block (Baseball Cap 67, Knit Scarf 71), as captured (31). */
export function loadOrderBump(ajaxDir = AJAX_DIR): string {
  const capture: unknown = JSON.parse(readFileSync(path.join(ajaxDir, "31-commercekit_mini_cart_blocks.json"), "utf8"));
  const data = typeof capture === "object" && capture !== null && "data" in capture ? capture.data : undefined;
  const afterCart = typeof data === "object" && data !== null && "after_cart" in data ? data.after_cart : undefined;
  if (typeof afterCart !== "string" || !afterCart) throw new Error("capture 31 has no data.after_cart");
  return afterCart;
}

/** admin-ajax.php's answer to an unknown action. */
export const unknownActionAnswer = (): Answer => htmlAnswer(400, "0", { ...AJAX_HEADERS, ...NO_CACHE_HEADERS });

/** The request carries the visitor's CommerceKit nonce (what every nonce-checked action asks first). */
export const ckNonceValid = (session: { readonly ckNonce: string }, params: Map<string, string>): boolean =>
  params.get("commercekit_nonce") === session.ckNonce;

/** GET commercekit_get_nonce&v=TS → `{"status":1,"nonce":"…","state":0}` (state 1 = logged in). */
function nonceAnswer(ctx: RequestContext): Answer {
  return jsonAnswer({ status: 1, nonce: ctx.session.ckNonce, state: 0 });
}

/**
 * GET commercekit_mini_cart_blocks&v=TS → the free-shipping bar (before the items) and the
 * order bump (after them); both `""` for an empty cart. Capture 31 has no no-cache headers.
 */
function miniCartBlocksAnswer(ctx: RequestContext, orderBump: string): Answer {
  const summary = cartSummary(ctx);
  const empty = summary.lines.length === 0;
  const data = {
    before_cart: empty ? "" : renderFreeShippingBar(summary),
    // Without the bumps already in the cart, in the order-bump island (ajax-order-bump-blocks.ts).
    after_cart: empty ? "" : miniCartOrderBump(ctx, readMiniCartBumps(orderBump)).split(CAPTURE_ORIGIN).join(ctx.origin),
  };
  return jsonAnswer({ success: true, data }, { noCache: false });
}

export function handleCkAjax(ctx: RequestContext, action: string, orderBump: string): Answer {
  switch (action) {
    case "commercekit_get_nonce":
      return nonceAnswer(ctx);
    case "commercekit_mini_cart_blocks":
      return miniCartBlocksAnswer(ctx, orderBump);
    default:
      return unknownActionAnswer();
  }
}
