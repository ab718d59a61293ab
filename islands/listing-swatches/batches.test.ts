import { describe, expect, it } from "vitest";
import { CARDS_AT_LOAD, planVariationBatches, type ListingCard } from "./batches";

const asked = (ids: number[], inPage: number[] = []): ListingCard[] => ids.map((productId) => ({ productId, variationsInPage: inPage.includes(productId) }));

describe("planVariationBatches", () => {
  it("asks for the first 6 listing products at load and the rest after the first interaction", () => {
    expect(CARDS_AT_LOAD).toBe(6);
    expect(planVariationBatches(asked([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toEqual({ atLoad: [1, 2, 3, 4, 5, 6], afterInteraction: [7, 8, 9] });
  });

  it("counts cards whose variations are in the page in their place, and never asks for them", () => {
    expect(planVariationBatches(asked([1, 2, 3, 4, 5, 6, 7, 8], [1, 3, 8]))).toEqual({ atLoad: [2, 4, 5, 6], afterInteraction: [7] });
  });

  it("asks nothing when every card carries its variations (the shop capture's Hoodie)", () => {
    expect(planVariationBatches(asked([25], [25]))).toEqual({ atLoad: [], afterInteraction: [] });
  });

  it("asks for a product listed twice once, in its first place", () => {
    expect(planVariationBatches(asked([1, 2, 1, 3, 4, 5, 6, 2, 7]))).toEqual({ atLoad: [1, 2, 3, 4, 5, 6], afterInteraction: [7] });
  });

  it("leaves the second batch empty for a short listing", () => {
    expect(planVariationBatches(asked([53, 25]))).toEqual({ atLoad: [53, 25], afterInteraction: [] });
    expect(planVariationBatches([])).toEqual({ atLoad: [], afterInteraction: [] });
  });
});
