/**
 * The kind of page a captured page is, in the words of the plugin's islet_page_type() (which
 * asks WordPress's conditionals; here the body classes they print are read instead).
 */

/** The body classes WordPress and WooCommerce print for each page type, in islet_page_type()'s order. */
const PAGE_TYPES: readonly [string, string[]][] = [
  ["product", ["single-product"]],
  ["cart", ["woocommerce-cart"]],
  ["checkout", ["woocommerce-checkout"]],
  ["search", ["search-results"]],
  ["shop", ["post-type-archive-product"]],
  ["product-taxonomy", ["tax-product_cat", "tax-product_tag"]],
  ["home", ["home", "blog"]],
  ["page", ["page"]],
];

/** The page type islet_page_type() answers for a page, read from its body classes. */
export function pageTypeOf(html: string): string {
  const classes = new Set((/<body[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? "").split(/\s+/));
  return PAGE_TYPES.find(([, names]) => names.some((name) => classes.has(name)))?.[0] ?? "other";
}
