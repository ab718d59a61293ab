import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api/client";
import { SAVE_WAITLIST_ACTION } from "../../src/api/waitlist";
import { $nonce, setNonceSource } from "../../src/stores/nonce";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { MESSAGES } from "./strings";
import { saveWaitlist } from "./submit";

function client(answer: Responder, config = testConfig()) {
  const recorded = routedFetch({ [SAVE_WAITLIST_ACTION]: answer });
  return { client: createClient(config, { fetch: recorded.fetch }), calls: recorded.calls };
}

beforeEach(() => {
  const cookies = new Map<string, string>();
  setNonceSource({
    fetchNonce: () => Promise.resolve("d99608d53e"),
    readCookie: (name) => cookies.get(name),
    writeCookie: (name, value) => void cookies.set(name, value),
  });
});
afterEach(() => setNonceSource(null));

describe("saveWaitlist", () => {
  it("posts product_id, email and commercekit_nonce to commercekit_save_waitlist (capture 37)", async () => {
    const { client: c, calls } = client(() => jsonResponse(capturedJson("37-commercekit_save_waitlist")));
    const outcome = await saveWaitlist(c, 50, "shopper@example.com");
    expect(outcome).toEqual({ kind: "success", message: "You have been added to the waiting list for this product!" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url).toBe("/?commercekit-ajax=commercekit_save_waitlist");
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      product_id: "50",
      email: "shopper@example.com",
      commercekit_nonce: "d99608d53e",
    });
  });

  it("gives the server's error message (capture 38)", async () => {
    const { client: c } = client(() => jsonResponse(capturedJson("38-commercekit_save_waitlist-badnonce")));
    expect(await saveWaitlist(c, 50, "shopper@example.com")).toEqual({ kind: "error", message: "Error on submitting for waiting list." });
  });

  it("asks once more with a fresh nonce after a 403, and forgets it and says so after a second", async () => {
    const { client: c, calls } = client(() => htmlResponse("-1", 403));
    expect(await saveWaitlist(c, 50, "a@b.com")).toEqual({ kind: "failed", message: MESSAGES.expired });
    expect(calls).toHaveLength(2);
    expect($nonce.get().status).toBe("idle");
  });

  it("joins with the fresh nonce when only the first was refused", async () => {
    let refused = false;
    const { client: c, calls } = client(() => {
      if (refused) return jsonResponse(capturedJson("37-commercekit_save_waitlist"));
      refused = true;
      return htmlResponse("-1", 403);
    });
    expect((await saveWaitlist(c, 50, "a@b.com"))?.kind).toBe("success");
    expect(calls).toHaveLength(2);
  });

  it.each([
    ["malformed JSON", () => new Response("{nope", { status: 200, headers: { "Content-Type": "application/json" } })],
    ["an HTML page", () => htmlResponse("<html>oops</html>")],
    ["a 500", () => htmlResponse("error", 500)],
    ["JSON without a message", () => jsonResponse({ status: 1 })],
    ["an empty body", () => new Response("", { status: 200 })],
  ])("ends %s in a clear message", async (_, answer: Responder) => {
    const { client: c } = client(answer);
    expect(await saveWaitlist(c, 50, "a@b.com")).toEqual({ kind: "failed", message: MESSAGES.unexpected });
  });

  it("ends a timeout in a clear message", async () => {
    const { client: c } = client(hangingResponder());
    const { vi } = await import("vitest");
    vi.useFakeTimers();
    const pending = saveWaitlist(c, 50, "a@b.com");
    await vi.advanceTimersByTimeAsync(20000);
    vi.useRealTimers();
    expect(await pending).toEqual({ kind: "failed", message: MESSAGES.timeout });
  });

  it("sends nothing while the nonce cannot be had", async () => {
    setNonceSource({ fetchNonce: () => Promise.resolve(null), readCookie: () => undefined, writeCookie: () => undefined });
    const { client: c, calls } = client(() => jsonResponse(capturedJson("37-commercekit_save_waitlist")));
    expect(await saveWaitlist(c, 50, "a@b.com")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
