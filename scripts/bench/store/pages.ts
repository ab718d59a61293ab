/**
 * The real store's page types the store bench measures (issue 30), what each needs before its
 * load (an item in the cart), and each page type's budget for JS before interaction, Islet /
 * legacy, as issue 30 sets them.
 */
export type PageGroup = "listing" | "product" | "cart" | "other";

export interface StorePage {
  /** The page type's name in the table. */
  name: string;
  path: string;
  group: PageGroup;
  /** Put one T-Shirt in the visitor's cart before the load (cart and checkout need an item). */
  withItem: boolean;
}

export const STORE_PAGES: readonly StorePage[] = [
  { name: "home", path: "/", group: "other", withItem: false },
  { name: "shop", path: "/shop/", group: "listing", withItem: false },
  { name: "category", path: "/product-category/clothing/", group: "listing", withItem: false },
  { name: "search", path: "/?s=hoodie&post_type=product", group: "listing", withItem: false },
  { name: "Hoodie", path: "/product/hoodie/", group: "product", withItem: false },
  { name: "T-Shirt", path: "/product/classic-t-shirt/", group: "product", withItem: false },
  { name: "cart with items", path: "/cart/", group: "cart", withItem: true },
  { name: "checkout with an item", path: "/checkout/", group: "cart", withItem: true },
  { name: "wishlist", path: "/wishlist/", group: "other", withItem: false },
];

/** JS gzip before interaction, Islet / legacy, at most. */
export const JS_RATIO_BUDGET: Record<PageGroup, number> = { listing: 0.8, product: 0.6, cart: 0.7, other: 0.9 };
/** Islet's total blocking time / legacy's, at most, on every page type. */
export const TBT_RATIO_BUDGET = 0.25;
/** Script files of ours before interaction, at most. */
export const OWN_FILES_BUDGET = 15;
/** A task of ours, at most (4× CPU). */
export const OWN_TASK_BUDGET_MS = 50;
/** Page types whose LCP must not exceed legacy's and whose CLS must be 0. */
export const PAINT_PAGES: readonly string[] = ["Hoodie", "shop"];
