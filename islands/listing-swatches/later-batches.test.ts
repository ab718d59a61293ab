/**
 * The cards past the first 6 ask for their variations at the shopper's first pointer, touch,
 * wheel or key on the page (docs/behaviour/listing.md#quick-add), as CommerceKit's script waits
 * for one; a focus a script moves (the popup that opens by itself) is not the shopper's.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { jsonResponse, routedFetch, testConfig } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { listingSwatchesIsland } from "./index";

const teardown = new AbortController();
afterEach(() => teardown.abort());

/** Cards whose variations the page does not carry, each armed as the scan arms it; returns each batch's product ids. */
function armBareCards(count: number): number[][] {
  const asked: number[][] = [];
  const fetch = routedFetch({
    commercekit_get_ajax_as_variations: async (call) => {
      asked.push((new URLSearchParams(call.body).get("product_ids") ?? "").split(",").map(Number));
      return jsonResponse({ status: 1, variations: [] });
    },
  }).fetch;
  const config = testConfig();
  const client = createClient(config, { fetch });
  const list = document.createElement("ul");
  list.className = "products";
  document.body.append(list);
  for (let id = 1; id <= count; id += 1) {
    const card = document.createElement("li");
    card.className = `product post-${id}`;
    const form = document.createElement("form");
    form.className = "cgkit-swatch-form variations_form cart";
    form.setAttribute("data-product_id", String(id));
    card.append(form);
    list.append(card);
    const island = wrapInIsland(form, "listing-swatches");
    const prepared = listingSwatchesIsland.prepare({}, island);
    if (!prepared.ok) throw new Error(prepared.error);
    void prepared.value.arm(island, { config, client, signal: teardown.signal });
  }
  return asked;
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

describe("the listing cards' later variation batch", () => {
  it("waits through a focus moved by a script, and goes at the shopper's first wheel turn", async () => {
    const asked = armBareCards(8);
    // The arm imports the batch loader: a first import in a cold test run takes longer than a settle.
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3, 4, 5, 6]]));
    const dialog = document.createElement("div");
    dialog.tabIndex = -1;
    document.body.append(dialog);
    dialog.focus();
    dialog.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6]]);
    document.body.dispatchEvent(new WheelEvent("wheel", { bubbles: true, deltaY: 120 }));
    await settle();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6], [7, 8]]);
  });
});
