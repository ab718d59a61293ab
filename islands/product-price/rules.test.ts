import { afterEach, describe, expect, it, vi } from "vitest";
import { readVariation, type Variation } from "../../src/stores/variation";
import { browserMotion } from "./animate";
import { badgeLabel, createPercentsLoader } from "./badge";
import { parseInventoryBarProps, parseProductPriceProps } from "./props";

const variation = (id: number): Variation => {
  const read = readVariation({ variation_id: id, attributes: {} });
  if (!read) throw new Error("bad variation");
  return read;
};
const PERCENTS = new Map([
  [47, "-36%"],
  [42, "-20%"],
]);

afterEach(() => vi.unstubAllGlobals());

describe("props", () => {
  it("product-price needs a positive integer productId", () => {
    expect(parseProductPriceProps({ productId: 25 })).toEqual({ ok: true, value: { productId: 25 } });
    expect(parseProductPriceProps({ productId: "25" })).toEqual({ ok: true, value: { productId: 25 } });
    for (const bad of [{}, { productId: 0 }, { productId: -3 }, { productId: 2.5 }, { productId: "x" }, null, [], "25"]) {
      expect(parseProductPriceProps(bad).ok).toBe(false);
    }
  });

  it("inventory-bar takes an object", () => {
    expect(parseInventoryBarProps({})).toEqual({ ok: true, value: {} });
    expect(parseInventoryBarProps({ extra: 1 })).toEqual({ ok: true, value: {} });
    expect(parseInventoryBarProps(null).ok).toBe(false);
    expect(parseInventoryBarProps([]).ok).toBe(false);
  });
});

describe("badgeLabel", () => {
  it("is the selected variation's label once the percentages arrived", () => {
    expect(badgeLabel(PERCENTS, variation(42))).toBe("-20%");
    expect(badgeLabel(PERCENTS, variation(47))).toBe("-36%");
  });

  it("is null (hidden) before the percentages, without a selection, or for a variation not on sale", () => {
    expect(badgeLabel(null, variation(42))).toBeNull();
    expect(badgeLabel(PERCENTS, null)).toBeNull();
    expect(badgeLabel(PERCENTS, variation(46))).toBeNull();
    expect(badgeLabel(new Map(), variation(42))).toBeNull();
  });
});

describe("createPercentsLoader", () => {
  it("asks once, however often it is called", async () => {
    const request = vi.fn(async () => ({ ok: true as const, percents: PERCENTS }));
    const loader = createPercentsLoader(request);
    expect(loader.current()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(request).toHaveBeenCalledTimes(1);
    expect(first).toBe(PERCENTS);
    expect(second).toBe(PERCENTS);
    expect(loader.current()).toBe(PERCENTS);
  });

  it("a failed or rejected request is final: null, and never asked again", async () => {
    for (const request of [
      vi.fn(async () => ({ ok: false as const, reason: "http" })),
      vi.fn(() => Promise.reject(new Error("boom"))),
    ]) {
      const loader = createPercentsLoader(request);
      await expect(loader.load()).resolves.toBeNull();
      await expect(loader.load()).resolves.toBeNull();
      expect(loader.current()).toBeNull();
      expect(request).toHaveBeenCalledTimes(1);
    }
  });
});

describe("browserMotion", () => {
  it("without IntersectionObserver the bar counts as visible at once", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onVisible = vi.fn();
    browserMotion.whenVisible(document.createElement("div"), onVisible);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it("calls back once, on the first intersecting entry, and disconnects; cancel disconnects too", () => {
    const instances: { callback: IntersectionObserverCallback; disconnect: ReturnType<typeof vi.fn>; observed: Element[] }[] = [];
    class FakeObserver {
      observed: Element[] = [];
      disconnect = vi.fn();
      constructor(public callback: IntersectionObserverCallback) {
        instances.push(this);
      }
      observe(element: Element): void {
        this.observed.push(element);
      }
    }
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const element = document.createElement("div");
    const onVisible = vi.fn();
    const cancel = browserMotion.whenVisible(element, onVisible);
    const [observer] = instances;
    if (!observer) throw new Error("no observer");
    expect(observer.observed).toEqual([element]);
    const entry = (isIntersecting: boolean) => ({ isIntersecting }) as IntersectionObserverEntry;
    observer.callback([entry(false)], {} as IntersectionObserver);
    expect(onVisible).not.toHaveBeenCalled();
    observer.callback([entry(true)], {} as IntersectionObserver);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(observer.disconnect).toHaveBeenCalledTimes(1);
    cancel();
    expect(observer.disconnect).toHaveBeenCalledTimes(2);
  });

  it("reads prefers-reduced-motion", () => {
    const query = vi.fn((media: string) => ({ matches: media === "(prefers-reduced-motion: reduce)" }));
    vi.stubGlobal("matchMedia", query);
    expect(browserMotion.reducedMotion()).toBe(true);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    expect(browserMotion.reducedMotion()).toBe(false);
    vi.stubGlobal("matchMedia", undefined);
    expect(browserMotion.reducedMotion()).toBe(false);
  });
});
