/**
 * `?wc-ajax=get_variation` (captures 10–14): the variation matching the posted `attribute_*`
 * values of `product_id`, as the page's `data-product_variations` has it, or JSON `false`. A
 * variation's empty attribute matches any value; a posted empty value matches nothing (capture
 * 14: a partial choice answers `false`). No product_id: WooCommerce's wp_die(), an empty 200.
 *
 * The demo's variable products print their variations in the page; the demo store switches a
 * page to ajax mode (`?variations=ajax`, see routes-pages.ts) to exercise this path.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { JsonObject } from "../../src/contract/validate";
import { readPageVariations } from "./catalogue";
import { jsonAnswer, type Answer } from "./http";
import { PAGES_DIR } from "./paths";

let variationsByProduct: Map<number, JsonObject[]> | null = null;

function pageVariations(): Map<number, JsonObject[]> {
  if (!variationsByProduct) {
    variationsByProduct = new Map();
    for (const file of readdirSync(PAGES_DIR).filter((name) => name.startsWith("product-"))) {
      for (const [id, list] of readPageVariations(readFileSync(path.join(PAGES_DIR, file), "utf8"))) {
        if (!variationsByProduct.has(id)) variationsByProduct.set(id, list);
      }
    }
  }
  return variationsByProduct;
}

/** WooCommerce's find_matching_product_variation(), on the page's variation objects. */
export function findMatchingVariation(variations: readonly JsonObject[], posted: Map<string, string>): JsonObject | null {
  return (
    variations.find((variation) => {
      const attributes = variation.attributes;
      if (typeof attributes !== "object" || attributes === null || Array.isArray(attributes)) return false;
      return Object.entries(attributes).every(([name, value]) => {
        const chosen = posted.get(name) ?? "";
        return chosen !== "" && (value === "" || value === chosen);
      });
    }) ?? null
  );
}

export function getVariationAnswer(form: Map<string, string>, empty: () => Answer): Answer {
  const productId = Number.parseInt(form.get("product_id") ?? "", 10);
  if (!Number.isFinite(productId) || productId <= 0) return empty();
  const variations = pageVariations().get(productId);
  if (!variations) return empty();
  return jsonAnswer(findMatchingVariation(variations, form) ?? false);
}

/**
 * `?variations=ajax`: a product page's single-product form says `false`, as a store with many
 * variations prints it (its related cards stay as they are); on a listing page the cards' forms
 * do (CommerceKit's "load swatches by ajax"), images included, so they ask
 * `commercekit_get_ajax_as_variations` in batches.
 */
export function useAjaxVariations(html: string): string {
  const single = /(<form class="variations_form cart"[^>]*?\sdata-product_variations=")[^"]*(")/;
  if (single.test(html)) return html.replace(single, "$1false$2");
  return html.replace(/(<form class="cgkit-swatch-form [^>]*?\sdata-product_variations=")[^"]*("[^>]*?\sdata-images=")[^"]*(")/g, "$1false$2false$3");
}
