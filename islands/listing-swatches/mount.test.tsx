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
