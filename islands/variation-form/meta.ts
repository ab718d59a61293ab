/**
 * The product meta a variation changes outside the form
 * (docs/behaviour/product-form.md#found-variation): SKU, weight and dimensions, wherever the theme
 * prints them in the product. The server's text is kept in `data-o_content` (WooCommerce's own
 * attribute, so its reset and ours agree) and put back when the selection no longer names a
 * variation. Text only: these values are not HTML.
 */
import type { Variation } from "../../src/stores/variation";

const ORIGINAL = "data-o_content";

export const META_SELECTORS = {
  sku: ".product_meta .sku",
  weight: ".product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value",
  dimensions: ".product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value",
} as const;

function setContent(element: Element, text: string): void {
  if (!element.hasAttribute(ORIGINAL)) element.setAttribute(ORIGINAL, element.textContent ?? "");
  element.textContent = text;
}

function resetContent(element: Element): void {
  const original = element.getAttribute(ORIGINAL);
  if (original !== null) element.textContent = original;
}

/** `dimensions_html` arrives entity-encoded ("10 &times; 20 cm"); decode without parsing HTML. */
function decodeEntities(text: string): string {
  const area = document.createElement("textarea");
  area.innerHTML = text;
  return area.value;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Whether the variation names a value for the part (WooCommerce's truthiness checks). */
function partOf(variation: Variation, part: keyof typeof META_SELECTORS): string | null {
  const raw = variation.raw;
  if (part === "sku") return variation.sku || null;
  if (part === "weight") return raw.weight ? text(raw.weight_html) || null : null;
  const dimensions = raw.dimensions;
  const hasDimensions = typeof dimensions === "object" && dimensions !== null && Object.values(dimensions).some(Boolean);
  return hasDimensions && raw.dimensions_html ? decodeEntities(text(raw.dimensions_html)) : null;
}

/** Paints the variation's SKU, weight and dimensions into `product`, or restores the server's. */
export function paintProductMeta(product: ParentNode | null, variation: Variation | null): void {
  if (!product) return;
  for (const part of Object.keys(META_SELECTORS) as (keyof typeof META_SELECTORS)[]) {
    const value = variation ? partOf(variation, part) : null;
    for (const element of product.querySelectorAll(META_SELECTORS[part])) {
      if (value === null) resetContent(element);
      else setContent(element, value);
    }
  }
}
