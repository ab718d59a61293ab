import { beforeEach, describe, expect, it } from "vitest";
import type { ApiResult } from "../../src/api/client";
import type { FormBody } from "../../src/api/http";
import { $cardVariations } from "../../src/stores/listing";
import { gatherCard, listingCardOf } from "./batch-loader";
import { cardVariationsInPage } from "./card-selectors";

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

/** A client whose CommerceKit post records each batch's product ids and answers with no products. */
function recordingSource() {
  const asked: number[][] = [];
  const source = {
    postCommerceKit: <T,>(_action: string, body: FormBody, read: (data: unknown) => T | null): Promise<ApiResult<T>> => {
      asked.push(String(body.product_ids).split(",").map(Number));
      const value = read({ status: 1, variations: [] });
      return Promise.resolve(value === null ? { ok: false, failure: { kind: "unexpected" } } : { ok: true, value });
    },
  };
  return { asked, source };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
let interact: () => void = () => undefined;
let interaction = Promise.resolve();
const interacted = (): Promise<void> => interaction;

beforeEach(() => {
  interaction = new Promise((resolve) => (interact = resolve));
  document.body.innerHTML = "";
  $cardVariations.set({});
});

describe("gatherCard", () => {
  it("asks for the first 6 cards in one request once the scan has armed them all, the rest at the first interaction", async () => {
    const { asked, source } = recordingSource();
    for (let id = 1; id <= 8; id += 1) gatherCard(cardIsland(id), source, interacted);
    expect(asked).toEqual([]);
    await flush();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6]]);
    interact();
    await flush();
    expect(asked).toEqual([[1, 2, 3, 4, 5, 6], [7, 8]]);
  });

  it("plans the page's cards in page order even when the scanner arms them over several tasks", async () => {
    const { asked, source } = recordingSource();
    const islands = [25, 61, 53].map((id) => cardIsland(id));
    for (const island of islands) island.setAttribute("data-island", "listing-swatches");
    gatherCard(islands[1] as HTMLElement, source, interacted);
    await flush();
    for (const island of islands) gatherCard(island, source, interacted);
    await flush();
    expect(asked).toEqual([[25, 61, 53]]);
  });

  it("asks nothing for cards whose variations the server printed", async () => {
    const { asked, source } = recordingSource();
    gatherCard(cardIsland(25, "[]"), source, interacted);
    gatherCard(cardIsland(26, "false"), source, interacted);
    await flush();
    expect(asked).toEqual([[26]]);
  });

  it("plans a later scan's cards (after fragments replaced part of the page) as a batch of their own", async () => {
    const { asked, source } = recordingSource();
    gatherCard(cardIsland(1), source, interacted);
    await flush();
    gatherCard(cardIsland(2), source, interacted);
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

describe("cardVariationsInPage (the arm's cheap check: no batch code for such a card)", () => {
  it("agrees with listingCardOf, CommerceKit's `false` included", () => {
    for (const inline of ["[{}]", "false", " false ", null]) {
      const island = cardIsland(25, inline);
      expect(cardVariationsInPage(island)).toBe(listingCardOf(island)?.variationsInPage);
    }
    expect(cardVariationsInPage(document.createElement("div"))).toBe(false);
  });
});
