/**
 * The client's cart mutations under the lock every tab shares (issue 16): which calls take it,
 * that two tabs' requests never overlap while each tab keeps its order, and that a request that
 * times out lets the other tabs go.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { capturedJson, hangingResponder, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import { webLocksLock, type CartLock, type LockManagerLike } from "./cart-lock";
import { CART_MUTATION_TIMEOUT_MS, createClient } from "./client";
import { cartRequest } from "./theme-api";

afterEach(() => {
  vi.useRealTimers();
});

/** A lock that records what ran under it. */
function recordingLock(): CartLock & { locked: number } {
  const lock = {
    kind: "web-locks" as const,
    locked: 0,
    run<T>(task: () => Promise<T>): Promise<T> {
      lock.locked += 1;
      return task();
    },
  };
  return lock;
}

/** Web Locks' exclusive mode: one holder at a time, in request order, for every tab of the origin. */
function originLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, callback) {
      const granted = tail.then(() => callback());
      tail = granted.then(
        () => undefined,
        () => undefined,
      );
      return granted;
    },
  };
}

const added = (): Response => jsonResponse(capturedJson("24-add_to_cart-simple"));
const later = (ms: number, answer: () => Response): Responder => () => new Promise((resolve) => setTimeout(() => resolve(answer()), ms));

describe("cart mutations take the lock of every tab", () => {
  it("add, remove, CommerceKit cart actions and the theme's requests do; reads do not", async () => {
    const lock = recordingLock();
    const { fetch } = routedFetch({
      add_to_cart: added,
      remove_from_cart: added,
      get_refreshed_fragments: added,
      commercekit_ajax_as_add_to_cart: () => jsonResponse({ status: 1 }),
      commercekit_wishlist_update: () => jsonResponse({ status: 1 }),
      my_plugin_add: () => jsonResponse({ ok: 1 }),
    });
    const client = createClient(testConfig(), { fetch, cartLock: lock });
    await client.addToCart({ product_id: "61" });
    await client.removeFromCart("key");
    await client.postCommerceKit("commercekit_ajax_as_add_to_cart", {}, (data) => data, { cart: true });
    await cartRequest(client, "/?wc-ajax=my_plugin_add", { product_id: 61 });
    expect(lock.locked).toBe(4);
    await client.getRefreshedFragments();
    await client.postCommerceKit("commercekit_wishlist_update", {}, (data) => data);
    expect(lock.locked).toBe(4);
    expect(client.cartLock).toBe(lock);
  });

  it("never lets two tabs' requests overlap, and keeps each tab's own order", async () => {
    const locks = originLocks();
    let inFlight = 0;
    let overlapped = false;
    const sent: string[] = [];
    const responder: Responder = (call) => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      sent.push(new URLSearchParams(call.body).get("product_id") ?? "");
      return new Promise((resolve) =>
        setTimeout(() => {
          inFlight -= 1;
          resolve(added());
        }, 5),
      );
    };
    const tab = () => createClient(testConfig(), { fetch: routedFetch({ add_to_cart: responder }).fetch, cartLock: webLocksLock(locks) });
    const [a, b] = [tab(), tab()];
    const results = await Promise.all([
      a.addToCart({ product_id: "a1" }),
      b.addToCart({ product_id: "b1" }),
      a.addToCart({ product_id: "a2" }),
      b.addToCart({ product_id: "b2" }),
      a.addToCart({ product_id: "a3" }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(overlapped).toBe(false);
    expect(sent.filter((id) => id.startsWith("a"))).toEqual(["a1", "a2", "a3"]);
    expect(sent.filter((id) => id.startsWith("b"))).toEqual(["b1", "b2"]);
  });

  it("lets the other tabs go when a request times out", async () => {
    vi.useFakeTimers();
    const locks = originLocks();
    const a = createClient(testConfig(), { fetch: routedFetch({ add_to_cart: hangingResponder() }).fetch, cartLock: webLocksLock(locks) });
    const bFetch = routedFetch({ add_to_cart: added });
    const b = createClient(testConfig(), { fetch: bFetch.fetch, cartLock: webLocksLock(locks) });
    const stuck = a.addToCart({ product_id: "61" });
    const next = b.addToCart({ product_id: "63" });
    await vi.advanceTimersByTimeAsync(CART_MUTATION_TIMEOUT_MS - 100);
    expect(bFetch.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await expect(stuck).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
    await expect(next).resolves.toMatchObject({ ok: true });
    expect(bFetch.calls).toHaveLength(1);
  });

  it("does not hold a tab's reads behind another tab's mutation", async () => {
    const locks = originLocks();
    const a = createClient(testConfig(), { fetch: routedFetch({ add_to_cart: hangingResponder() }).fetch, cartLock: webLocksLock(locks) });
    const b = createClient(testConfig(), { fetch: routedFetch({ get_refreshed_fragments: later(1, added) }).fetch, cartLock: webLocksLock(locks) });
    void a.addToCart({ product_id: "61" });
    await expect(b.getRefreshedFragments()).resolves.toMatchObject({ ok: true });
  });

  it("takes Web Locks unless the page's config turns the lock off", () => {
    Object.defineProperty(navigator, "locks", { value: originLocks(), configurable: true });
    try {
      expect(createClient(testConfig({ cartLock: true })).cartLock.kind).toBe("web-locks");
      expect(createClient(testConfig({ cartLock: false })).cartLock.kind).toBe("tab");
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
  });
});
