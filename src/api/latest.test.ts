import { describe, expect, it, vi } from "vitest";
import { createLatestLoader, type Outcome } from "./latest";

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
