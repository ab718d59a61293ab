import { describe, expect, it } from "vitest";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createClient } from "./client";
import { readWaitlistAnswer, SAVE_WAITLIST_ACTION, saveWaitlistEntry } from "./waitlist";

describe("saveWaitlistEntry, through the client's CommerceKit post", () => {
  it("posts product_id, email and commercekit_nonce to commercekit_save_waitlist and reads the answer (capture 37)", async () => {
    const { fetch, calls } = routedFetch({ [SAVE_WAITLIST_ACTION]: () => jsonResponse(capturedJson("37-commercekit_save_waitlist")) });
    const result = await saveWaitlistEntry(createClient(testConfig(), { fetch }), { productId: 50, email: "shopper@example.com", nonce: "d99608d53e" });
    expect(result).toEqual({ ok: true, value: { saved: true, message: "You have been added to the waiting list for this product!" } });
    expect(calls.map((call) => [call.method, call.url])).toEqual([["POST", "/?commercekit-ajax=commercekit_save_waitlist"]]);
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({ product_id: "50", email: "shopper@example.com", commercekit_nonce: "d99608d53e" });
  });

  it("is null, and posts nothing, without CommerceKit", () => {
    const { fetch, calls } = routedFetch({});
    expect(saveWaitlistEntry(createClient(testConfig({ ckAjaxUrl: null }), { fetch }), { productId: 50, email: "a@b.com", nonce: "n" })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("readWaitlistAnswer", () => {
  it("reads status 1 and \"1\" as saved, anything else as the server's refusal, and no message as no answer", () => {
    expect(readWaitlistAnswer({ status: "1", message: "ok" })).toEqual({ saved: true, message: "ok" });
    expect(readWaitlistAnswer({ status: 0, message: "no" })).toEqual({ saved: false, message: "no" });
    expect(readWaitlistAnswer(capturedJson("38-commercekit_save_waitlist-badnonce"))).toEqual({ saved: false, message: "Error on submitting for waiting list." });
    expect(readWaitlistAnswer({ status: 1 })).toBeNull();
    expect(readWaitlistAnswer(null)).toBeNull();
  });
});
