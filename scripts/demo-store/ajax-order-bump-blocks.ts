/**
 * The drawer's order bumps on the demo store (capture 31): the drawer blocks' `after_cart`
 * (ajax-ck.ts) is the mini-cart bumps of the capture (Baseball Cap 67, Knit Scarf 71) without the
 * products already in the visitor's cart, as CommerceKit leaves them out, numbered again and with
 * its arrows and bullets only for two or more, in its template's markup; then placed in the
 * order-bump island by the plugin (plugin-render.ts).
 */
import type { RequestContext } from "./context";
import { findElementEnd } from "./elements";
import { placeWithPlugin } from "./plugin-render";

/** CommerceKit leaves out (and refuses to add) a product whose id or variation id is in the cart. */
export const inCart = (ctx: RequestContext, id: number): boolean => ctx.session.cart.lines.some((line) => line.productId === id || line.variationId === id);

/** One bump of the capture: its product and what its template prints inside the item's element. */
interface CapturedBump {
  productId: number;
  body: string;
}

/** The mini-cart bumps of capture 31's `after_cart`, and what its template prints around them. */
export interface MiniCartBumps {
  heading: string;
  bumps: CapturedBump[];
  /** The two arrows, as printed inside `.ckobp-prevnext`. */
  arrows: string;
}

const between = (html: string, open: string): string => {
  const start = html.indexOf(open);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  return end < 0 ? "" : html.slice(start + open.length, end - "</div>".length);
};

export function readMiniCartBumps(afterCart: string): MiniCartBumps {
  const bumps: CapturedBump[] = [];
  const itemStart = /<div class="commercekit-order-bump (?:active)?" data-index="\d+" id="ckobp-minicart-(\d+)" data-product-id="\d+">/g;
  for (const match of afterCart.matchAll(itemStart)) {
    const end = findElementEnd(afterCart, match.index, "div");
    if (end > match.index) bumps.push({ productId: Number(match[1]), body: afterCart.slice(match.index + match[0].length, end - "</div>".length) });
  }
  if (bumps.length === 0) throw new Error("capture 31: no mini-cart order bump in after_cart");
  return { heading: `<div class="ckobp-before-you-go">${between(afterCart, '<div class="ckobp-before-you-go">')}</div>`, bumps, arrows: between(afterCart, '<div class="ckobp-prevnext">') };
}

const active = (position: number): string => (position === 1 ? "active" : "");

/** CommerceKit's template for the mini cart's bumps (multiple bumps on, its label "Customers also bought"). */
export function renderMiniCartBumps(parts: MiniCartBumps, bumps: readonly CapturedBump[]): string {
  if (bumps.length === 0) return "";
  const items = bumps.map(
    ({ productId, body }, index) =>
      `<div class="commercekit-order-bump ${active(index + 1)}" data-index="${index + 1}" id="ckobp-minicart-${productId}" data-product-id="${productId}">${body}</div>`,
  );
  const bullets = bumps.map(
    ({ productId }, index) => `<div id="bullet-ckobp-minicart-${productId}" class="ckobp-bullet ${active(index + 1)}" data-index="${index + 1}">&nbsp;</div>`,
  );
  const nav =
    bumps.length > 1
      ? `<div class="ckobp-nav"><div class="ckobp-prevnext">${parts.arrows}</div><div class="ckobp-bullets" data-index="1" data-total="${bumps.length}">${bullets.join("")}</div></div>`
      : "";
  const single = bumps.length === 1 ? "cgkit-single-order-bump" : "";
  return (
    `<div class="commercekit-order-bump-wrap cgkit-minicart multiple-order-bumps ${single}">${parts.heading}` +
    `<div class="commercekit-order-bumps-wrap"><div class="commercekit-order-bumps">${items.join("")}</div>${nav}</div></div>`
  );
}

/** The drawer's bumps for this visitor, in their island: none already in the cart. */
export function miniCartOrderBump(ctx: RequestContext, parts: MiniCartBumps): string {
  return placeWithPlugin("order-bumps", renderMiniCartBumps(parts, parts.bumps.filter(({ productId }) => !inCart(ctx, productId))));
}
