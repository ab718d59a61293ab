/**
 * What a card's arm does at load, before the shopper reaches the card and its view mounts
 * (docs/decisions/0044-card-swatches-at-interaction.md): the loading state leaves and CommerceKit's
 * layout hooks are set at the first paint, as its script sets them at load.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { DEFERRED_STYLES_EVENT } from "../../src/dom/deferred-styles";
import { listingSwatchesIsland } from "./index";

let teardown = new AbortController();
afterEach(() => teardown.abort());

function armHoodieCard(): { island: HTMLElement; form: HTMLFormElement } {
  loadCapturedBody("shop.html");
  teardown = new AbortController();
  return armCard(25, teardown.signal);
}

function armCard(productId: number, signal: AbortSignal): { island: HTMLElement; form: HTMLFormElement } {
  const form = document.querySelector<HTMLFormElement>(`form.cgkit-swatch-form[data-product_id="${productId}"]`);
  if (!form) throw new Error(`no card for ${productId}`);
  form.closest("li.product")?.classList.add("cgkit-swatch-loading");
  const island = wrapInIsland(form, "listing-swatches");
  const config = testConfig();
  const prepared = listingSwatchesIsland.prepare({}, island);
  if (!prepared.ok) throw new Error(prepared.error);
  void prepared.value.arm(island, { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal });
  return { island, form };
}

const style = (form: HTMLFormElement): string | undefined => form.querySelector("style")?.textContent ?? undefined;

describe("listing-swatches arm", () => {
  it("takes the card out of its loading state at once and sets CommerceKit's layout hooks at its first paint: the original row, the reserved height", async () => {
    const { island, form } = armHoodieCard();
    expect(island.closest("li.product")?.classList.contains("cgkit-swatch-loading")).toBe(false);
    expect(form.classList.contains("cgkit-dynamic-style")).toBe(false);
    await vi.waitFor(() => expect(form.classList.contains("cgkit-dynamic-style")).toBe(true));
    expect(form.querySelector("table.variations tr")?.classList.contains("cgkit-as-swatches-original")).toBe(true);
    expect(style(form)).toMatch(/^ul\.products li\.post-25\.product:not\(\.product-category\):before \{ padding-bottom: \d+px; \}$/);
    expect(form.classList.contains("cgkit-single-attribute")).toBe(false);
    // Nothing of the view: CommerceKit's own lists are still there.
    expect(island.querySelectorAll("ul.cgkit-attribute-swatches[role=radiogroup]")).toHaveLength(0);
  });

  it("undoes the layout hooks when the runtime is torn down, and sets none if torn down before the paint", async () => {
    const { form } = armHoodieCard();
    await vi.waitFor(() => expect(form.classList.contains("cgkit-dynamic-style")).toBe(true));
    teardown.abort();
    expect([form.classList.contains("cgkit-dynamic-style"), style(form)]).toEqual([false, undefined]);
    const early = armHoodieCard();
    teardown.abort();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([early.form.classList.contains("cgkit-dynamic-style"), style(early.form)]).toEqual([false, undefined]);
  });

  it("lays out the cards armed in one frame together; a card torn down before the paint leaves the others to be laid out", async () => {
    const { form: hoodie } = armHoodieCard();
    const other = new AbortController();
    const { form: second } = armCard(53, other.signal);
    other.abort();
    await vi.waitFor(() => expect(hoodie.classList.contains("cgkit-dynamic-style")).toBe(true));
    expect([second.classList.contains("cgkit-dynamic-style"), style(second)]).toEqual([false, undefined]);
  });

  it("waits for the held-back stylesheets before it measures: the page's restyle is not paid in its task", async () => {
    const loader = Object.assign(document.createElement("script"), { id: "islet-deferred-styles", type: "text/plain" });
    document.head.append(loader);
    const { form } = armHoodieCard();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(form.classList.contains("cgkit-dynamic-style")).toBe(false);
    loader.setAttribute("data-done", "");
    document.dispatchEvent(new Event(DEFERRED_STYLES_EVENT));
    await vi.waitFor(() => expect(form.classList.contains("cgkit-dynamic-style")).toBe(true));
    loader.remove();
  });
});
