/** Test helpers: the Hoodie's summary price and badge wrapped in the island as the placement does. */
import { expect, vi } from "vitest";
import type { FetchLike } from "../../src/api/http";
import { isBuyable, readVariations, setVariationState, type Variation } from "../../src/stores/variation";
import { decodeNamedEntities, loadCapturedBody } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";

export type Answer = () => Response | Promise<Response>;

let variations: Variation[] = [];

/** The loaded page's variations (loadPage). */
export const pageVariations = (): readonly Variation[] => variations;

export const q = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
export const island = (): HTMLElement => q('[data-island="product-price"]');
export const badge = (): HTMLElement => q('[data-island="product-price"] .sale-item.product-label');
export const price = (): HTMLElement => q('[data-island="product-price"] .cgkit-as-variation-price');
/** The badge's hidden state; its attribute and inline display always agree. */
export const badgeHidden = (): boolean => {
  const element = badge();
  expect(element.style.display === "none").toBe(element.hidden);
  return element.hidden;
};
export const text = (element: Element): string => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/** The page's fetch: answers admin-ajax with `answer`, records every call, honours aborts. */
export function stubFetch(answer: Answer) {
  const fetch = vi.fn<FetchLike>(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        Promise.resolve(answer()).then(resolve, reject);
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Wraps the summary's price and badge as the placement does (badge printed hidden). */
export function wrapPrice(productId: number): HTMLElement {
  const priceElement = q(".summary .cgkit-as-variation-price");
  const next = priceElement.nextElementSibling;
  const wrapper = wrapInIsland(priceElement, "product-price", { props: { productId } });
  if (next instanceof HTMLElement && next.matches(".sale-item.product-label")) {
    next.hidden = true;
    next.style.display = "none";
    wrapper.append(next);
  }
  return wrapper;
}

/**
 * happy-dom leaves `&lt;`, `&gt;` and `&amp;` encoded in attribute values, where a browser
 * decodes them: decode the form's variations JSON so its price_html is what a browser reads.
 */
export function loadPage(page: string): void {
  loadCapturedBody(page);
  const form = q("form.variations_form.cart");
  const raw = form.getAttribute("data-product_variations") ?? "[]";
  const decoded = decodeNamedEntities(raw.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
  form.setAttribute("data-product_variations", decoded);
  variations = readVariations(JSON.parse(decoded)) ?? [];
}

/** Sets the variation state as the form would for variation `id` (none when unknown). */
export function select(id: number | null): void {
  const variation = variations.find((entry) => entry.id === id);
  if (!variation) return setVariationState({ kind: "none" });
  setVariationState(isBuyable(variation) ? { kind: "found", variation } : { kind: "unavailable", variation });
}

