/**
 * CommerceKit's live search answers (captures ajax/04–09): `{suggestions, view_all_link,
 * result_total}` from the product search (`?cgkit_ajax_search_product=1`) and the post search
 * (`?cgkit_ajax_search_post=1`, the 'Other results'). A suggestion's `data` is markup the store
 * builds (a link with a picture, a title with the match marked, a price or a post type); nothing
 * says it is HTML to insert (docs/behaviour/search.md#suggestions), so it is read here into plain
 * values (parsed inert, in a template) and the island renders them escaped. Links are kept only
 * when they stay on the store.
 */
import { isObject } from "../contract/validate";
import { sameOriginUrl } from "../bridge/navigate";
import { DEFAULT_TIMEOUT_MS, mapAnswer, type ApiResult, type StoreClient } from "./client";
import { withQuery } from "./endpoints";
import { httpUrl, sendRequest } from "./http";

export interface SuggestionImage {
  src: string;
  srcset: string;
  alt: string;
  /** The picture's own size as the answer gives it (CommerceKit: the 150 × 150 thumbnail); 0 when absent. */
  width: number;
  height: number;
}

/** A run of a title's text, and whether CommerceKit marked it as matching the search word. */
export interface TitlePart {
  text: string;
  match: boolean;
}

export interface SearchSuggestion {
  kind: "product" | "post";
  /** Same-origin link (the suggestion's own, which tells the store the search word). */
  url: string;
  title: string;
  /** The title in runs, CommerceKit's `span.match-text` marks kept (drawn underlined). */
  titleParts: TitlePart[];
  image: SuggestionImage | null;
  /** The price as shown (products); "" when none. */
  price: string;
  /** The price as read aloud (WooCommerce's screen-reader text, e.g. "Price range: …"), else `price`. */
  priceLabel: string;
  /** "Product Category", "Post", … (posts); "" for products. */
  postType: string;
}

export interface SearchAnswer {
  suggestions: SearchSuggestion[];
  /** How many products matched (`result_total`). */
  total: number;
  /** Same-origin 'View all results' link, or null (none, or another site's). */
  viewAllUrl: string | null;
  /**
   * CommerceKit answers a refused nonce with 200 and nothing at all, not even the 'View all'
   * link every real answer carries (capture 07 beside 06).
   */
  nonceRefused: boolean;
}

const text = (element: Element | null | undefined): string => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The element's text without its `.screen-reader-text` and `.post-type` parts. */
function visibleText(element: Element | null): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".screen-reader-text, .post-type")) hidden.remove();
  return text(copy);
}

/** A picture's address: any http(s) host (a CDN), as only links must stay on the store. */
function readImage(link: Element): SuggestionImage | null {
  const image = link.querySelector("img");
  const raw = image?.getAttribute("src") ?? "";
  const src = raw.trim() === "" ? null : (httpUrl(raw)?.href ?? null);
  if (!image || src === null) return null;
  const size = (name: string): number => {
    const value = Number(image.getAttribute(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return { src, srcset: image.getAttribute("srcset") ?? "", alt: image.getAttribute("alt") ?? "", width: size("width"), height: size("height") };
}

/** The title's visible text in runs: CommerceKit's `span.match-text` marks, and the text between them. */
function titleParts(element: Element | null): TitlePart[] {
  const parts: TitlePart[] = [];
  for (const node of Array.from(element?.childNodes ?? [])) {
    const match = node instanceof Element && node.classList.contains("match-text");
    if (node instanceof Element && !match) continue;
    const value = node.textContent ?? "";
    if (value !== "") parts.push({ text: value, match });
  }
  return parts;
}

/** A link that stays on the store, or null (none, empty, another site, another scheme). */
const storeLink = (raw: unknown): string | null => (typeof raw === "string" && raw.trim() !== "" ? sameOriginUrl(raw) : null);

/** One suggestion, or null when it names no link on this store or no title. */
export function readSuggestion(raw: unknown): SearchSuggestion | null {
  if (!isObject(raw) || typeof raw.data !== "string") return null;
  const template = document.createElement("template");
  template.innerHTML = raw.data;
  const link = template.content.querySelector("a[href]");
  const url = storeLink(link?.getAttribute("href")) ?? storeLink(raw.url);
  if (!link || url === null) return null;
  const kind = link.classList.contains("commercekit-ajs-post") ? "post" : "product";
  const titleElement = link.querySelector(".commercekit-ajs-product-title, .commercekit-ajs-post-title");
  const title = visibleText(titleElement);
  if (title === "") return null;
  const priceElement = link.querySelector(".commercekit-ajs-product-price");
  const price = visibleText(priceElement);
  const spoken = text(priceElement?.querySelector(".screen-reader-text"));
  const parts = titleParts(titleElement);
  // The runs must say the title: anything else in it (a theme's own markup) and the title is one run.
  const runs = parts.map((part) => part.text).join("").trim() === title ? parts : [{ text: title, match: false }];
  return { kind, url, title, titleParts: runs, image: readImage(link), price, priceLabel: spoken || price, postType: text(link.querySelector(".post-type")) };
}

/** Null for an answer without a suggestions list (an error page, garbled JSON, …). */
export function readSearchAnswer(data: unknown): SearchAnswer | null {
  if (!isObject(data) || !Array.isArray(data.suggestions)) return null;
  const suggestions = data.suggestions.map(readSuggestion).filter((suggestion): suggestion is SearchSuggestion => suggestion !== null);
  const total = typeof data.result_total === "number" && Number.isFinite(data.result_total) ? Math.max(0, Math.trunc(data.result_total)) : suggestions.length;
  const viewAllUrl = storeLink(data.view_all_link);
  const nonceRefused = data.suggestions.length === 0 && data.view_all_link === "";
  return { suggestions, total, viewAllUrl, nonceRefused };
}

/** The query of both searches (captures 04, 05): the term and the nonce. */
export function searchQuery(term: string, nonce: string): Record<string, string> {
  return { query: term, commercekit_nonce: nonce };
}

export const SEARCH_COUNTS_ACTION = "commercekit_search_counts";

/** `commercekit_search_counts` (capture 09): the term and whether it found nothing. */
export function searchCountsQuery(term: string, noResult: boolean, nonce: string): Record<string, string> {
  return { query: term, no_result: noResult ? "1" : "0", commercekit_nonce: nonce };
}

/** Counts a search as CommerceKit does after each product answer (its answer says nothing); null without CommerceKit. */
export function countSearch(client: Pick<StoreClient, "getCommerceKit">, term: string, noResult: boolean, nonce: string): Promise<ApiResult<unknown>> | null {
  return client.getCommerceKit(SEARCH_COUNTS_ACTION, searchCountsQuery(term, noResult, nonce));
}

/**
 * CommerceKit's live search (`commercekit_ajs.ajax_url_product` or `ajax_url_post`) with the
 * query of searchQuery, its answer read by readSearchAnswer; null when the store's live search
 * is off.
 */
export function searchStore(
  client: Pick<StoreClient, "transport">,
  kind: "product" | "post",
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ApiResult<SearchAnswer>> | null {
  const { fetch, config } = client.transport;
  if (config.ckSearch === null) return null;
  const base = kind === "product" ? config.ckSearch.productUrl : config.ckSearch.postUrl;
  return sendRequest(fetch, { method: "GET", url: withQuery(base, query), timeoutMs: DEFAULT_TIMEOUT_MS, signal }).then(mapAnswer(readSearchAnswer));
}
