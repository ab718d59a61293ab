/**
 * A timer counts and is painted on CommerceKit's markup before its tree mounts (early.ts,
 * paint.ts; docs/decisions/0045-timer-before-react.md): the painted markup is what the tree
 * renders, the tree takes over the same clock, and a product timer hides for the chosen option
 * before its tree as after.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import type { IslandContext } from "../../src/runtime/types";
import { testConfig, routedFetch } from "../../src/testing/fixtures";
import { freshIslandTests } from "../../src/testing/islands";
import { readVariation, setVariationState } from "../../src/stores/variation";
import { rendered } from "../../src/testing/react";
import { startEarlyTimer } from "./early";
import { countdownIsland } from "./index";
import { mountCountdown } from "./mount";
import { fakeJar, fakeTab, manualClock, placeCapturedTimers } from "./testing";

const teardown = freshIslandTests();
const context = (): IslandContext => {
  const config = testConfig();
  return { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown().signal };
};

const digits = (island: Element): string[] => Array.from(island.querySelectorAll(".commercekit-timer-digit"), (digit) => digit.textContent ?? "");

function startCheckoutTimer() {
  const [island] = placeCapturedTimers("checkout-with-items.html");
  if (!island) throw new Error("no timer");
  const clock = manualClock();
  const jar = fakeJar();
  const shared = context();
  startEarlyTimer(island, shared, { clock: clock.clock, visibility: fakeTab().visibility, cookies: jar.jar });
  return { island, clock, jar, shared };
}

/** The timer's markup without the island's wrapper and props: what the shopper sees (style attributes without their spaces). */
const shownMarkup = (island: Element): string =>
  (island.querySelector('[id="commercekit-timer-wrap"]')?.outerHTML ?? "").replace(/style="[^"]*"/g, (style) => style.replace(/\s/g, ""));

describe("a timer before its tree", () => {
  it("counts on CommerceKit's own markup from the load: digits, the blocks of 0 hidden, role and the screen readers' text", () => {
    const { island, clock, jar } = startCheckoutTimer();
    const timer = island.querySelector<HTMLElement>("[data-timer]");
    expect(digits(island)).toEqual(["00", "00", "15", "00"]);
    expect(Array.from(island.querySelectorAll<HTMLElement>(".commercekit-timer-block"), (block) => block.style.display)).toEqual(["none", "none", "inline-flex", ""]);
    expect(timer?.style.visibility).toBe("visible");
    expect(timer?.getAttribute("role")).toBe("timer");
    expect(island.querySelector(".commercekit-timer-blocks")?.getAttribute("aria-hidden")).toBe("true");
    expect(timer?.querySelector(".screen-reader-text")?.textContent).toBe("15 minutes");
    expect(jar.last()).toEqual(["ckit_ecf0783272ac3da2b66badd28d18d0a3", "900", undefined]);
    clock.advance(61_000);
    expect(digits(island)).toEqual(["00", "00", "13", "59"]);
    expect(timer?.querySelectorAll(".screen-reader-text")).toHaveLength(1);
    clock.advance(900_000);
    expect(timer?.style.display).toBe("none");
    expect(timer?.nextElementSibling?.getAttribute("style")).toContain("display: block");
  });

  it("is what the tree renders: the mount takes over the same clock, and the markup is the same before and after", async () => {
    const { island, clock, shared } = startCheckoutTimer();
    clock.advance(5000);
    const painted = shownMarkup(island);
    await mountCountdown(island, shared);
    await rendered();
    expect(shownMarkup(island)).toBe(painted);
    clock.advance(1000);
    await rendered();
    expect(digits(island)).toEqual(["00", "00", "14", "54"]);
    expect(island.querySelectorAll("[data-timer]")).toHaveLength(1);
  });

  it("keeps a class another island set on the timer before the tree mounted (the inventory bar's divider)", async () => {
    const [island] = placeCapturedTimers("product-variable-hoodie.html");
    if (!island) throw new Error("no timer");
    const shared = context();
    startEarlyTimer(island, shared, { clock: manualClock().clock, visibility: fakeTab().visibility, cookies: fakeJar().jar });
    island.querySelector("[data-timer]")?.classList.add("has-cg-inventory");
    await mountCountdown(island, shared);
    await rendered();
    expect(island.querySelector("[data-timer]")?.className).toBe("product has-cg-inventory");
  });

  it("knows the printed parts by their place as printed: a node another script put into the timer before the mount shifts nothing", async () => {
    const { island, clock, shared } = startCheckoutTimer();
    const timer = island.querySelector("[data-timer]");
    timer?.prepend(Object.assign(document.createElement("p"), { textContent: "another script's note" }));
    await mountCountdown(island, shared);
    await rendered();
    clock.advance(2000);
    await rendered();
    expect(digits(island)).toEqual(["00", "00", "14", "58"]);
    expect(island.querySelectorAll("[data-timer]")).toHaveLength(1);
    expect(island.querySelector("[data-timer]")?.getAttribute("role")).toBe("timer");
  });

  it("starts one clock per timer: an arm's import that arrives after the mount started it gets the same", async () => {
    const [island] = placeCapturedTimers("checkout-with-items.html");
    if (!island) throw new Error("no timer");
    const shared = context();
    const clock = manualClock();
    await mountCountdown(island, shared, { clock: clock.clock, visibility: fakeTab().visibility, cookies: fakeJar().jar });
    const late = manualClock();
    startEarlyTimer(island, shared, { clock: late.clock, visibility: fakeTab().visibility, cookies: fakeJar().jar });
    expect([clock.pending(), late.pending()]).toEqual([1, 0]);
  });
});

describe("the arm", () => {
  // Without an IntersectionObserver every element counts as in view (happy-dom's never reports one).
  beforeEach(() => vi.stubGlobal("IntersectionObserver", undefined));
  afterEach(() => vi.unstubAllGlobals());

  const arm = (island: HTMLElement): Promise<void> | void => {
    const prepared = countdownIsland.prepare({}, island);
    if (!prepared.ok) throw new Error(prepared.error);
    return prepared.value.arm(island, context());
  };

  it("paints a checkout timer at once and mounts it at the shopper's first interaction with the page", async () => {
    const [island] = placeCapturedTimers("checkout-with-items.html");
    if (!island) throw new Error("no timer");
    let due = false;
    void arm(island)?.then(() => (due = true));
    await vi.waitFor(() => expect(island.querySelector("[data-timer]")?.getAttribute("role")).toBe("timer"));
    // Focus alone is not the shopper's: a popup that opens by itself moves it.
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(due).toBe(false);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.waitFor(() => expect(due).toBe(true));
  });

  it("starts a timer out of view only when it comes into view, as the tree used to mount", async () => {
    vi.unstubAllGlobals();
    const [island] = placeCapturedTimers("checkout-with-items.html");
    if (!island) throw new Error("no timer");
    const before = shownMarkup(island);
    void arm(island);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownMarkup(island)).toBe(before);
  });

  it("paints a product page's timer too, hidden while the chosen option cannot be bought, as its tree hides it", async () => {
    const [island] = placeCapturedTimers("product-variable-hoodie.html");
    if (!island) throw new Error("no timer");
    void arm(island);
    await vi.waitFor(() => expect(island.querySelector("[data-timer]")?.getAttribute("role")).toBe("timer"));
    const wrap = island.querySelector<HTMLElement>('[id="commercekit-timer-wrap"]');
    const variation = readVariation({ variation_id: 30, attributes: {}, is_in_stock: false, is_purchasable: true, variation_is_visible: true });
    if (!variation) throw new Error("bad variation");
    await vi.waitFor(() => {
      setVariationState({ kind: "unavailable", variation });
      expect(wrap?.style.display).toBe("none");
    });
    setVariationState({ kind: "found", variation: { ...variation, isInStock: true } });
    expect(wrap?.style.display).toBe("");
    setVariationState({ kind: "none" });
  });
});
