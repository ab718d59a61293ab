// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { salePercentLabel, salePricesAnswer, SALE_PRICES_ACTION } from "./ajax-sale-prices";
import { loadCatalogue } from "./catalogue";
import { AJAX_DIR } from "./paths";

const catalogue = loadCatalogue();
const capture = (ext: string): string => readFileSync(path.join(AJAX_DIR, `20-shoptimizer_get_sale_prices.${ext}`), "utf8");
const form = (entries: Record<string, string>): Map<string, string> => new Map(Object.entries(entries));

describe("shoptimizer_get_sale_prices", () => {
  it("is the action the captured request posts", () => {
    expect(capture("txt")).toContain(`[--data] action=${SALE_PRICES_ACTION}&product_id=25`);
  });

  it("answers the Hoodie (25) exactly as capture 20, with its JSON type and no-cache headers", () => {
    const answer = salePricesAnswer(catalogue, form({ action: SALE_PRICES_ACTION, product_id: "25" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(capture("json"));
    expect(answer.body).toBe('{"percents":{"47":"-36%","41":"-20%","42":"-20%","43":"-20%","44":"-20%","45":"-20%"}}');
    expect(answer.headers["Content-Type"]).toBe("application/json; charset=UTF-8");
    expect(answer.headers["Cache-Control"]).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    expect(answer.headers["X-Robots-Tag"]).toBe("noindex");
  });

  it.each([
    ["the Zip Hoodie (53, nothing on sale)", "53"],
    ["a simple product on sale (61)", "61"],
    ["an unknown id", "9999"],
    ["a variation id", "47"],
    ["no id", ""],
    ["a non-numeric id", "abc"],
  ])("answers %s with an empty list", (_, productId) => {
    expect(salePricesAnswer(catalogue, form({ product_id: productId })).body).toBe('{"percents":[]}');
  });

  it("labels a saving as -N% rounded, and nothing when the price is not lower", () => {
    expect(salePercentLabel({ regularPrice: 4500, price: 3600 })).toBe("-20%");
    expect(salePercentLabel({ regularPrice: 4500, price: 2900 })).toBe("-36%");
    expect(salePercentLabel({ regularPrice: 4500, price: 4500 })).toBeNull();
    expect(salePercentLabel({ regularPrice: 0, price: 0 })).toBeNull();
  });
});
