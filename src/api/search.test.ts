import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createClient } from "./client";
import { countSearch, readSearchAnswer, readSuggestion, searchCountsQuery, searchQuery, searchStore } from "./search";

// The captures were made on the reference store's origin; the page is on it too.
const ORIGIN = "http://127.0.0.1:8881";
const originalLocation = window.location.href;
beforeEach(() => {
  Object.defineProperty(window, "location", { value: new URL(`${ORIGIN}/`), configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(window, "location", { value: new URL(originalLocation), configurable: true, writable: true });
});

describe("readSearchAnswer on the captures", () => {
  it("reads the product search (04): products with picture and price, then a category; the total and View all", () => {
    const answer = readSearchAnswer(capturedJson("04-commercekit_ajax_search-product"));
    expect(answer?.total).toBe(2);
    expect(answer?.viewAllUrl).toBe(`${ORIGIN}/?s=hood&post_type=product`);
    const [hoodie, zip, category] = answer?.suggestions ?? [];
    expect(hoodie).toEqual({
      kind: "product",
      url: `${ORIGIN}/product/hoodie/?cgkit_search_word=hood`,
      title: "Hoodie",
      // CommerceKit's match mark (span.match-text) kept as a run.
      titleParts: [
        { text: "Hood", match: true },
        { text: "ie", match: false },
      ],
      image: {
        src: `${ORIGIN}/wp-content/uploads/2026/11/hoodie-front-150x150.png`,
        srcset: `${ORIGIN}/wp-content/uploads/2026/11/hoodie-front-150x150.png 150w, ${ORIGIN}/wp-content/uploads/2026/11/hoodie-front-100x100.png 100w`,
        alt: "Hoodie front",
        width: 150,
        height: 150,
      },
      // happy-dom leaves &pound; and &ndash; as written; a browser shows £ and –.
      price: expect.stringMatching(/^(£|&pound;)29\.00 (–|&ndash;) (£|&pound;)45\.00$/),
      priceLabel: expect.stringMatching(/^Price range: (£|&pound;)29\.00 through (£|&pound;)45\.00$/),
      postType: "",
    });
    expect([zip?.title, zip?.price.replace("&pound;", "£"), zip?.priceLabel.replace("&pound;", "£")]).toEqual(["Zip Hoodie", "£55.00", "£55.00"]);
    expect(category).toMatchObject({ kind: "post", title: "Hoodies", postType: "Product Category", image: null, price: "" });
  });

  it("keeps a title whose markup is not just text and match marks as one run", () => {
    const answer = readSearchAnswer({
      suggestions: [
        { data: '<a href="/p/" class="commercekit-ajs-post"><div class="commercekit-ajs-post-title">A <em>b</em> <span class="match-text">c</span><span class="post-type">Post</span></div></a>' },
      ],
      result_total: 1,
    });
    expect(answer?.suggestions[0]?.titleParts).toEqual([{ text: "A b c", match: false }]);
  });

  it("reads the post search (05) as other results", () => {
    const answer = readSearchAnswer(capturedJson("05-commercekit_ajax_search-post"));
    expect(answer?.suggestions.map((suggestion) => [suggestion.kind, suggestion.title, suggestion.postType])).toContainEqual(["post", "How to choose your hoodie size", "Post"]);
  });

  it("reads no result (06) and a refused nonce (07) as empty, with or without View all", () => {
    expect(readSearchAnswer(capturedJson("06-commercekit_ajax_search-product-noresult"))).toEqual({ suggestions: [], total: 0, viewAllUrl: `${ORIGIN}/?s=zzzq&post_type=product`, nonceRefused: false });
    expect(readSearchAnswer(capturedJson("07-commercekit_ajax_search-product-badnonce"))).toEqual({ suggestions: [], total: 0, viewAllUrl: null, nonceRefused: true });
  });
});

describe("readSearchAnswer on bad answers", () => {
  it("is null for anything without a suggestions list", () => {
    for (const bad of [null, "0", "<html>error</html>", 42, [], {}, { suggestions: "x" }]) expect(readSearchAnswer(bad)).toBeNull();
  });

  it("keeps a hostile title as text, and drops links and View all that leave the store", () => {
    const hostile = '<a href="/product/x/" class="commercekit-ajs-product"><div class="commercekit-ajs-product-title">&lt;img src=x onerror=alert(1)&gt;<img src="x" onerror="alert(2)"></div></a>';
    expect(readSuggestion({ data: hostile })?.title).toBe("<img src=x onerror=alert(1)>");
    expect(readSuggestion({ data: '<a href="https://evil.example/" class="commercekit-ajs-product"><div class="commercekit-ajs-product-title">Hoodie</div></a>' })).toBeNull();
    expect(readSuggestion({ data: '<a href="javascript:alert(1)"><div class="commercekit-ajs-product-title">Hoodie</div></a>', url: "javascript:alert(1)" })).toBeNull();
    expect(readSuggestion({ data: '<a href=""><div class="commercekit-ajs-product-title">Hoodie</div></a>', url: `${ORIGIN}/product/hoodie/` })?.url).toBe(`${ORIGIN}/product/hoodie/`);
    expect(readSuggestion({ data: '<a href="/p/"><div class="commercekit-ajs-product-title"> </div></a>' })).toBeNull();
    expect(readSuggestion({ value: "Hoodie" })).toBeNull();
    expect(readSearchAnswer({ suggestions: [], result_total: "7", view_all_link: "https://evil.example/?s=x" })).toEqual({ suggestions: [], total: 0, viewAllUrl: null, nonceRefused: false });
  });

  it("keeps a picture from another host (a CDN) but not one with another scheme", () => {
    const card = (src: string): string => `<a href="/p/"><div><img src="${src}" alt="A"></div><div class="commercekit-ajs-product-title">A</div></a>`;
    expect(readSuggestion({ data: card("https://cdn.example/a.png") })?.image?.src).toBe("https://cdn.example/a.png");
    expect(readSuggestion({ data: card("javascript:alert(1)") })?.image).toBeNull();
  });
});

describe("search queries", () => {
  it("send what CommerceKit's script sends (captures 04, 05, 09)", () => {
    expect(searchQuery("hood", "d99608d53e")).toEqual({ query: "hood", commercekit_nonce: "d99608d53e" });
    expect(searchCountsQuery("hood", false, "d99608d53e")).toEqual({ query: "hood", no_result: "0", commercekit_nonce: "d99608d53e" });
    expect(searchCountsQuery("zzzq", true, "n")).toMatchObject({ no_result: "1" });
  });
});

describe("searchStore, through the client's transport", () => {
  const urls = { productUrl: `${ORIGIN}/?cgkit_ajax_search_product=1`, postUrl: `${ORIGIN}/?cgkit_ajax_search_post=1` };

  it("asks the product or post search's URL with the query, and reads the answer", async () => {
    const { fetch, calls } = routedFetch({
      cgkit_ajax_search_product: () => jsonResponse(capturedJson("04-commercekit_ajax_search-product")),
      cgkit_ajax_search_post: () => jsonResponse({ suggestions: [], view_all_link: "", result_total: 0 }),
    });
    const client = createClient(testConfig({ ckSearch: urls }), { fetch });
    const product = await searchStore(client, "product", searchQuery("hood", "n1"));
    expect(product?.ok && product.value.total).toBe(2);
    await searchStore(client, "post", searchQuery("hood", "n1"));
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ["GET", `${urls.productUrl}&query=hood&commercekit_nonce=n1`],
      ["GET", `${urls.postUrl}&query=hood&commercekit_nonce=n1`],
    ]);
  });

  it("is null, and asks nothing, when the store's live search is off", () => {
    const { fetch, calls } = routedFetch({});
    expect(searchStore(createClient(testConfig({ ckSearch: null }), { fetch }), "product", searchQuery("hood", "n1"))).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("countSearch, through the client's CommerceKit GET", () => {
  it("sends commercekit_search_counts with the term, whether it found nothing and the nonce (capture 09)", async () => {
    const { fetch, calls } = routedFetch({ commercekit_search_counts: () => jsonResponse({ status: 1, message: "" }) });
    await countSearch(createClient(testConfig(), { fetch }), "hoo", false, "n1");
    expect(calls.map((call) => [call.method, call.url])).toEqual([["GET", "/?commercekit-ajax=commercekit_search_counts&query=hoo&no_result=0&commercekit_nonce=n1"]]);
  });

  it("is null, and asks nothing, without CommerceKit", () => {
    const { fetch, calls } = routedFetch({});
    expect(countSearch(createClient(testConfig({ ckAjaxUrl: null }), { fetch }), "hoo", true, "n1")).toBeNull();
    expect(calls).toEqual([]);
  });
});
