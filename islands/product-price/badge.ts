/**
 * The sale badge's rules (docs/behaviour/product-page.md#sale-badge: hidden until the sale
 * percentages arrive and a variation is selected; the answer maps variation id to percent label).
 */
import type { SalePercents, SalePricesAnswer } from "../../src/api/sale-prices";
import type { Variation } from "../../src/stores/variation";

/** The label to show, or null for a hidden badge. */
export function badgeLabel(percents: SalePercents | null, variation: Variation | null): string | null {
  if (!percents || !variation) return null;
  return percents.get(variation.id) ?? null;
}

export interface PercentsLoader {
  /** Starts the one request on the first call; every later call gets the same answer. */
  load(): Promise<SalePercents | null>;
  /** The percentages once they arrived, else null (not asked, on its way, or failed). */
  current(): SalePercents | null;
}

/**
 * Asks at most once per page: a failure is final (ignored,
 * docs/behaviour/server-calls.md#failures), so a broken endpoint costs one request, not one per
 * click.
 */
export function createPercentsLoader(request: () => Promise<SalePricesAnswer>): PercentsLoader {
  let pending: Promise<SalePercents | null> | null = null;
  let arrived: SalePercents | null = null;
  return {
    load() {
      pending ??= request().then(
        (answer) => (arrived = answer.ok ? answer.percents : null),
        () => null,
      );
      return pending;
    },
    current: () => arrived,
  };
}
