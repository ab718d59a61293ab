/**
 * A remove on the wishlist page, through the runtime (saved-cards.ts): the cards left keep their
 * mounted listing-swatches islands and the shopper's choice, and a card the page never had is
 * wrapped and mounted after the rescan the wishlist asks for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWishlistList } from "../../scripts/demo-store/wishlist-page";
import { placeWishlistCards } from "../../src/testing/served-pages";
import { createClient } from "../../src/api/client";
import { createRuntime, RESCAN_EVENT, type Runtime } from "../../src/runtime/scan";
import { $cardVariations } from "../../src/stores/listing";
import { setNonceSource } from "../../src/stores/nonce";
import { jsonResponse, routedFetch, testConfig } from "../../src/testing/fixtures";
import { appendIsland, islandsNamed } from "../../src/testing/islands";
import { installClientNonce } from "../../src/testing/nonce";
import { rendered } from "../../src/testing/react";
import { pageIslands } from "../registry-pages";
import { wishlistIsland } from "./index";

const ORIGIN = "http://127.0.0.1:8881";
let runtime: Runtime | null = null;
const rescan = (): void => runtime?.scan();

/** A shopper's pointer on each card: their islands mount at that first interaction (decision 0044). */
function pointAtCards(): void {
  for (const island of document.querySelectorAll('[data-island="listing-swatches"]')) island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
}

/** The wishlist page for `saved` (oldest save first), as the plugin prints it; a remove answers `after`. */
async function open(saved: number[], after: number[]) {
  document.body.innerHTML = `<div id="commercekit-wishlist-shortcode">${placeWishlistCards(renderWishlistList(saved, ORIGIN))}</div>`;
  appendIsland("wishlist", { when: "interaction" }).insertAdjacentHTML("beforeend", '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div>');
  const recorded = routedFetch({
    commercekit_get_nonce: () => jsonResponse({ status: 1, nonce: "d99608d53e", state: 0 }),
    commercekit_remove_wishlist: () => jsonResponse({ status: 1, message: "Product removed", html: renderWishlistList(after, ORIGIN) }),
  });
  const config = testConfig();
  const client = createClient(config, { fetch: recorded.fetch });
  installClientNonce(client);
  runtime = createRuntime([wishlistIsland, ...islandsNamed(pageIslands, "listing-swatches")], { config, client });
  runtime.scan();
  // The wishlist island waits for a press; so do the cards, until the pointer reaches them.
  await vi.waitFor(() => {
    pointAtCards();
    for (const island of document.querySelectorAll('[data-island="listing-swatches"]')) expect(island.getAttribute("data-island-state")).toBe("mounted");
  });
  await rendered();
  return recorded;
}

const cardIsland = (id: number): HTMLElement | null => document.querySelector(`li.product.post-${id} [data-island="listing-swatches"]`);
const swatch = (id: number, group: string, value: string): HTMLElement | null =>
  document.querySelector(`li.product.post-${id} [role=radiogroup]:not([aria-hidden])[aria-label="${group}"] [role=radio][data-attribute-value="${value}"]`);
const remove = (id: number): void => {
  document.querySelector(`.commercekit-remove-wishlist2[data-product-id="${id}"]`)?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
};

beforeEach(() => {
  $cardVariations.set({});
  document.addEventListener(RESCAN_EVENT, rescan);
});

afterEach(() => {
  document.removeEventListener(RESCAN_EVENT, rescan);
  runtime?.destroy();
  runtime = null;
  setNonceSource(null);
  vi.unstubAllGlobals();
});

describe("removing from the wishlist page", () => {
  it("keeps the cards left mounted, with the shopper's choice", async () => {
    await open([61, 53, 25], [61, 53]);
    const island = cardIsland(53);
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    await rendered(() => swatch(53, "Select colour", "Black")?.click());
    expect(swatch(53, "Select colour", "Black")?.getAttribute("aria-checked")).toBe("true");
    remove(25);
    await vi.waitFor(() => expect(document.querySelector("li.product.post-25")).toBeNull());
    await rendered();
    expect(cardIsland(53)).toBe(island);
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    expect(swatch(53, "Select colour", "Black")?.getAttribute("aria-checked")).toBe("true");
    expect(document.querySelector<HTMLSelectElement>('li.product.post-53 select[name="attribute_colour"]')?.value).toBe("Black");
    expect(document.querySelector("li.product.post-61")).not.toBeNull();
  });

  it("mounts the island of a card the page never had, after the rescan", async () => {
    await open([25, 61], [53, 25]);
    const hoodie = cardIsland(25);
    remove(61);
    await vi.waitFor(() => {
      pointAtCards();
      expect(cardIsland(53)?.getAttribute("data-island-state")).toBe("mounted");
    });
    expect(cardIsland(25)).toBe(hoodie);
    expect(swatch(53, "Select colour", "Black")).not.toBeNull();
  });
});
