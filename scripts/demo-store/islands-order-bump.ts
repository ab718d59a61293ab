/**
 * Places an `order-bump` island around each of CommerceKit's order bumps (issue 15): every
 * `div.commercekit-order-bump-wrap` its commercekit_order_bump_template printed, at the checkout
 * (captured in checkout-with-items.html) and in the cart drawer (the drawer blocks' `after_cart`,
 * ajax-order-bump.ts). The island loads when the bumps come into view.
 *
 * Inside each, CommerceKit's inline handlers leave (its script leaves with them: legacy-scripts.json):
 * - "Click to add" (`onclick="commercekitOrderBumpAdd(ID, this, 'checkout')"`) becomes a submit
 *   button with `name="add-to-cart" value="ID"` for a form of ours printed once before `</body>`
 *   (`form="islet-order-bump"`), so without JavaScript it adds the product through WooCommerce's own
 *   `?add-to-cart` handler and shows the page again. Its own form, not the checkout's: pressing a
 *   button of the checkout form would let WooCommerce's checkout script place the order;
 * - the arrows lose `role="button"` and `tabindex` (nothing would answer them without the island;
 *   it renders real buttons in their place) and keep CommerceKit's names in `data-islet-label`;
 *   their box is hidden from assistive technology (`aria-hidden`).
 *
 * On a real store the plugin does the same in its output buffer, WooCommerce's fragments and the
 * drawer blocks' answer (wp-plugin/includes/order-bump.php, islet_place_order_bumps);
 * scripts/php-parity.test.ts holds the two to the same bytes on the captured pages.
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_TEXTS, type OrderBumpTexts } from "../../islands/order-bump/texts";
import { findElementEnd, insertBeforeBodyEnd } from "./elements";

/** How CommerceKit opens the bumps' wrap. */
export const ORDER_BUMP_WRAP_START = '<div class="commercekit-order-bump-wrap';

/** The form the bumps' fallback buttons submit (outside any other form: printed before `</body>`). */
export const ORDER_BUMP_FORM = '<form id="islet-order-bump" method="post"></form>';

/** The island's texts as the plugin prints them (its __() strings, untranslated). */
export const ORDER_BUMP_PROPS: OrderBumpTexts = DEFAULT_TEXTS;

const ADD_BUTTON = /<button type="button" onclick="commercekitOrderBumpAdd\((\d+), this, '[a-z]+'\);">/g;
const ARROW = /(<div class="ckobp-(?:prev|next)\b[^"]*") role="button" tabindex="0" aria-label="/g;
const ARROWS_BOX = '<div class="ckobp-prevnext">';

/** CommerceKit's bump markup without its inline handlers, usable without JavaScript. */
export function withoutInlineHandlers(markup: string): string {
  return markup
    .replace(ADD_BUTTON, '<button type="submit" form="islet-order-bump" name="add-to-cart" value="$1">')
    .replace(ARROW, '$1 data-islet-label="')
    .split(ARROWS_BOX)
    .join('<div class="ckobp-prevnext" aria-hidden="true">');
}

/**
 * Each bump wrap in its island; then, in a page (one with `</body>`), the fallback form once. A
 * wrap cut short is left as printed; markup that has order-bump islands already is unchanged.
 */
export function placeOrderBumpIslands(html: string, props: OrderBumpTexts = ORDER_BUMP_PROPS): string {
  if (html.includes('<div data-island="order-bump"')) return html;
  let page = html;
  let from = 0;
  let placed = false;
  for (;;) {
    const start = page.indexOf(ORDER_BUMP_WRAP_START, from);
    const end = start < 0 ? -1 : findElementEnd(page, start, "div");
    if (end < 0) break;
    const island = renderIsland({ name: "order-bump", version: 1, when: "visible", props, inner: withoutInlineHandlers(page.slice(start, end)) });
    page = page.slice(0, start) + island + page.slice(end);
    from = start + island.length;
    placed = true;
  }
  return placed ? insertBeforeBodyEnd(page, ORDER_BUMP_FORM) : page;
}
