/** The lazily loaded part: the price-by-quantity logic, and React for the table and price area. */
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { BulkTable } from "./BulkTable";
import { controlDiscountPrice, TABLE_SELECTOR } from "./controller";
import { DiscountPrice } from "./DiscountPrice";
import { PRICE_AREA_SELECTOR } from "./price";
import type { DiscountPriceProps, DiscountRulesProps } from "./props";

/** The islands' work: price by quantity into the store, and the variation's table in place of the server's. */
export function mountDiscountRules(element: HTMLElement, props: DiscountRulesProps, context: IslandContext): Promise<void> {
  if (props.priceByQuantity) controlDiscountPrice(props, context.client, context.signal);
  const table = element.querySelector<HTMLElement>(TABLE_SELECTOR);
  if (!props.variable || !props.dynamicTable || !table) return Promise.resolve();
  const view = <BulkTable className={table.className} serverHtml={table.innerHTML} nonce={props.nonce} client={context.client} />;
  return mountReactInPlace(element, view, [table], context.signal);
}

export function mountDiscountPrice(element: HTMLElement, context: IslandContext): Promise<void> {
  const area = element.querySelector<HTMLElement>(PRICE_AREA_SELECTOR);
  if (!area) return Promise.resolve();
  return mountReactInPlace(element, <DiscountPrice className={area.className} serverHtml={area.innerHTML} />, [area], context.signal);
}

export const discountRules: IslandModule<DiscountRulesProps> = {
  mount: (element, props, context) => mountDiscountRules(element, props, context),
};

export const discountPrice: IslandModule<DiscountPriceProps> = {
  mount: (element, _props, context) => mountDiscountPrice(element, context),
};
