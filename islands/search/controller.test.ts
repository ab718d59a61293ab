import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchAnswer } from "../../src/api/search";
import { createSearchController, SEARCH_DEBOUNCE_MS, searchTerm, type SearchDeps, type SearchKind } from "./controller";

const answer = (title: string): SearchAnswer => ({
  suggestions: [{ kind: "product", url: "/p/", title, titleParts: [{ text: title, match: false }], image: null, price: "", priceLabel: "", postType: "" }],
  total: 1,
  viewAllUrl: "/?s=x",
  nonceRefused: false,
});
const none: SearchAnswer = { suggestions: [], total: 0, viewAllUrl: "/?s=zz", nonceRefused: false };

interface Asked {
  kind: SearchKind;
  term: string;
  signal: AbortSignal;
  resolve(value: SearchAnswer | null): void;
}

function setup(options: Partial<Pick<SearchDeps, "otherResults" | "minChars">> = {}) {
  const asked: Asked[] = [];
  const count = vi.fn();
  const prepare = vi.fn();
  const controller = createSearchController({
    minChars: 3,
    otherResults: true,
    ...options,
    count,
    prepare,
    ask: (kind, term, signal) => new Promise((resolve) => asked.push({ kind, term, signal, resolve })),
  });
  return { controller, asked, count, prepare };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("search rules", () => {
  it("asks nothing below the minimum, counted without the spaces around the words", () => {
    expect(searchTerm("ho", 3)).toBeNull();
    expect(searchTerm("  ho  ", 3)).toBeNull();
    expect(searchTerm(" hoo ", 3)).toBe("hoo");
    const { controller, asked, prepare } = setup();
    controller.input("ho");
    vi.advanceTimersByTime(1000);
    expect(asked).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
    expect(controller.$view.get()).toEqual({ term: "", products: null, posts: null });
  });

  it("asks products and other results 200 ms after the last keystroke, the nonce fetched meanwhile", () => {
    const { controller, asked, prepare } = setup();
    controller.input("hoo");
    expect(prepare).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    controller.input("hood");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked.map(({ kind, term }) => [kind, term])).toEqual([
      ["product", "hood"],
      ["post", "hood"],
    ]);
    expect(controller.$view.get()).toEqual({ term: "hood", products: { status: "loading" }, posts: { status: "loading" } });
  });

  it("shows products and others as they come, and tells the counter whether products were found", async () => {
    const { controller, asked, count } = setup();
    controller.input("hoo");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    asked[1]?.resolve(answer("Size guide"));
    asked[0]?.resolve(none);
    await vi.runAllTimersAsync();
    expect(controller.$view.get()).toEqual({ term: "hoo", products: { status: "ready", answer: none }, posts: { status: "ready", answer: answer("Size guide") } });
    expect(count).toHaveBeenCalledExactlyOnceWith("hoo", true);
  });

  it("aborts the older term's calls and never shows their late answers", async () => {
    const { controller, asked } = setup();
    controller.input("hoo");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    controller.input("hood");
    expect(asked[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    asked[0]?.resolve(answer("Stale"));
    await vi.runAllTimersAsync();
    expect(controller.$view.get().products).toEqual({ status: "loading" });
    asked[2]?.resolve(answer("Hoodie"));
    await vi.runAllTimersAsync();
    expect(controller.$view.get().products).toEqual({ status: "ready", answer: answer("Hoodie") });
  });

  it("asks each term once: going back to a term shows its kept answers at once", async () => {
    const { controller, asked, count } = setup({ otherResults: false });
    controller.input("hoo");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    asked[0]?.resolve(answer("Hoodie"));
    await vi.runAllTimersAsync();
    controller.input("hood");
    controller.input("hoo");
    expect(controller.$view.get()).toEqual({ term: "hoo", products: { status: "ready", answer: answer("Hoodie") }, posts: null });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(asked).toHaveLength(1);
    expect(count).toHaveBeenCalledOnce();
  });

  it("shows a failed call as failed and asks again for the term later", async () => {
    const { controller, asked, count } = setup({ otherResults: false });
    controller.input("hoo");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    asked[0]?.resolve(null);
    await vi.runAllTimersAsync();
    expect(controller.$view.get().products).toEqual({ status: "failed" });
    expect(count).not.toHaveBeenCalled();
    controller.input("ho");
    controller.input("hoo");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(2);
  });

  it("stops its timer and its calls when disposed", () => {
    const { controller, asked } = setup();
    controller.input("hoo");
    controller.dispose();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(asked).toEqual([]);
  });
});
