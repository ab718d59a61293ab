/**
 * Places the `variation-form` island around a product page's `form.variations_form` (the
 * single-product form only: CommerceKit's listing swatch forms carry `cgkit-swatch-form`).
 * On a real store the plugin wraps WooCommerce's variable add-to-cart template the same way.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";

export const VARIATION_FORM_START = '<form class="variations_form cart"';

/** Wraps the first single-product variations form; a page without one is returned unchanged. */
export function placeVariationFormIsland(html: string): string {
  const start = html.indexOf(VARIATION_FORM_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "form");
  if (end < 0) return html;
  const island = renderIsland({ name: "variation-form", version: 1, when: "load", props: {}, inner: html.slice(start, end) });
  return html.slice(0, start) + island + html.slice(end);
}
