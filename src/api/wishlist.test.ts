import { describe, expect, it } from "vitest";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createClient } from "./client";
import {
  ADD_TO_CART_ACTION,
  addToCartCall,
  buttonCall,
  getWishlistCorrections,
  isCartCall,
  listRemoveCall,
  readWishlistAnswer,
  readWishlistUpdate,
  REMOVE_ACTION,
  SAVE_ACTION,
  sendWishlistCall,
  UPDATE_ACTION,
} from "./wishlist";

const bodyOf = (body: string | undefined): Record<string, string> => Object.fromEntries(new URLSearchParams(body));

describe("the wishlist's calls", () => {
  it("carry what CommerceKit's script sends (captures 39, 42, 43, 44)", () => {
    expect(buttonCall(false, "25", "full")).toEqual({ action: SAVE_ACTION, body: { product_id: "25", type: "full" } });
    expect(buttonCall(true, "25", "page")).toEqual({ action: REMOVE_ACTION, body: { product_id: "25", type: "page" } });
    expect(listRemoveCall("61", "1")).toEqual({ action: REMOVE_ACTION, body: { product_id: "61", wpage: "1", type: "list", reload: "1" } });
    expect(addToCartCall("61")).toEqual({ action: ADD_TO_CART_ACTION, body: { product_id: "61" } });
    expect(isCartCall(addToCartCall("61"))).toBe(true);
    expect(isCartCall(listRemoveCall("61", "1"))).toBe(false);
  });

  it("are posted with the nonce and read (capture 39); nothing is posted without CommerceKit", async () => {
    const { fetch, calls } = routedFetch({ [SAVE_ACTION]: () => jsonResponse(capturedJson("39-commercekit_save_wishlist-full")) });
    const result = await sendWishlistCall(createClient(testConfig(), { fetch }), buttonCall(false, "25", "full"), "d99608d53e");
    expect(result?.ok && result.value).toMatchObject({ ok: true, message: "Product added" });
    expect(calls.map((call) => call.url)).toEqual(["/?commercekit-ajax=commercekit_save_wishlist"]);
    expect(bodyOf(calls[0]?.body)).toEqual({ product_id: "25", type: "full", commercekit_nonce: "d99608d53e" });
    expect(sendWishlistCall(createClient(testConfig({ ckAjaxUrl: null }), { fetch }), addToCartCall("61"), "n")).toBeNull();
  });

  it("ask for the cached page's correction with the cards' and the product buttons' ids (capture 41)", async () => {
    const { fetch, calls } = routedFetch({ [UPDATE_ACTION]: () => jsonResponse(capturedJson("41-commercekit_wishlist_update")) });
    const result = await getWishlistCorrections(createClient(testConfig(), { fetch }), { mids: ["61", "62"], fids: ["25"] });
    expect(result?.ok && result.value.map(({ id, cls }) => [id, cls])).toEqual([["25", ".full"], ["61", ".mini"]]);
    expect(bodyOf(calls[0]?.body)).toEqual({ wlist_mids: "61,62", wlist_fids: "25" });
  });
});

describe("the wishlist's answers", () => {
  it("read status 1 (or \"1\") as done, keep the message and the markup, and refuse anything else", () => {
    expect(readWishlistAnswer({ status: "1", message: "ok" })).toEqual({ ok: true, message: "ok", html: "" });
    expect(readWishlistAnswer({ status: 0, message: "no", html: "<a></a>" })).toEqual({ ok: false, message: "no", html: "<a></a>" });
    expect(readWishlistAnswer({ message: "no status" })).toBeNull();
    expect(readWishlistAnswer(null)).toBeNull();
  });

  it("keep only corrections that name a product and a known button kind", () => {
    expect(readWishlistUpdate({ wlists: [{ id: "x", cls: ".full", html: "" }, { id: 7, cls: ".other", html: "" }, { id: 8, cls: ".mini", html: "<a></a>" }] })).toEqual([
      { id: "8", cls: ".mini", html: "<a></a>" },
    ]);
    expect(readWishlistUpdate({})).toBeNull();
  });
});
