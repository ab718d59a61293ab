// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  removeWishlistAnswer,
  saveWishlistAnswer,
  WISHLIST_CART_REFUSED,
  WISHLIST_REMOVE_REFUSED,
  WISHLIST_SAVE_REFUSED,
  wishlistAddToCartAnswer,
  wishlistUpdateAnswer,
} from "./ajax-wishlist";
import { loadCatalogue } from "./catalogue";
import { parseCookies, SESSION_COOKIE } from "./cookies";
import type { RequestContext } from "./context";
import { FAULT_COOKIE } from "./faults";
import type { Answer } from "./http";
import { AJAX_DIR, CAPTURE_ORIGIN } from "./paths";
import { asRecord, Client, demoStoreForFile } from "./test-helpers";
import { Session, VisitorStore, WISHLIST_COOKIE } from "./visitors";

const catalogue = loadCatalogue();
const store = new VisitorStore("wishlist-test-secret");
const capturedBody = (name: string): string => readFileSync(path.join(AJAX_DIR, `${name}.json`), "utf8").trim();
const form = (fields: Record<string, string>): Map<string, string> => new Map(Object.entries(fields));
const bodyOf = (answer: Answer): Record<string, unknown> => asRecord(JSON.parse(String(answer.body)));

/** One browser on the capture's origin: each call gets a new Session with the cookies kept so far. */
class Browser {
  readonly cookies = new Map<string, string>();

  ctx(): RequestContext {
    return { origin: CAPTURE_ORIGIN, session: new Session(store, new Map(this.cookies)), catalogue };
  }

  call(handler: (ctx: RequestContext, fields: Map<string, string>) => Answer, fields: Record<string, string>): Answer {
    const ctx = this.ctx();
    const answer = handler(ctx, form({ commercekit_nonce: ctx.session.ckNonce, ...fields }));
    for (const [name, value] of parseCookies((answer.cookies ?? []).map((line) => line.split(";")[0]).join("; "))) this.cookies.set(name, value);
    return answer;
  }

  get wishlist(): readonly number[] {
    return this.ctx().session.wishlist;
  }
}

describe("commercekit_save_wishlist", () => {
  it("answers captures 39 and 40, setting the wishlist cookie on the first save only", () => {
    const browser = new Browser();
    const first = browser.call(saveWishlistAnswer, { product_id: "25", type: "full" });
    expect(first.body).toBe(capturedBody("39-commercekit_save_wishlist-full"));
    expect(first.headers["X-Robots-Tag"]).toBe("noindex");
    expect(first.cookies).toHaveLength(1);
    expect(first.cookies?.[0]).toMatch(/^commercekit_wishlist=[0-9a-f]{32}; expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT; Max-Age=31536000; path=\/$/);
    const second = browser.call(saveWishlistAnswer, { product_id: "61", type: "mini" });
    expect(second.body).toBe(capturedBody("40-commercekit_save_wishlist-mini"));
    expect(second.cookies ?? []).toEqual([]);
    expect(browser.wishlist).toEqual([25, 61]);
    browser.call(saveWishlistAnswer, { product_id: "25", type: "list" });
    expect(browser.wishlist).toEqual([25, 61]);
  });

  it("gives the browse link its text for type=page", () => {
    const answer = new Browser().call(saveWishlistAnswer, { product_id: "53", type: "page" });
    expect(bodyOf(answer).html).toBe(
      `<a href="${CAPTURE_ORIGIN}/wishlist/" class="commercekit-browse-wishlist" title="Wishlist"><em class="cg-wishlist-t"></em><span>Browse wishlist</span></a>`,
    );
  });

  it.each([
    ["a bad nonce", { product_id: "25", type: "full", commercekit_nonce: "bad" }],
    ["an unknown product", { product_id: "9999", type: "full" }],
    ["a variation", { product_id: "26", type: "full" }],
  ])("refuses %s with status 0 (HTTP 200), saving nothing and setting no cookie", (_, fields: Record<string, string>) => {
    const browser = new Browser();
    const answer = browser.call(saveWishlistAnswer, fields);
    expect(answer.status).toBe(200);
    expect(bodyOf(answer)).toEqual({ status: 0, message: WISHLIST_SAVE_REFUSED, html: "" });
    expect(answer.cookies ?? []).toEqual([]);
    expect(browser.cookies.has(WISHLIST_COOKIE)).toBe(false);
  });

  it("keeps each visitor's list apart", () => {
    const one = new Browser();
    const other = new Browser();
    one.call(saveWishlistAnswer, { product_id: "25", type: "full" });
    other.call(saveWishlistAnswer, { product_id: "61", type: "full" });
    expect([one.wishlist, other.wishlist]).toEqual([[25], [61]]);
  });
});

describe("commercekit_wishlist_update", () => {
  it("answers capture 41: the saved ones among the page's buttons, full and mini", () => {
    const browser = new Browser();
    browser.call(saveWishlistAnswer, { product_id: "25", type: "full" });
    browser.call(saveWishlistAnswer, { product_id: "61", type: "mini" });
    expect(browser.call(wishlistUpdateAnswer, { wlist_mids: "61,67", wlist_fids: "25" }).body).toBe(capturedBody("41-commercekit_wishlist_update"));
  });

  it("answers no ids for a visitor without a list, or for buttons of unsaved products", () => {
    expect(bodyOf(new Browser().call(wishlistUpdateAnswer, { wlist_mids: "61,67", wlist_fids: "25" }))).toEqual({ wlists: [] });
    const browser = new Browser();
    browser.call(saveWishlistAnswer, { product_id: "77", type: "list" });
    expect(new Browser().call(wishlistUpdateAnswer, {}).body).toBe('{"wlists":[]}');
    expect(bodyOf(browser.call(wishlistUpdateAnswer, { wlist_mids: "61", wlist_fids: "25" }))).toEqual({ wlists: [] });
    const both = bodyOf(browser.call(wishlistUpdateAnswer, { wlist_mids: "77", wlist_fids: "77", commercekit_nonce: "ignored" }));
    expect(both.wlists).toEqual([expect.objectContaining({ id: "77", cls: ".full" }), expect.objectContaining({ id: "77", cls: ".mini" })]);
  });
});

describe("commercekit_remove_wishlist", () => {
  it("answers capture 43 (the save link) and capture 44 (reload: the list re-rendered, here empty)", () => {
    const browser = new Browser();
    browser.call(saveWishlistAnswer, { product_id: "25", type: "full" });
    browser.call(saveWishlistAnswer, { product_id: "61", type: "mini" });
    expect(browser.call(removeWishlistAnswer, { product_id: "25", type: "full" }).body).toBe(capturedBody("43-commercekit_remove_wishlist-full"));
    expect(browser.wishlist).toEqual([61]);
    const reload = browser.call(removeWishlistAnswer, { product_id: "61", wpage: "1", type: "list", reload: "1" });
    expect(reload.body).toBe(capturedBody("44-commercekit_remove_wishlist-list-page"));
    expect(browser.wishlist).toEqual([]);
  });

  it("re-renders the products still saved, without the outer shortcode div", () => {
    const browser = new Browser();
    for (const id of ["25", "61", "67"]) browser.call(saveWishlistAnswer, { product_id: id, type: "list" });
    const html = String(bodyOf(browser.call(removeWishlistAnswer, { product_id: "61", type: "list", reload: "1" })).html);
    expect(html.startsWith('\t\n\t<div class="commercekit-wishlist"></div>\n\t<ul class="commercekit-wishlist-list products columns-4">')).toBe(true);
    expect(html).not.toContain("commercekit-wishlist-shortcode");
    expect([...html.matchAll(/<li class="product type-product post-(\d+) /g)].map((m) => m[1])).toEqual(["67", "25"]);
    expect(html).toContain('<span class="displaying-num">2 items</span>');
    expect(html).toContain(`href="${CAPTURE_ORIGIN}/product/baseball-cap/"`);
  });

  it("refuses a bad nonce with status 0, removing nothing", () => {
    const browser = new Browser();
    browser.call(saveWishlistAnswer, { product_id: "25", type: "full" });
    const answer = browser.call(removeWishlistAnswer, { product_id: "25", type: "full", commercekit_nonce: "bad" });
    expect([answer.status, bodyOf(answer)]).toEqual([200, { status: 0, message: WISHLIST_REMOVE_REFUSED, html: "" }]);
    expect(browser.wishlist).toEqual([25]);
  });
});

describe("commercekit_wishlist_addtocart", () => {
  it("answers capture 42, adds one to the visitor's cart and sends the cart cookies", () => {
    const browser = new Browser();
    const answer = browser.call(wishlistAddToCartAnswer, { product_id: "61" });
    expect(answer.body).toBe(capturedBody("42-commercekit_wishlist_addtocart"));
    expect(answer.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^woocommerce_cart_hash=[0-9a-f]{32}; path=\/$/)]));
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(browser.ctx().session.cart.lines).toEqual([expect.objectContaining({ productId: 61, variationId: 0, quantity: 1 })]);
    const again = browser.call(wishlistAddToCartAnswer, { product_id: "61" });
    expect(again.cookies).toEqual([expect.stringMatching(/^woocommerce_cart_hash=/)]);
    expect(browser.ctx().session.cart.lines[0]?.quantity).toBe(2);
  });

  it("adds a variable product's first variation", () => {
    const browser = new Browser();
    expect(bodyOf(browser.call(wishlistAddToCartAnswer, { product_id: "25" })).status).toBe(1);
    expect(browser.ctx().session.cart.lines).toEqual([expect.objectContaining({ productId: 25, variationId: 26, quantity: 1 })]);
  });

  it.each([
    ["a bad nonce", { product_id: "61", commercekit_nonce: "bad" }],
    ["an out-of-stock product", { product_id: "69" }],
    ["an unknown product", { product_id: "9999" }],
  ])("refuses %s with status 0, the cart unchanged", (_, fields: Record<string, string>) => {
    const browser = new Browser();
    const answer = browser.call(wishlistAddToCartAnswer, fields);
    expect([answer.status, bodyOf(answer)]).toEqual([200, { status: 0, message: WISHLIST_CART_REFUSED }]);
    expect(answer.cookies ?? []).toEqual([]);
    expect(browser.ctx().session.cart.lines).toEqual([]);
  });
});

describe("through the demo store", () => {
  const base = demoStoreForFile();

  /** A multipart body as CommerceKit's script (FormData) sends it. */
  const multipart = (fields: Record<string, string>): FormData => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it("takes multipart (CommerceKit's script) and urlencoded (our bundle) bodies alike", async () => {
    const client = new Client(base());
    const nonce = String(asRecord(await (await client.fetch("/?commercekit-ajax=commercekit_get_nonce")).json()).nonce);
    const saved = await client.fetch("/?commercekit-ajax=commercekit_save_wishlist", { method: "POST", body: multipart({ product_id: "25", type: "full", commercekit_nonce: nonce }) });
    expect(asRecord(await saved.json()).status).toBe(1);
    expect(client.cookies.get(WISHLIST_COOKIE)).toMatch(/^[0-9a-f]{32}$/);
    expect(asRecord(await client.postJson("/wp-admin/admin-ajax.php", { action: "commercekit_save_wishlist", product_id: "61", type: "mini", commercekit_nonce: nonce })).status).toBe(1);
    const update = asRecord(await client.postJson("/?commercekit-ajax=commercekit_wishlist_update", { wlist_mids: "61", wlist_fids: "25" }));
    expect(update.wlists).toEqual([expect.objectContaining({ id: "25", cls: ".full" }), expect.objectContaining({ id: "61", cls: ".mini" })]);
  });

  it.each(["commercekit_save_wishlist", "commercekit_remove_wishlist", "commercekit_wishlist_update", "commercekit_wishlist_addtocart"])(
    "faults %s by its name, changing nothing",
    async (name) => {
      const client = new Client(base());
      client.cookies.set(FAULT_COOKIE, `${name}:500`);
      const fields = { product_id: "61", type: "full", wlist_mids: "61" };
      expect((await client.post(`/?commercekit-ajax=${name}`, fields)).status).toBe(500);
      client.cookies.set(FAULT_COOKIE, `${name}:malformed`);
      expect(await (await client.post(`/?commercekit-ajax=${name}`, fields)).text()).toMatch(/^\{"fragments"/);
      client.cookies.set(FAULT_COOKIE, `${name}:html`);
      expect(await (await client.post(`/?commercekit-ajax=${name}`, fields)).text()).toContain('<body id="error-page">');
      expect(client.cookies.has(WISHLIST_COOKIE)).toBe(false);
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    },
  );
});
