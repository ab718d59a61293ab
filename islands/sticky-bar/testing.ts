/** Test helpers: a captured product page with the bar and the form wrapped as the placements do. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { renderIsland } from "../../src/contract/markup";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import type { RegisteredIsland } from "../../src/runtime/types";
import { capturedJson, decodeNamedEntities, jsonResponse, loadCapturedBody, PAGES_DIR, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { servedIslandProps, servedPage } from "../../src/testing/served-pages";
import { islandsNamed } from "../../src/testing/islands";
import { productIslands } from "../registry-product";
import { stickyBarIsland } from "./index";

let runtime: Runtime | null = null;

/** An IntersectionObserver the test drives: `scrollPast(true)` puts the main button above the view. */
class FakeObserver {
  static all = new Set<FakeObserver>();
  private targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  disconnect(): void {
    this.targets.clear();
    FakeObserver.all.delete(this);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(past: boolean): void {
    for (const target of this.targets) {
      const entry = { target, isIntersecting: !past, boundingClientRect: { bottom: past ? -20 : 300 }, rootBounds: { top: 0 } };
      this.callback([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }
}

export function scrollPast(past: boolean): void {
  for (const observer of Array.from(FakeObserver.all)) observer.fire(past);
}

export const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T => {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
export const bar = (): HTMLElement => $("section.commercekit-sticky-add-to-cart");
export const barButtonElement = (): HTMLButtonElement => $<HTMLButtonElement>("button.sticky-atc_button", bar());
export const stickyIsland = (): HTMLElement => $('[data-island="sticky-bar"]');
export const mainForm = (): HTMLFormElement => $<HTMLFormElement>("form.cart:not(.cgkit-swatch-form)", $(".summary"));
export const mainButton = (): HTMLButtonElement => $<HTMLButtonElement>(".single_add_to_cart_button", mainForm());

function wrap(element: Element, name: string, when: "load" | "interaction", props: unknown): void {
  const holder = document.createElement("div");
  holder.innerHTML = renderIsland({ name, version: 1, when, props });
  const island = holder.firstElementChild;
  if (!island) throw new Error("renderIsland printed nothing");
  element.before(island);
  island.append(element);
}

export function choose(name: string, value: string): void {
  const select = $<HTMLSelectElement>(`select[name=${name}]`, mainForm());
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Loads `page`, wraps its bar (props from the placement) and its variation form, and scans. */
export function mount(page: string, routes: Record<string, Responder> = {}, config: Record<string, unknown> = {}) {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  loadCapturedBody(page);
  const props = servedIslandProps(servedPage(page), "sticky-bar");
  wrap(bar(), "sticky-bar", "interaction", props);
  const variations = document.querySelector(".summary form.variations_form");
  if (variations) {
    // happy-dom leaves &lt; &gt; &amp; (and later &pound;) encoded in this attribute, where a browser decodes them.
    const raw = variations.getAttribute("data-product_variations") ?? "";
    variations.setAttribute("data-product_variations", decodeNamedEntities(raw.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")));
    wrap(variations, "variation-form", "load", {});
  }
  const footer = document.querySelector("#cgkit_wtls_clone");
  if (footer) wrap(footer, "waitlist", "interaction", { productId: 25 });
  const islandConfig = testConfig({ cartUrl: `${location.origin}/cart/`, ...config });
  const recorded = routedFetch({
    get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")),
    add_to_cart: () => jsonResponse(capturedJson("25-add_to_cart-variation-id")),
    ...routes,
  });
  vi.stubGlobal("fetch", recorded.fetch);
  const islands: RegisteredIsland[] = [...islandsNamed(productIslands, "variation-form", "waitlist"), stickyBarIsland];
  runtime = createRuntime(islands, { config: islandConfig, client: createClient(islandConfig, { fetch: recorded.fetch }) });
  runtime.scan();
  return recorded;
}

/**
 * The bar mounted, and the variation form too where there is one: the bar, woken by the scroll,
 * may mount ahead of it (an island the shopper uses goes first), and the tests choose through it.
 */
export async function mountedBar(): Promise<void> {
  await vi.waitFor(() => expect(stickyIsland().getAttribute("data-island-state")).toBe("mounted"));
  const form = document.querySelector('[data-island="variation-form"]');
  if (form) await vi.waitFor(() => expect(form.getAttribute("data-island-state")).toBe("mounted"));
}

export function unmount(): void {
  runtime?.destroy();
  runtime = null;
  FakeObserver.all.clear();
}
