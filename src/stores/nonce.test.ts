import { afterEach, describe, expect, it, vi } from "vitest";
import { $nonce, adoptCachedNonce, ensureNonce, forgetNonce, NONCE_COOKIE, setNonceSource, withFreshNonce, withNonce } from "./nonce";

function source(nonce: string | null, cookie?: string) {
  const cookies = new Map<string, string>(cookie ? [[NONCE_COOKIE, cookie]] : []);
  const writes: [string, string, number][] = [];
  const fetchNonce = vi.fn(async () => nonce);
  setNonceSource({
    fetchNonce,
    readCookie: (name) => cookies.get(name),
    writeCookie: (name, value, days) => {
      writes.push([name, value, days]);
      cookies.set(name, value);
    },
  });
  return { fetchNonce, writes };
}

afterEach(() => setNonceSource(null));

describe("nonce", () => {
  it("is fetched once, kept in a cookie for 2 hours and shared by concurrent callers", async () => {
    const { fetchNonce, writes } = source("d99608d53e");
    const [a, b] = await Promise.all([ensureNonce(), ensureNonce()]);
    expect([a, b]).toEqual(["d99608d53e", "d99608d53e"]);
    expect(fetchNonce).toHaveBeenCalledOnce();
    expect(writes).toEqual([[NONCE_COOKIE, "d99608d53e", 2 / 24]]);
    expect($nonce.get()).toEqual({ status: "ready", value: "d99608d53e" });
  });

  it("is read from its cookie without a request", async () => {
    const { fetchNonce } = source("new", "cached");
    await expect(ensureNonce()).resolves.toBe("cached");
    expect(fetchNonce).not.toHaveBeenCalled();
  });

  it("makes calls that need it do nothing while it cannot be had", async () => {
    source(null);
    const action = vi.fn(async () => "sent");
    await expect(withNonce(action)).resolves.toBeNull();
    expect(action).not.toHaveBeenCalled();
    expect($nonce.get().status).toBe("failed");
  });

  it("passes the nonce to calls once ready, and is fetched anew after being forgotten (403)", async () => {
    const { fetchNonce } = source("abc");
    await expect(withNonce(async (nonce) => `sent ${nonce}`)).resolves.toBe("sent abc");
    forgetNonce();
    await ensureNonce();
    expect(fetchNonce).toHaveBeenCalledTimes(2);
  });

  it("asks once more with a fresh nonce when the first is refused, and only once", async () => {
    const { fetchNonce } = source("fresh", "stale");
    const sent: string[] = [];
    const outcome = await withFreshNonce(
      async (nonce) => {
        sent.push(nonce);
        return nonce === "stale" ? 403 : 200;
      },
      (status) => status === 403,
    );
    expect(outcome).toBe(200);
    expect(sent).toEqual(["stale", "fresh"]);
    expect(fetchNonce).toHaveBeenCalledOnce();
    const refusedTwice = await withFreshNonce(async () => 403, (status) => status === 403);
    expect(refusedTwice).toBe(403);
    expect(fetchNonce).toHaveBeenCalledTimes(2);
  });

  it("adopts a kept nonce without asking, and does nothing without one", () => {
    const { fetchNonce } = source("new");
    expect(adoptCachedNonce()).toBeNull();
    expect($nonce.get().status).toBe("idle");
    source("new", "kept");
    expect(adoptCachedNonce()).toBe("kept");
    expect($nonce.get()).toEqual({ status: "ready", value: "kept" });
    expect(fetchNonce).not.toHaveBeenCalled();
  });
});
