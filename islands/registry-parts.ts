/**
 * The registry's lazily loaded parts (docs/decisions/0024, 0027): each knows its islands' names
 * from the first bundle (registry.ts) and loads its entries the first time a page has one.
 */
import { PAGE_ISLAND_NAMES, PRODUCT_ISLAND_NAMES } from "./registry";
import type { LazyIslands } from "../src/runtime/scan";

export const productRegistry: LazyIslands = {
  names: PRODUCT_ISLAND_NAMES,
  load: () => import("./registry-product").then((module) => module.productIslands),
};

export const pageRegistry: LazyIslands = {
  names: PAGE_ISLAND_NAMES,
  load: () => import("./registry-pages").then((module) => module.pageIslands),
};

/** The parts the runtime loads on demand, in the order it looks a name up. */
export const lazyRegistryParts: readonly LazyIslands[] = [productRegistry, pageRegistry];
