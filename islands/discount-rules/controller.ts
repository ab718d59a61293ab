/**
 * `discount-rules`: Discount Rules' price by quantity and bulk table
 * (docs/behaviour/product-page.md#discount-pricing; its calls and failures in server-calls.md).
 *
 * - Price: `get_price_html` for the selected variation (a variable product) or the product, and
 *   the quantity the form would send. Quantity 1 asks nothing: the page already prints the price
 *   of one item, and the plugin's answer for it repeats that price (capture 15); so nothing goes
 *   out on page load or on a variation change at quantity 1. The answer goes to
 *   `$discountPriceHtml`, which the price area's island paints; a failed call clears the area.
 * - Bulk table (variable products whose table follows the variation): `get_variable_product_bulk_table`
 *   for each newly selected variation; with no selection the server's table (the product's own,
 *   printed with the page) comes back without a request. A failed call clears the table.
 *
 * Each (variation, quantity) and each variation is asked at most once (answers cached), a
 * request for a superseded choice is aborted, and quantity changes are debounced. The price goes
 * to a store (plain logic, here); the table and a simple product's price area are React
 * (BulkTable.tsx, DiscountPrice.tsx).
 */
import type { StoreClient } from "../../src/api/client";
import { productCalls } from "../../src/api/product-calls";
import type { HtmlAnswer } from "../../src/api/discount-rules";
import { $productQuantity } from "../../src/stores/quantity";
import { $selectedVariation } from "../../src/stores/variation";
import { createLatestLoader, showLatest, type Outcome } from "../../src/api/latest";
import type { DiscountRulesProps } from "./props";
import { $discountPriceHtml } from "../../src/stores/discount-price";

/**
 * The quantity island publishes on `change`, which the +/- buttons fire on every click: 300 ms
 * lets a shopper click up to the quantity they want and asks once, while still answering well
 * within the time a shopper takes to look back at the price.
 */
export const QUANTITY_DEBOUNCE_MS = 300;
export const TABLE_SELECTOR = ".awdr-bulk-customizable-table";
export const TABLE_LOADING_CLASS = "islet-discount-table--loading";

export const toOutcome = (answer: HtmlAnswer): Outcome<string> =>
  answer.ok ? { ok: true, value: answer.html } : { ok: false, reason: answer.reason };

/** The id Discount Rules prices: the selected variation of a variable product, else the product. */
function priceTarget(props: DiscountRulesProps): number | null {
  return props.variable ? ($selectedVariation.get()?.id ?? null) : props.productId;
}

export function controlDiscountPrice(props: DiscountRulesProps, client: StoreClient, signal?: AbortSignal): void {
  const loader = createLatestLoader<string>((key, requestSignal) => {
    const [productId = 0, quantity = 0] = key.split(":").map(Number);
    return productCalls(client).getDiscountPrice({ productId, quantity, nonce: props.nonce }, requestSignal).then(toOutcome);
  });
  const apply = (outcome: Outcome<string>): void => $discountPriceHtml.set(outcome.ok ? outcome.value : "");
  let lastTarget: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (): void => {
    clearTimeout(timer);
    const target = priceTarget(props);
    const quantity = $productQuantity.get();
    // Another variation's discounted price must never show for this one, even for a moment.
    if (target !== lastTarget) $discountPriceHtml.set(null);
    lastTarget = target;
    if (target === null || quantity === null || quantity <= 1) {
      loader.cancel();
      $discountPriceHtml.set(null);
      return;
    }
    showLatest(loader, `${target}:${quantity}`, apply, { signal });
  };

  const stopVariation = $selectedVariation.listen(update);
  const stopQuantity = $productQuantity.listen(() => {
    clearTimeout(timer);
    timer = setTimeout(update, QUANTITY_DEBOUNCE_MS);
  });
  update();
  signal?.addEventListener(
    "abort",
    () => {
      clearTimeout(timer);
      stopVariation();
      stopQuantity();
      loader.cancel();
      $discountPriceHtml.set(null);
    },
    { once: true },
  );
}

/** The answer is the whole `div.awdr-bulk-customizable-table`; the page keeps its own and takes the inside. */
export function tableContent(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  return template.content.childElementCount === 1 && root?.matches(TABLE_SELECTOR) ? root.innerHTML : html;
}
