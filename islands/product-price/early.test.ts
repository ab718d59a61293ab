import { describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { STATE_ATTRIBUTE, STATE_EVENT } from "../../src/runtime/scan";
import { capturedJson, jsonResponse, testConfig } from "../../src/testing/fixtures";
import { freshIslandTests } from "../../src/testing/islands";
import { paintPriceBeforeMount } from "./early";
import { keepServerPrice } from "./server-price";
import { badge, badgeHidden, loadPage, price, select, stubFetch, text, wrapPrice } from "./testing";

const GRAY_L = 42;
const BLUE_M = 46;
const teardown = freshIslandTests(() => vi.unstubAllGlobals());

function painted(): { island: HTMLElement; fetch: ReturnType<typeof stubFetch> } {
  loadPage("product-variable-hoodie.html");
  const island = wrapPrice(25);
  const fetch = stubFetch(() => jsonResponse(capturedJson("20-shoptimizer_get_sale_prices")));
  const config = testConfig();
  paintPriceBeforeMount(island, { productId: 25 }, { config, client: createClient(config, { fetch }), signal: teardown().signal });
  return { island, fetch };
}

function markMounted(island: HTMLElement): void {
  island.setAttribute(STATE_ATTRIBUTE, "mounted");
  island.dispatchEvent(new CustomEvent(STATE_EVENT, { bubbles: true, detail: { state: "mounted" } }));
}


describe("product-price before React (early.ts)", () => {
  it("paints the chosen variation's price and, once the percentages came, its badge, on the server's elements", async () => {
    const { fetch } = painted();
    const range = price().innerHTML;
    select(GRAY_L);
    expect(price().innerHTML).not.toBe(range);
    expect(price().textContent).toContain("36.00");
    await vi.waitFor(() => expect(badgeHidden()).toBe(false));
    expect(text(badge())).toBe("-20%");
    select(BLUE_M);
    expect(badgeHidden()).toBe(true);
    select(null);
    expect(price().innerHTML).toBe(range);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("keeps the server's price for the component, and stops once the island has mounted", async () => {
    const { island } = painted();
    const range = price().innerHTML;
    select(GRAY_L);
    expect(keepServerPrice(price())).toBe(range);
    markMounted(island);
    const shown = price().innerHTML;
    select(BLUE_M);
    expect(price().innerHTML).toBe(shown);
  });
});
