import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api/client";
import { $cardVariations } from "../../src/stores/listing";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { listingSwatches } from "./mount";
import { parseListingSwatchesProps, DEFAULT_NO_MATCH } from "./props";

let teardown = new AbortController();

function hoodieIsland(): HTMLElement {
  loadCapturedBody("shop.html");
  const form = document.querySelector('form.cgkit-swatch-form[data-product_id="25"]');
  if (!form) throw new Error("no Hoodie card");
  return wrapInIsland(form, "listing-swatches");
}

beforeEach(() => {
  teardown = new AbortController();
  $cardVariations.set({});
});
afterEach(() => teardown.abort());

describe("listing-swatches mount", () => {
  it("puts the printed variations in the store and takes CommerceKit's lists' places in one commit", async () => {
    const island = hoodieIsland();
    const config = testConfig();
    const context = { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown.signal };
    await listingSwatches.mount(island, { noMatch: DEFAULT_NO_MATCH }, context);
    await rendered();
    expect($cardVariations.get()["25"]?.status).toBe("ready");
    // CommerceKit's two lists, now ours, and the hover row's copy of the first.
    expect(island.querySelectorAll("ul.cgkit-attribute-swatches")).toHaveLength(3);
    expect(island.querySelectorAll("ul.cgkit-attribute-swatches[role=radiogroup]")).toHaveLength(3);
    expect(island.querySelectorAll(".cgkit-as-swatches-clone ul[aria-hidden=true]")).toHaveLength(1);
  });

  it("puts its hover row copy in place of the one the plugin printed, in the same commit", async () => {
    const island = hoodieIsland();
    const clone = island.querySelector(".cgkit-as-swatches-clone");
    const colours = island.querySelector('ul.cgkit-attribute-swatches[data-attribute="attribute_colour"]');
    // What islet_fill_hover_row prints.
    clone?.setAttribute("aria-hidden", "true");
    if (clone && colours) clone.innerHTML = colours.outerHTML.split('<button type="button"').join('<button type="button" tabindex="-1"');
    const server = clone?.querySelector("ul");
    const config = testConfig();
    await listingSwatches.mount(island, { noMatch: DEFAULT_NO_MATCH }, { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown.signal });
    await rendered();
    const lists = clone?.querySelectorAll("ul.cgkit-attribute-swatches") ?? [];
    expect(lists).toHaveLength(1);
    expect(lists[0]).not.toBe(server);
    expect([lists[0]?.getAttribute("role"), lists[0]?.getAttribute("aria-hidden")]).toEqual(["radiogroup", "true"]);
    // The attributes' own groups stay in the details, one each.
    const groups = Array.from(island.querySelectorAll("table.variations ul.cgkit-attribute-swatches"), (list) => `${list.getAttribute("data-attribute")} ${list.getAttribute("role")} ${list.getAttribute("aria-hidden")}`);
    expect(groups).toEqual(["attribute_colour radiogroup null", "attribute_size radiogroup null"]);
    teardown.abort();
    expect(clone?.querySelector("ul")).toBe(server);
  });

  it("keeps the focus of a swatch Tab reached before the mount on the same swatch, not on the hover row's copy", async () => {
    const island = hoodieIsland();
    const clone = island.querySelector(".cgkit-as-swatches-clone");
    const colours = island.querySelector('ul.cgkit-attribute-swatches[data-attribute="attribute_colour"]');
    if (clone && colours) clone.innerHTML = colours.outerHTML;
    clone?.setAttribute("aria-hidden", "true");
    const server = colours?.querySelector<HTMLElement>('button[data-attribute-value="Blue"]');
    server?.focus();
    const config = testConfig();
    await listingSwatches.mount(island, { noMatch: DEFAULT_NO_MATCH }, { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown.signal });
    await rendered();
    const focused = document.activeElement;
    expect(server?.isConnected).toBe(false);
    expect([focused?.getAttribute("role"), focused?.getAttribute("data-attribute-value")]).toEqual(["radio", "Blue"]);
    expect(focused?.closest("ul")?.getAttribute("data-attribute")).toBe("attribute_colour");
    expect(focused?.closest(".cgkit-as-swatches-clone")).toBeNull();
  });

  it("leaves a card that is not CommerceKit's alone", async () => {
    const island = document.createElement("div");
    island.innerHTML = "<p>a card</p>";
    const config = testConfig();
    await listingSwatches.mount(island, { noMatch: DEFAULT_NO_MATCH }, { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
    expect(island.innerHTML).toBe("<p>a card</p>");
  });
});

describe("parseListingSwatchesProps", () => {
  it("takes the store's no-match text, else WooCommerce's", () => {
    expect(parseListingSwatchesProps({})).toEqual({ ok: true, value: { noMatch: DEFAULT_NO_MATCH } });
    expect(parseListingSwatchesProps({ i18n: { noMatch: "Rien" } })).toEqual({ ok: true, value: { noMatch: "Rien" } });
    expect(parseListingSwatchesProps({ i18n: "x" }).ok).toBe(false);
    expect(parseListingSwatchesProps(null).ok).toBe(false);
  });
});
