// @vitest-environment node
import { describe, expect, it } from "vitest";
import { capturedJson } from "../../src/testing/fixtures";
import { saveWaitlistAnswer, WAITLIST_JOINED, WAITLIST_REFUSED } from "./ajax-waitlist";

const ctx = { session: { ckNonce: "d99608d53e" } };
const form = (fields: Record<string, string>) => new Map(Object.entries(fields));
const good = { product_id: "50", email: "shopper@example.com", commercekit_nonce: "d99608d53e" };

describe("saveWaitlistAnswer", () => {
  it("answers capture 37 for a good entry, as JSON with no-cache headers", () => {
    const answer = saveWaitlistAnswer(ctx, form(good));
    expect(answer.status).toBe(200);
    expect(answer.headers["Content-Type"]).toBe("application/json; charset=UTF-8");
    expect(JSON.parse(String(answer.body))).toEqual(capturedJson("37-commercekit_save_waitlist"));
    expect(WAITLIST_JOINED).toBe("You have been added to the waiting list for this product!");
  });

  it.each([
    ["a bad nonce", { ...good, commercekit_nonce: "bad" }],
    ["no nonce", { product_id: "50", email: "shopper@example.com" }],
    ["a bad email", { ...good, email: "shopper@example" }],
    ["no product", { ...good, product_id: "0" }],
  ])("answers capture 38 for %s (HTTP 200)", (_, fields: Record<string, string>) => {
    const answer = saveWaitlistAnswer(ctx, form(fields));
    expect(answer.status).toBe(200);
    expect(JSON.parse(String(answer.body))).toEqual(capturedJson("38-commercekit_save_waitlist-badnonce"));
    expect(WAITLIST_REFUSED).toBe("Error on submitting for waiting list.");
  });
});
