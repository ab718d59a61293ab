/**
 * The page's one sale-percentages loader per product (docs/behaviour/product-page.md#sale-badge:
 * asked at the first choice). The arm, in the first bundle, starts the request the moment the
 * shopper chooses, so the answer is on its way while React and the component load; the component
 * reads the same loader.
 */
import type { IslandContext } from "../../src/runtime/types";
import type { StoreClient } from "../../src/api/client";
import { productCalls } from "../../src/api/product-calls";
import { createPercentsLoader, type PercentsLoader } from "./badge";

const loaders = new WeakMap<StoreClient, Map<number, PercentsLoader>>();

export function percentsLoaderFor(productId: number, context: IslandContext): PercentsLoader {
  const byProduct = loaders.get(context.client) ?? new Map<number, PercentsLoader>();
  loaders.set(context.client, byProduct);
  const known = byProduct.get(productId);
  if (known) return known;
  const made = createPercentsLoader(() => productCalls(context.client).getSalePrices(productId, context.signal));
  byProduct.set(productId, made);
  return made;
}
