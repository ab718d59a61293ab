/**
 * Shoptimizer's `shoptimizer_get_sale_prices` (capture 20): `POST /wp-admin/admin-ajax.php`
 * with `action=shoptimizer_get_sale_prices&product_id=ID` in the body →
 * `{"percents":{"47":"-36%","41":"-20%",…}}`, the label of every variation on sale.
 *
 * Computed from the catalogue (the captured variations' prices): `-N%` with N the rounded
 * saving, keys in the order WooCommerce lists variation prices (cheapest first, then by id),
 * which reproduces capture 20 byte for byte. Any other product id (simple, unknown, missing)
 * gets `{"percents":[]}`, PHP's encoding of an empty array: the capture shows no such answer,
 * and the client reads both forms.
 */
import type { Catalogue, Variation } from "./catalogue";
import type { RequestContext } from "./context";
import { jsonAnswer, phpJson, type Answer } from "./http";

export const SALE_PRICES_ACTION = "shoptimizer_get_sale_prices";

export function salePercentLabel(variation: Pick<Variation, "regularPrice" | "price">): string | null {
  if (variation.regularPrice <= 0 || variation.price >= variation.regularPrice) return null;
  return `-${Math.round(((variation.regularPrice - variation.price) / variation.regularPrice) * 100)}%`;
}

/** Variation id → label, in the store's order. */
export function salePercents(catalogue: Catalogue, productId: number): [number, string][] {
  const parent = catalogue.get(productId);
  if (!parent || parent.type !== "variable") return [];
  const onSale: { variation: Variation; label: string }[] = [];
  for (const id of parent.variationIds) {
    const variation = catalogue.get(id);
    const label = variation?.type === "variation" ? salePercentLabel(variation) : null;
    if (variation?.type === "variation" && label) onSale.push({ variation, label });
  }
  onSale.sort((a, b) => a.variation.price - b.variation.price || a.variation.id - b.variation.id);
  return onSale.map(({ variation, label }) => [variation.id, label]);
}

/**
 * JSON.stringify would put integer-like keys in ascending order; PHP keeps insertion order, so
 * the object is written by hand.
 */
function percentsJson(entries: [number, string][]): string {
  if (entries.length === 0) return '{"percents":[]}';
  const body = entries.map(([id, label]) => `${phpJson(String(id))}:${phpJson(label)}`).join(",");
  return `{"percents":{${body}}}`;
}

export function salePricesAnswer(catalogue: Catalogue, form: Map<string, string>): Answer {
  const productId = Number(form.get("product_id") ?? "");
  const entries = Number.isInteger(productId) && productId > 0 ? salePercents(catalogue, productId) : [];
  return { ...jsonAnswer(null), body: percentsJson(entries) };
}

/** The route handler: `answerFor` calls it for an admin-ajax request whose action is SALE_PRICES_ACTION. */
export function handleSalePrices(ctx: RequestContext, form: Map<string, string>): Answer {
  return salePricesAnswer(ctx.catalogue, form);
}
