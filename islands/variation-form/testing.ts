/** Test helpers: the Hoodie's captured form wrapped in the island and mounted like the page. */
import { expect, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, STATE_ATTRIBUTE, type Runtime } from "../../src/runtime/scan";
import { capturedJson, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { variationFormIsland } from "./index";

let runtime: Runtime | null = null;

export const form = (): HTMLFormElement => {
  const element = document.querySelector<HTMLFormElement>("form.variations_form.cart:not(.cgkit-swatch-form)");
  if (!element) throw new Error("no variations form");
  return element;
};
export const q = <T extends Element = HTMLElement>(selector: string): T => {
  const element = form().querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
export const button = (): HTMLButtonElement => q<HTMLButtonElement>(".single_add_to_cart_button");
export const swatch = (attribute: string, value: string): HTMLButtonElement =>
  q<HTMLButtonElement>(`ul[data-attribute="${attribute}"] button[data-attribute-value="${value}"]`);
export const variationId = (): string => q<HTMLInputElement>("input[name=variation_id]").value;
export const noMatch = (): Element | null => form().querySelector(".wc-no-matching-variations");

export function choose(name: string, value: string): void {
  const select = q<HTMLSelectElement>(`select[name=${name}]`);
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

type RecordedFetch = ReturnType<typeof routedFetch>;

/** Starts a runtime over the page, as boot does, and waits for the island to be mounted. */
async function start(island: HTMLElement, recorded: RecordedFetch, productFormAjax: boolean): Promise<void> {
  const config = testConfig({ cartUrl: `${location.origin}/cart/`, productFormAjax });
  vi.stubGlobal("fetch", recorded.fetch);
  runtime = createRuntime([variationFormIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
  runtime.scan();
  await vi.waitFor(() => expect(island.getAttribute(STATE_ATTRIBUTE)).toBe("mounted"), { timeout: 5000 });
}

/**
 * Wraps the Hoodie's form in the island, as the placement does, and mounts it like the page; the
 * store adds from the form by ajax unless `productFormAjax` is false (then the form posts).
 */
export async function mount(routes: Record<string, Responder> = {}, variations?: string, productFormAjax = true) {
  loadCapturedBody("product-variable-hoodie.html");
  if (variations !== undefined) form().setAttribute("data-product_variations", variations);
  const island = document.createElement("div");
  island.setAttribute("data-island", "variation-form");
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", "load");
  island.innerHTML = '<script type="application/json" data-island-props>{}</script>';
  const captured = form();
  captured.before(island);
  island.append(captured);
  const recorded = routedFetch({
    get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")),
    ...routes,
  });
  await start(island, recorded, productFormAjax);
  return recorded;
}

/** Tears down what mount() started and mounts the island again over the same, already enhanced markup. */
export async function remount(): Promise<void> {
  unmount();
  const island = form().closest<HTMLElement>("[data-island]");
  if (!island) throw new Error("the form is not in an island");
  // The runtime skips an element it has marked: unmarked, a new runtime mounts it again.
  island.removeAttribute(STATE_ATTRIBUTE);
  await start(island, routedFetch({}), true);
}

/** Tears down what mount() started. */
export function unmount(): void {
  runtime?.destroy();
  runtime = null;
}
