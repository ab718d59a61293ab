/**
 * Places the `variation-form` island around a product page's `form.variations_form` (the
 * single-product form only: CommerceKit's listing swatch forms carry `cgkit-swatch-form`).
 * On a real store the plugin wraps WooCommerce's variable add-to-cart template the same way.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";

export const VARIATION_FORM_START = '<form class="variations_form cart"';

/** The single-product variations form at or after `from`: its offset and `data-product_id`, or null. */
export function findVariationForm(html: string, from = 0): { start: number; productId: number } | null {
  const start = html.indexOf(VARIATION_FORM_START, from);
  if (start < 0) return null;
  const id = /\sdata-product_id="(\d+)"/.exec(html.slice(start, html.indexOf(">", start)))?.[1];
  return id ? { start, productId: Number(id) } : null;
}

/** Wraps the first single-product variations form; a page without one is returned unchanged. */
export function placeVariationFormIsland(html: string): string {
  const start = html.indexOf(VARIATION_FORM_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "form");
  if (end < 0) return html;
  const island = renderIsland({ name: "variation-form", version: 1, when: "load", props: {}, inner: html.slice(start, end) });
  return html.slice(0, start) + island + html.slice(end);
}
