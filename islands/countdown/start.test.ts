import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { COUNTDOWN_TOTAL_ACTION } from "../../src/api/countdown";
import type { IslandContext } from "../../src/runtime/types";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { browserCookies, createCountdown, type Countdown } from "./controller";
import type { TimerSettings } from "./settings";
import { startCountdown } from "./start";
import { fakeJar } from "./testing";

const REGULAR: TimerSettings = { timer: 19800, mode: "regular", restart: "none", key: "ckit_baab0994186dae0f5cf68a3134b15d45", location: "product", index: 0, hideTimer: false };
const DATE_RANGE: TimerSettings = { ...REGULAR, timer: 31564013, key: "", index: 1, hideTimer: true };

/** A countdown that only records what it was told to count from. */
function recorder(): Countdown & { begun: number[] } {
  const begun: number[] = [];
  const countdown = createCountdown(REGULAR);
  return { ...countdown, begun, begin: (seconds) => void begun.push(seconds) };
}

function contextAnswering(answer: Responder | null, overrides: Record<string, unknown> = {}) {
  const { fetch, calls } = routedFetch(answer ? { [COUNTDOWN_TOTAL_ACTION]: answer } : {});
  const config = testConfig({ requestTimeout: 30, ...overrides });
  const controller = new AbortController();
  const context: IslandContext = { config, client: createClient(config, { fetch }), signal: controller.signal };
  return { context, calls, abort: () => controller.abort() };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 60));

describe("a regular timer", () => {
  it("counts from its cookie or the page at once, and makes no call (CommerceKit answers status 0 for it: capture 22)", () => {
    const { context, calls } = contextAnswering(() => jsonResponse(capturedJson("22-commercekit_get_countdown_total-regular")));
    const withCookie = recorder();
    startCountdown(withCookie, REGULAR, context, fakeJar({ [REGULAR.key]: "1200" }).jar);
    const without = recorder();
    startCountdown(without, REGULAR, context, fakeJar().jar);
    expect(withCookie.begun).toEqual([1200]);
    expect(without.begun).toEqual([19800]);
    expect(calls).toEqual([]);
  });
});

describe("a date-range timer", () => {
  it("asks commercekit_get_countdown_total for its index and counts from the total", async () => {
    const { context, calls } = contextAnswering(() => jsonResponse(capturedJson("21-commercekit_get_countdown_total-daterange")));
    const countdown = recorder();
    startCountdown(countdown, DATE_RANGE, context, fakeJar().jar);
    expect(countdown.begun).toEqual([]);
    await settle();
    expect(countdown.begun).toEqual([31564002]);
    expect(calls.map((call) => [call.url, call.body])).toEqual([["/?commercekit-ajax=commercekit_get_countdown_total", "index=1"]]);
  });

  it.each([
    ["status 0", () => jsonResponse(capturedJson("22-commercekit_get_countdown_total-regular"))],
    ["a 500 error page", () => htmlResponse("<html><body>There has been a critical error</body></html>", 500)],
    ["a 403", () => htmlResponse("-1", 403)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>")],
    ["malformed JSON", () => new Response('{"status":1,"total":', { headers: { "Content-Type": "application/json" } })],
    ["an empty body", () => htmlResponse("")],
    ["a negative total", () => jsonResponse({ status: 1, total: -20 })],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["no answer in time", hangingResponder()],
  ])("falls back to the page's settings (data-timer) after %s", async (_, answer) => {
    const { context } = contextAnswering(answer);
    const countdown = recorder();
    startCountdown(countdown, DATE_RANGE, context, fakeJar().jar);
    await settle();
    expect(countdown.begun).toEqual([31564013]);
  });

  it("counts from the page at once without CommerceKit (no call to make)", () => {
    const { context, calls } = contextAnswering(null, { ckAjaxUrl: "" });
    const countdown = recorder();
    startCountdown(countdown, DATE_RANGE, context, fakeJar().jar);
    expect(countdown.begun).toEqual([31564013]);
    expect(calls).toEqual([]);
  });

  it("does nothing once the island is torn down", async () => {
    const { context, abort } = contextAnswering(() => jsonResponse(capturedJson("21-commercekit_get_countdown_total-daterange")));
    const countdown = recorder();
    startCountdown(countdown, DATE_RANGE, context, fakeJar().jar);
    abort();
    await settle();
    expect(countdown.begun).toEqual([]);
  });
});

describe("blocked cookies", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "cookie");
  });

  it("never throw: the timer counts from the page and keeps nothing", () => {
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      set: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    vi.useFakeTimers();
    const { context } = contextAnswering(null);
    const countdown = createCountdown(REGULAR);
    try {
      expect(() => startCountdown(countdown, REGULAR, context, browserCookies)).not.toThrow();
      expect(countdown.$state.get().seconds).toBe(19800);
      expect(() => vi.advanceTimersByTime(3000)).not.toThrow();
      expect(countdown.$state.get().seconds).toBe(19797);
    } finally {
      countdown.dispose();
      vi.useRealTimers();
    }
  });
});

describe("the cookie in the browser (js-cookie)", () => {
  it("lasts 30 days at the product location and the session elsewhere", () => {
    const written: string[] = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => void written.push(value));
    browserCookies.write("ckit_a", "19800", 30);
    browserCookies.write("ckit_b", "900", undefined);
    const [product, checkout] = written;
    const expires = /expires=([^;]+)/.exec(product ?? "")?.[1] ?? "";
    expect(product).toMatch(/^ckit_a=19800;/);
    expect(product).toMatch(/; path=\/(;|$)/);
    expect(Math.round((Date.parse(expires) - Date.now()) / 86_400_000)).toBe(30);
    expect(checkout).toMatch(/^ckit_b=900;/);
    expect(checkout).not.toMatch(/expires=/i);
  });
});
