// @vitest-environment node
import { readFileSync } from "node:fs";
import { escHtml, phpUrlencode } from "./wp-functions";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markMatches, postSearch, productSearch, searchAnswer, searchCountsAnswer, searchPriceHtml } from "./ajax-search";
import { loadCatalogue } from "./catalogue";
import type { RequestContext } from "./context";
import { FAULT_COOKIE } from "./faults";
import { AJAX_DIR, CAPTURE_ORIGIN } from "./paths";
import { asRecord, Client, demoStoreForFile } from "./test-helpers";
import { SEARCH_IDS_COOKIE, Session, VisitorStore } from "./visitors";
import { storeCards } from "./wishlist-page";

const catalogue = loadCatalogue();
const store = new VisitorStore("search-test-secret");
const visitor = (cookies: Record<string, string> = {}): RequestContext => ({
  origin: CAPTURE_ORIGIN,
  session: new Session(store, new Map(Object.entries(cookies))),
  catalogue,
});
const NONCE = visitor().session.ckNonce;
const query = (fields: Record<string, string>): Map<string, string> => new Map(Object.entries(fields));
/** A captured answer body, byte for byte. */
const capturedBody = (name: string): string => readFileSync(path.join(AJAX_DIR, `${name}.json`), "utf8").trim();
const bodyOf = (answer: { body: string | Buffer }): Record<string, unknown> => asRecord(JSON.parse(String(answer.body)));
const HOSTILE = `<img src=x onerror=alert(1)>"'&`;

describe("the product search", () => {
  it("answers capture 04 byte for byte (products by name, then the matching category)", () => {
    const answer = searchAnswer(visitor(), "cgkit_ajax_search_product", query({ query: "hood", commercekit_nonce: NONCE }));
    expect(answer.status).toBe(200);
    expect(answer.headers["Content-Type"]).toBe("application/json; charset=UTF-8");
    expect(answer.headers["Cache-Control"]).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    expect(answer.body).toBe(capturedBody("04-commercekit_ajax_search-product"));
  });

  it("answers the commercekit_ajax_search action the same (capture 08)", () => {
    const answer = searchAnswer(visitor(), "commercekit_ajax_search", query({ query: "hood", commercekit_nonce: NONCE }));
    expect(answer.body).toBe(capturedBody("08-commercekit_ajax_search-action"));
  });

  it("answers capture 06 when nothing matches, and capture 07 for a bad or missing nonce", () => {
    expect(searchAnswer(visitor(), "cgkit_ajax_search_product", query({ query: "zzzq", commercekit_nonce: NONCE })).body).toBe(
      capturedBody("06-commercekit_ajax_search-product-noresult"),
    );
    const refused: Record<string, string>[] = [{ query: "hood", commercekit_nonce: "bad" }, { query: "hood" }];
    for (const fields of refused) {
      expect(searchAnswer(visitor(), "cgkit_ajax_search_product", query(fields)).body).toBe(capturedBody("07-commercekit_ajax_search-product-badnonce"));
      expect(searchAnswer(visitor(), "cgkit_ajax_search_post", query(fields)).body).toBe(capturedBody("07-commercekit_ajax_search-product-badnonce"));
    }
  });

  it("builds other products' suggestions on the same pattern, from the catalogue and the 150×150 uploads", () => {
    const answer = productSearch(visitor(), "SHIRT");
    expect(answer.result_total).toBe(1);
    expect(answer.view_all_link).toBe(`${CAPTURE_ORIGIN}/?s=SHIRT&post_type=product`);
    expect(answer.suggestions.map((s) => s.url)).toEqual([`${CAPTURE_ORIGIN}/product/classic-t-shirt/`, `${CAPTURE_ORIGIN}/product-category/clothing/t-shirts/`]);
    const [shirt] = answer.suggestions;
    expect(shirt?.value).toBe("Classic T-&lt;span class=&quot;match-text&quot;&gt;Shirt&lt;/span&gt;");
    expect(shirt?.data).toContain(`<a href="${CAPTURE_ORIGIN}/product/classic-t-shirt/?cgkit_search_word=SHIRT" class="commercekit-ajs-product">`);
    expect(shirt?.data).toContain(`src="${CAPTURE_ORIGIN}/wp-content/uploads/2026/11/classic-t-shirt-150x150.png" class="attachment-thumbnail size-thumbnail wp-post-image" alt="Classic T-Shirt"`);
    expect(shirt?.data).toContain('<div class="commercekit-ajs-product-title">Classic T-<span class="match-text">Shirt</span></div>');
    expect(shirt?.data).toContain('<span class="screen-reader-text">Original price was: &pound;18.00.</span>');
  });

  it("matches in any case, lists every matching product by name and counts only products", () => {
    const answer = productSearch(visitor(), "a");
    const names = answer.suggestions.filter((s) => s.data.includes("commercekit-ajs-product")).map((s) => s.url.split("/")[4]);
    expect(names).toEqual(["baseball-cap", "canvas-sneakers", "classic-t-shirt", "gift-card", "knit-scarf", "rain-jacket", "slim-jeans", "tote-bag", "wool-beanie"]);
    expect(answer.result_total).toBe(names.length);
    expect(answer.suggestions.length).toBeGreaterThan(names.length);
  });

  it("prints each product's price as its shop card does", () => {
    for (const [id, card] of storeCards()) {
      const product = catalogue.get(id);
      if (!product) throw new Error(`no product ${id}`);
      const printed = /<span class="price">([\s\S]*?)<\/span>\n<\/div>/.exec(card)?.[1];
      expect(searchPriceHtml(visitor(), product), product.name).toBe(printed);
    }
  });
});

describe("the post search", () => {
  it("answers capture 05 byte for byte (title matches first, then the page that mentions the term)", () => {
    const answer = searchAnswer(visitor(), "cgkit_ajax_search_post", query({ query: "hood", commercekit_nonce: NONCE }));
    expect(answer.body).toBe(capturedBody("05-commercekit_ajax_search-post"));
  });

  it("finds nothing for a term no post holds", () => {
    expect(postSearch(visitor(), "zzzq")).toEqual({ suggestions: [], view_all_link: `${CAPTURE_ORIGIN}/?s=zzzq&cgkit_post_type=cgkit-post`, result_total: 0 });
  });
});

describe("a hostile term", () => {
  it("is echoed only escaped: urlencoded in links, never as markup", () => {
    for (const answer of [productSearch(visitor(), HOSTILE), postSearch(visitor(), HOSTILE)]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain("<img src=x");
      expect(text).not.toContain(`"'&`);
      expect(answer.view_all_link).toMatch(/\?s=%3Cimg\+src%3Dx\+onerror%3Dalert%281%29%3E%22%27%26&/);
    }
    // A term that matches, with hostile parts around the match in the title: escaped there too.
    expect(markMatches(`Tom & "Jerry's" <b>`, "jerry")).toBe('Tom &amp; &quot;<span class="match-text">Jerry</span>&#039;s&quot; &lt;b&gt;');
    const linked = productSearch(visitor(), "hood\"'&<");
    expect(linked.view_all_link).toBe(`${CAPTURE_ORIGIN}/?s=hood%22%27%26%3C&post_type=product`);
  });

  it("escapes like esc_html (entities kept) and encodes like urlencode", () => {
    expect(escHtml(`<a href="x">'&amp;&`)).toBe("&lt;a href=&quot;x&quot;&gt;&#039;&amp;&amp;");
    expect(phpUrlencode("a b~!*'()")).toBe("a+b%7E%21%2A%27%28%29");
  });
});

describe("commercekit_search_counts", () => {
  it("answers capture 09 with its cookie, and keeps the visitor's counted terms", () => {
    const answer = searchCountsAnswer(visitor(), query({ query: "hood", no_result: "0", commercekit_nonce: NONCE }));
    expect(answer.body).toBe(capturedBody("09-commercekit_search_counts"));
    const [cookie = ""] = answer.cookies ?? [];
    expect(cookie).toMatch(/^commercekit_search_ids=(\d+); expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT; Max-Age=172800; path=\/$/);
    const id = /=(\d+);/.exec(cookie)?.[1] ?? "";
    const next = visitor({ [SEARCH_IDS_COOKIE]: id });
    expect(next.session.searchedTerms).toEqual(["hood"]);
    const second = searchCountsAnswer(next, query({ query: "zzzq", no_result: "1", commercekit_nonce: NONCE }));
    expect(second.cookies?.[0]).toMatch(new RegExp(`^commercekit_search_ids=${id}%2C\\d+;`));
    expect(next.session.searchedTerms).toEqual(["hood", "zzzq"]);
  });

  it("counts nothing without a term or with a bad nonce", () => {
    for (const fields of [{ query: "", commercekit_nonce: NONCE }, { query: "hood", commercekit_nonce: "bad" }]) {
      const ctx = visitor();
      const answer = searchCountsAnswer(ctx, query(fields));
      expect(JSON.parse(String(answer.body))).toEqual({ status: 0, message: "" });
      expect(answer.cookies ?? []).toEqual([]);
      expect(ctx.session.searchedTerms).toEqual([]);
    }
  });
});

describe("through the demo store", () => {
  const base = demoStoreForFile();

  it("routes the flags on any path (no ajax headers, capture 04) and the actions on both ajax URLs", async () => {
    const client = new Client(base());
    const nonce = String(bodyOf({ body: await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce")).text() }).nonce);
    const flag = await client.fetch(`/shop/?cgkit_ajax_search_product=1&query=hood&commercekit_nonce=${nonce}`);
    expect(flag.headers.get("x-robots-tag")).toBeNull();
    expect(bodyOf({ body: await flag.text() }).result_total).toBe(2);
    const posts = await client.fetch(`/product/hoodie/?cgkit_ajax_search_post=1&query=hood&commercekit_nonce=${nonce}`);
    expect(bodyOf({ body: await posts.text() }).result_total).toBe(3);
    const action = await client.fetch(`/wp-admin/admin-ajax.php?action=commercekit_ajax_search&query=hood&commercekit_nonce=${nonce}`);
    expect(action.headers.get("x-robots-tag")).toBe("noindex");
    expect(bodyOf({ body: await action.text() }).result_total).toBe(2);
    const counts = await client.fetch(`/?commercekit-ajax=commercekit_search_counts&query=hood&no_result=0&commercekit_nonce=${nonce}`);
    expect(await counts.json()).toEqual({ status: 1, message: "" });
    expect(client.cookies.get(SEARCH_IDS_COOKIE)).toMatch(/^\d+$/);
  });

  it.each([
    ["cgkit_ajax_search_product", "/?cgkit_ajax_search_product=1&query=hood"],
    ["cgkit_ajax_search_post", "/?cgkit_ajax_search_post=1&query=hood"],
    ["commercekit_ajax_search", "/?commercekit-ajax=commercekit_ajax_search&query=hood"],
    ["commercekit_search_counts", "/?commercekit-ajax=commercekit_search_counts&query=hood&no_result=0"],
  ])("faults %s by its name", async (name, url) => {
    const client = new Client(base());
    client.cookies.set(FAULT_COOKIE, `${name}:500`);
    expect((await client.fetch(url)).status).toBe(500);
    client.cookies.set(FAULT_COOKIE, `${name}:403`);
    const refused = await client.fetch(url);
    expect([refused.status, await refused.text()]).toEqual([403, "-1"]);
    client.cookies.set(FAULT_COOKIE, `${name}:empty`);
    expect(await (await client.fetch(url)).text()).toBe("");
    expect(client.cookies.has(SEARCH_IDS_COOKIE)).toBe(false);
  });
});
