/**
 * Discount Rules' `wdr_ajax` admin-ajax action (captures 15–17), answered from the catalogue's
 * bulk rules (fixtures/demo-store/catalogue.json: the Hoodie and its variations, 10% off from 3
 * items and 15% from 6, as the page's bulk table says). Other products have no rule.
 *
 * - `get_price_html` (product_id, qty, awdr_nonce) → `{"price_html","original_price_html"}`: the
 *   plain price when no tier applies (capture 15), else the price struck out and the discounted
 *   one (capture 16), byte for byte; a product on sale shows its sale struck out the same way.
 * - `get_variable_product_bulk_table` (product_id, awdr_nonce) → `{"bulk_table"}`: capture 17's
 *   table with the product's own discounted prices, or `""` for a product without a rule.
 * - A wrong nonce gets check_ajax_referer's `-1` with 403; an unknown method, admin-ajax's `0`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue, Product } from "./catalogue";
import type { RequestContext } from "./context";
import { AJAX_HEADERS, htmlAnswer, jsonAnswer, NO_CACHE_HEADERS, type Answer } from "./http";
import { capturedNonces } from "./captured-nonces";
import { AJAX_DIR } from "./paths";

export const WDR_ACTION = "wdr_ajax";

const formatPounds = (pence: number): string => (pence / 100).toFixed(2);
const SYMBOL = '<span class="woocommerce-Price-currencySymbol">&pound;</span>';

/** wc_price(), as the captures print it. */
export const wcPrice = (pence: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi>${SYMBOL}${formatPounds(pence)}</bdi></span>`;

/** The bulk rule's tiers for a product (a variation follows its parent's rule). */
function tiersFor(catalogue: Catalogue, product: Product): { minQuantity: number; percent: number }[] {
  const ruleId = product.type === "variation" ? product.parentId : product.id;
  return catalogue.bulkDiscounts.find((rule) => rule.productId === ruleId)?.tiers ?? [];
}

/** The percentage off for `quantity` items: the highest tier reached, else 0. */
export function bulkPercent(catalogue: Catalogue, product: Product, quantity: number): number {
  let percent = 0;
  for (const tier of tiersFor(catalogue, product)) if (quantity >= tier.minQuantity) percent = Math.max(percent, tier.percent);
  return percent;
}

const discounted = (pence: number, percent: number): number => Math.round((pence * (100 - percent)) / 100);

/**
 * The struck-out price is the regular one (capture 16: £45.00, the Hoodie's regular and current
 * price), so a product on sale keeps its sale shown when no tier applies. Which price the plugin
 * strikes out for a product on sale is not in the captures: this is the demo's assumption.
 */
export function priceHtmlAnswer(catalogue: Catalogue, product: Product, quantity: number): { price_html: string; original_price_html: string } {
  const original = wcPrice(product.price);
  const final = discounted(product.price, bulkPercent(catalogue, product, quantity));
  const struck = Math.max(product.regularPrice, product.price);
  const price = final < struck ? `<del>${wcPrice(struck)}</del>&nbsp;<ins>${wcPrice(final)}</ins>` : original;
  return { price_html: price, original_price_html: original };
}

let tableTemplate: string | null = null;

/** Capture 17's table (the Hoodie's two tiers, at £45: £40.50 and £38.25). */
function capturedTable(): string {
  tableTemplate ??= (
    JSON.parse(readFileSync(path.join(AJAX_DIR, "17-wdr_ajax-get_variable_product_bulk_table.json"), "utf8")) as { bulk_table: string }
  ).bulk_table;
  return tableTemplate;
}

export function bulkTableHtml(catalogue: Catalogue, product: Product): string {
  const tiers = tiersFor(catalogue, product);
  const [first, second] = tiers;
  // The captured table is the one rule of the catalogue (3–5: 10%, 6+: 15%); its prices follow the product.
  if (tiers.length !== 2 || first?.minQuantity !== 3 || second?.minQuantity !== 6) return "";
  return capturedTable()
    .replace(`</span>40.50</span>`, `</span>${formatPounds(discounted(product.price, first.percent))}</span>`)
    .replace(`</span>38.25</span>`, `</span>${formatPounds(discounted(product.price, second.percent))}</span>`);
}

const positiveInt = (value: string | undefined): number | null => {
  const number = Number(value ?? "");
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `awdr_params.nonce` of the captured product pages (the Hoodie's, for tests). */
export const AWDR_NONCE = "291a64aa7f";
const AWDR_NONCES = capturedNonces("awdr_params");

export function wdrAnswer(catalogue: Catalogue, form: Map<string, string>): Answer {
  const headers = { ...AJAX_HEADERS, ...NO_CACHE_HEADERS };
  if (!AWDR_NONCES.has(form.get("awdr_nonce") ?? "")) return htmlAnswer(403, "-1", headers);
  const id = positiveInt(form.get("product_id"));
  const product = id === null ? undefined : catalogue.get(id);
  switch (form.get("method")) {
    case "get_price_html":
      if (!product) return jsonAnswer({ price_html: false, original_price_html: false });
      return jsonAnswer(priceHtmlAnswer(catalogue, product, positiveInt(form.get("qty")) ?? 1));
    case "get_variable_product_bulk_table":
      return jsonAnswer({ bulk_table: product ? bulkTableHtml(catalogue, product) : "" });
    default:
      return htmlAnswer(200, "0", headers);
  }
}

/** The route handler: `answerFor` calls it for an admin-ajax request whose action is WDR_ACTION. */
export function handleWdrAjax(ctx: RequestContext, form: Map<string, string>): Answer {
  return wdrAnswer(ctx.catalogue, form);
}
