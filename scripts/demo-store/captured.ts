/**
 * The captured product pages by post id, as they were captured: the page transform strips
 * inline scripts before the islands are placed, and some placements (gallery, lightbox) need
 * the data CommerceKit prints in them — the data the plugin reads from the live page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGES_DIR } from "./paths";

/** The post id of a single-product page (`postid-N` on a `single-product` body), or null. */
export const productIdOf = (html: string): string | null =>
  /<body[^>]*\bclass="(?=[^"]*\bsingle-product\b)[^"]*\bpostid-(\d+)\b/.exec(html)?.[1] ?? null;

let byProduct: Map<string, string> | null = null;

/** The raw captured page of a product (read once, on first use). */
export function capturedProductPage(productId: string): string | null {
  if (!byProduct) {
    byProduct = new Map();
    for (const file of readdirSync(PAGES_DIR).filter((name) => name.startsWith("product-"))) {
      const raw = readFileSync(path.join(PAGES_DIR, file), "utf8");
      const id = productIdOf(raw);
      if (id && !byProduct.has(id)) byProduct.set(id, raw);
    }
  }
  return byProduct.get(productId) ?? null;
}
