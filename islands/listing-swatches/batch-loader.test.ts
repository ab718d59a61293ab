import { beforeEach, describe, expect, it, vi } from "vitest";
import { $cardVariations } from "../../src/stores/listing";
import { gatherCard, listingCardOf } from "./batch-loader";

function cardIsland(productId: number, inline: string | null = null): HTMLElement {
  const island = document.createElement("div");
  const form = document.createElement("form");
  form.className = "cgkit-swatch-form variations_form cart";
  form.setAttribute("data-product_id", String(productId));
  if (inline !== null) form.setAttribute("data-product_variations", inline);
  island.append(form);
  document.body.append(island);
  return island;
}

function recordingSource() {
  const asked: number[][] = [];
  const source = { getListingVariations: vi.fn((ids: readonly number[]) => (asked.push([...ids]), Promise.resolve({ ok: true as const, value: new Map() }))) };
  return { asked, source };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = "";
  $cardVariations.set({});
});

describe("gatherCard", () => {
  it("asks for the first 6 cards in one request once the scan has armed them all, the rest at the first interaction", async () => {
    const { asked, source } = recordingSource();
    for (let id = 1; id <= 8; id += 1) gatherCard(cardIsland(id), source);
    expect(asked).toEqual([]);
    await flush();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6]]);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await flush();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6], [7, 8]]);
  });

  it("asks nothing for cards whose variations the server printed", async () => {
    const { asked, source } = recordingSource();
    gatherCard(cardIsland(25, "[]"), source);
    gatherCard(cardIsland(26, "false"), source);
    await flush();
    expect(asked).toEqual([[26]]);
  });

  it("plans a later scan's cards (after fragments replaced part of the page) as a batch of their own", async () => {
    const { asked, source } = recordingSource();
    gatherCard(cardIsland(1), source);
    await flush();
    gatherCard(cardIsland(2), source);
    await flush();
    expect(asked).toEqual([[1], [2]]);
  });
});

describe("listingCardOf", () => {
  it("reads a card's product id and whether its variations are in the page", () => {
    expect(listingCardOf(cardIsland(25, "[{}]"))).toEqual({ productId: 25, variationsInPage: true });
    expect(listingCardOf(cardIsland(53))).toEqual({ productId: 53, variationsInPage: false });
    expect(listingCardOf(cardIsland(0))).toBeNull();
    expect(listingCardOf(document.createElement("div"))).toBeNull();
  });
});
