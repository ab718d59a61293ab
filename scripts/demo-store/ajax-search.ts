/**
 * CommerceKit's live search (captures 04–09):
 *
 * - `ANYPATH?cgkit_ajax_search_product=1&query=TERM&commercekit_nonce=N` (and the action
 *   `commercekit_ajax_search`, capture 08) → `{suggestions: [{value, data, url}], view_all_link,
 *   result_total}`: the store's products whose name holds TERM (any case), by name, then the
 *   product categories whose name holds it (not counted in result_total, capture 04);
 * - `cgkit_ajax_search_post=1` → the "other results" (capture 05): posts and pages whose title
 *   or text holds TERM, title matches first;
 * - a bad nonce → `{"suggestions":[],"view_all_link":"","result_total":0}` (capture 07);
 * - `commercekit_search_counts` (query, no_result, commercekit_nonce) → `{"status":1,"message":""}`
 *   and the `commercekit_search_ids` cookie (capture 09); the count is kept store-wide per term
 *   (visitors.ts), the cookie is the visitor's record of what it counted. An empty term or a bad
 *   nonce counts nothing: `{"status":0,"message":""}`.
 *
 * TERM is echoed escaped: esc_html in titles (the matched part of a title is the title's own
 * text), PHP's urlencode in links.
 */
import type { Product } from "./catalogue";
import { ckNonceValid } from "./ajax-ck";
import { escHtml, phpUrlencode } from "./wp-functions";
import type { RequestContext } from "./context";
import { formatMoney, priceHtml } from "./fragments";
import { jsonAnswer, type Answer } from "./http";
import { CAPTURE_ORIGIN } from "./paths";
import { storeCards } from "./wishlist-page";

export const SEARCH_PRODUCT_FLAG = "cgkit_ajax_search_product";
export const SEARCH_POST_FLAG = "cgkit_ajax_search_post";
export const SEARCH_ACTION = "commercekit_ajax_search";
export const SEARCH_COUNTS_ACTION = "commercekit_search_counts";

/** The store's product categories (shop.html's links). */
const CATEGORIES: readonly { name: string; path: string }[] = [
  { name: "Accessories", path: "/product-category/accessories/" },
  { name: "Clothing", path: "/product-category/clothing/" },
  { name: "Footwear", path: "/product-category/footwear/" },
  { name: "Gifts", path: "/product-category/gifts/" },
  { name: "Hoodies", path: "/product-category/clothing/hoodies/" },
  { name: "Jackets", path: "/product-category/clothing/jackets/" },
  { name: "Jeans", path: "/product-category/clothing/jeans/" },
  { name: "T-Shirts", path: "/product-category/clothing/t-shirts/" },
];

/**
 * The store's posts (home.html) and the About page (capture 05 finds it for "hood", so its text,
 * which no capture shows, is written here to say so), in the order capture 05 lists them.
 */
const POSTS: readonly { title: string; path: string; type: "Post" | "Page"; text: string }[] = [
  { title: "How to choose your hoodie size", path: "/how-to-choose-your-hoodie-size/", type: "Post", text: "Measure a hoodie you already own and compare with our size chart." },
  { title: "Hoodie care guide", path: "/hoodie-care-guide/", type: "Post", text: "Wash your hoodie inside out at 30 degrees to keep it soft." },
  { title: "Hello world!", path: "/hello-world/", type: "Post", text: "Welcome to WordPress. This is your first post. Edit or delete it, then start writing!" },
  { title: "About", path: "/about/", type: "Page", text: "Ref Clothing Store sells hoodies, t-shirts, jeans and accessories." },
];

const contains = (text: string, term: string): boolean => term !== "" && text.toLowerCase().includes(term.toLowerCase());

/** A title with every occurrence of the term (any case) in `<span class="match-text">`, escaped. */
export function markMatches(title: string, term: string): string {
  if (term === "") return escHtml(title);
  const lower = title.toLowerCase();
  const needle = term.toLowerCase();
  let out = "";
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    out += `${escHtml(title.slice(from, at))}<span class="match-text">${escHtml(title.slice(at, at + needle.length))}</span>`;
    from = at + needle.length;
  }
  return out + escHtml(title.slice(from));
}

interface Suggestion {
  value: string;
  data: string;
  url: string;
}

interface SearchAnswer {
  suggestions: Suggestion[];
  view_all_link: string;
  result_total: number;
}

const REFUSED: SearchAnswer = { suggestions: [], view_all_link: "", result_total: 0 };

/** WooCommerce's get_price_html() for the search (as the shop cards print it inside `span.price`). */
export function searchPriceHtml(ctx: RequestContext, product: Product): string {
  const money = (amount: number): string => `&pound;${formatMoney(amount)}`;
  const hidden = (amount: number): string => priceHtml(amount).replace('amount"', 'amount" aria-hidden="true"');
  const sale = (regular: number, price: number): string =>
    `<del aria-hidden="true">${priceHtml(regular)}</del> <span class="screen-reader-text">Original price was: ${money(regular)}.</span>` +
    `<ins aria-hidden="true">${priceHtml(price)}</ins><span class="screen-reader-text">Current price is: ${money(price)}.</span>`;
  if (product.type !== "variable") return product.price < product.regularPrice ? sale(product.regularPrice, product.price) : priceHtml(product.price);
  const variations = product.variationIds.flatMap((id) => ctx.catalogue.get(id) ?? []);
  const prices = variations.map((variation) => variation.price);
  const regulars = variations.map((variation) => variation.regularPrice);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  if (min !== max) {
    return `${hidden(min)} <span aria-hidden="true">&ndash;</span> ${hidden(max)}<span class="screen-reader-text">Price range: ${money(min)} through ${money(max)}</span>`;
  }
  const regular = Math.max(...regulars);
  return min < regular && regular === Math.min(...regulars) ? sale(regular, min) : priceHtml(min);
}

/** The card's picture (`…/NAME-300x384.png`) as its upload base, and its alt text. */
function cardImage(card: string): { base: string; alt: string } {
  const img = /<img\b[^>]*>/.exec(card)?.[0] ?? "";
  const src = /\ssrc="([^"]*)"/.exec(img)?.[1] ?? "";
  return { base: src.replace(/-\d+x\d+\.png$/, ""), alt: /\salt="([^"]*)"/.exec(img)?.[1] ?? "" };
}

function productSuggestion(ctx: RequestContext, product: Product, card: string, term: string): Suggestion {
  const url = `${ctx.origin}/product/${product.slug}/`;
  const { base, alt } = cardImage(card.split(CAPTURE_ORIGIN).join(ctx.origin));
  const title = markMatches(product.name, term);
  const image =
    `<img width="150" height="150" src="${base}-150x150.png" class="attachment-thumbnail size-thumbnail wp-post-image" alt="${alt}" ` +
    `decoding="async" loading="lazy" srcset="${base}-150x150.png 150w, ${base}-100x100.png 100w" sizes="auto, (max-width: 150px) 100vw, 150px" />`;
  const data =
    `<a href="${url}?cgkit_search_word=${phpUrlencode(term)}" class="commercekit-ajs-product"><div class="commercekit-ajs-product-image">${image}</div>` +
    `<div class="commercekit-ajs-product-desc"><div class="commercekit-ajs-product-title">${title}</div>` +
    `<div class="commercekit-ajs-product-price">${searchPriceHtml(ctx, product)}</div></div></div></a>`;
  return { value: escHtml(title), data, url };
}

/** A post, page or category entry (CommerceKit closes one `div` too many: kept). */
function postSuggestion(ctx: RequestContext, entry: { title: string; path: string; label: string }, term: string, value: string): Suggestion {
  const url = `${ctx.origin}${entry.path}`;
  const title = markMatches(entry.title, term);
  const data =
    `<a href="${url}?cgkit_search_word=${phpUrlencode(term)}" class="commercekit-ajs-post"><div class="commercekit-ajs-post-title">` +
    `${title}<span class="post-type">${entry.label}</span></div></div></a>`;
  return { value: value || escHtml(title), data, url };
}

/** The product search's answer for a term (the nonce already checked). */
export function productSearch(ctx: RequestContext, term: string): SearchAnswer {
  const products = [...storeCards()]
    .flatMap(([id, card]) => {
      const product = ctx.catalogue.get(id);
      return product && contains(product.name, term) ? [{ product, card }] : [];
    })
    .sort((a, b) => a.product.name.localeCompare(b.product.name));
  const categories = CATEGORIES.filter((category) => contains(category.name, term)).map((category) =>
    postSuggestion(ctx, { title: category.name, path: category.path, label: "Product Category" }, term, escHtml(category.name)),
  );
  return {
    suggestions: [...products.map(({ product, card }) => productSuggestion(ctx, product, card, term)), ...categories],
    view_all_link: `${ctx.origin}/?s=${phpUrlencode(term)}&post_type=product`,
    result_total: products.length,
  };
}

/** The post search's answer for a term (the nonce already checked). */
export function postSearch(ctx: RequestContext, term: string): SearchAnswer {
  const byTitle = POSTS.filter((post) => contains(post.title, term));
  const byText = POSTS.filter((post) => !contains(post.title, term) && contains(post.text, term));
  const suggestions = [...byTitle, ...byText].map((post) => postSuggestion(ctx, { title: post.title, path: post.path, label: post.type }, term, ""));
  return { suggestions, view_all_link: `${ctx.origin}/?s=${phpUrlencode(term)}&cgkit_post_type=cgkit-post`, result_total: suggestions.length };
}

const termOf = (params: Map<string, string>): string => (params.get("query") ?? "").trim();

/** `cgkit_ajax_search_product` / `cgkit_ajax_search_post` (front-end requests: no ajax headers) and `commercekit_ajax_search`. */
export function searchAnswer(ctx: RequestContext, name: string, params: Map<string, string>): Answer {
  const search = name === SEARCH_POST_FLAG ? postSearch : productSearch;
  return jsonAnswer(ckNonceValid(ctx.session, params) ? search(ctx, termOf(params)) : REFUSED);
}

export function searchCountsAnswer(ctx: RequestContext, params: Map<string, string>): Answer {
  const term = termOf(params);
  if (!ckNonceValid(ctx.session, params) || term === "") return jsonAnswer({ status: 0, message: "" });
  const cookie = ctx.session.countSearch(term, params.get("no_result") === "1");
  return { ...jsonAnswer({ status: 1, message: "" }), cookies: [cookie] };
}
