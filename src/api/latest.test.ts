import { describe, expect, it, vi } from "vitest";
import { atom } from "nanostores";
import { createLatestLoader, followLatest, type Outcome } from "./latest";

function deferred() {
  let resolve: (outcome: Outcome<string>) => void = () => undefined;
  const promise = new Promise<Outcome<string>>((done) => (resolve = done));
  return { promise, resolve };
}

describe("createLatestLoader", () => {
  it("asks each key once, the same key on its way once, and caches failures too", async () => {
    const request = vi.fn((key: string) => Promise.resolve<Outcome<string>>(key === "bad" ? { ok: false, reason: "http" } : { ok: true, value: key }));
    const loader = createLatestLoader(request);
    const [first, second] = await Promise.all([loader.load("a"), loader.load("a")]);
    expect(first).toEqual({ ok: true, value: "a" });
    expect(second).toBe(first);
    await loader.load("bad");
    await loader.load("bad");
    expect(loader.cached("bad")).toEqual({ ok: false, reason: "http" });
    expect(request.mock.calls.map(([key]) => key)).toEqual(["a", "bad"]);
  });

  it("aborts the older request for a new key, resolves it null and does not cache it", async () => {
    const pending = [deferred(), deferred()];
    const signals: AbortSignal[] = [];
    const loader = createLatestLoader((_key, signal) => {
      signals.push(signal);
      return pending[signals.length - 1]?.promise ?? Promise.reject(new Error("unexpected"));
    });
    const old = loader.load("a");
    const next = loader.load("b");
    expect(signals[0]?.aborted).toBe(true);
    pending[0]?.resolve({ ok: true, value: "a" });
    pending[1]?.resolve({ ok: true, value: "b" });
    await expect(old).resolves.toBeNull();
    await expect(next).resolves.toEqual({ ok: true, value: "b" });
    expect(loader.cached("a")).toBeUndefined();
  });

  it("turns a throwing request into a failure", async () => {
    const loader = createLatestLoader(() => Promise.reject(new Error("boom")));
    await expect(loader.load("a")).resolves.toEqual({ ok: false, reason: "boom" });
  });
});

describe("followLatest", () => {
  it("shows each key's answer once, restores on no key and on teardown, then stops following", async () => {
    const key = atom<string | null>(null);
    const asked: string[] = [];
    const loader = createLatestLoader<string>((k) => {
      asked.push(k);
      return Promise.resolve({ ok: true, value: `answer ${k}` });
    });
    const shown: string[] = [];
    let restored = 0;
    const teardown = new AbortController();
    const show = (outcome: Outcome<string>): void => void shown.push(outcome.ok ? outcome.value : "failed");
    followLatest((listener) => key.subscribe(listener), loader, { show, restore: () => (restored += 1) }, teardown.signal);
    expect(restored).toBe(1);
    key.set("7");
    await vi.waitFor(() => expect(shown).toEqual(["answer 7"]));
    key.set(null);
    key.set("7");
    expect(shown).toEqual(["answer 7", "answer 7"]);
    expect(asked).toEqual(["7"]);
    teardown.abort();
    expect(restored).toBe(3);
    key.set("8");
    expect(asked).toEqual(["7"]);
  });
});
