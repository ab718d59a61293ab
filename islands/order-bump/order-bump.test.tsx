import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $cart, $cartAnnouncement } from "../../src/stores/cart";
import { $nonce, setNonceSource } from "../../src/stores/nonce";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, type Responder } from "../../src/testing/fixtures";
import { freshIslandTests } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { orderBump } from "./mount";
import { STEERING_MS } from "./useCarousel";
import { PROPS, placeBumps, storeFor, type Captured } from "./testing";
import { forgetCountedViews } from "./views";

const teardown = freshIslandTests(() => {
  setNonceSource(null);
  forgetCountedViews();
  document.body.innerHTML = "";
});
let jq: FakeJQuery;
beforeEach(() => {
  jq = installFakeJQuery();
  sessionStorage.clear();
  $cartAnnouncement.set("");
});
afterEach(() => {
  jq.uninstall();
  vi.useRealTimers();
});

async function mounted(source: Captured, routes: Record<string, Responder> = {}) {
  const store = storeFor(routes, teardown().signal);
  const island = placeBumps(source);
  await orderBump.mount(island, PROPS, store.context);
  await rendered();
  return { ...store, island };
}

const button = (island: Element, name: string): HTMLButtonElement => {
  const found = Array.from(island.querySelectorAll<HTMLButtonElement>("button")).find((candidate) => candidate.textContent?.replace(/\s+/g, " ").trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const items = (island: Element): HTMLElement[] => Array.from(island.querySelectorAll<HTMLElement>(".commercekit-order-bump"));
const arrow = (island: Element, which: "prev" | "next"): HTMLButtonElement | null => island.querySelector<HTMLButtonElement>(`button.ckobp-${which}`);

describe("the checkout's bump (one item: Striped Socks)", () => {
  it("renders 'Click to add' as a button named with the product, in place of the server's submit", async () => {
    const { island } = await mounted("checkout");
    const add = button(island, "Click to add Striped Socks");
    expect(add.type).toBe("button");
    expect(add.getAttribute("aria-disabled")).toBeNull();
    expect(island.querySelector('button[name="add-to-cart"]')).toBeNull();
    // One item: no carousel, no arrows, nothing painted on the wrap.
    expect(island.querySelector(".commercekit-order-bump-wrap")?.getAttribute("role")).toBeNull();
    expect(arrow(island, "prev")).toBeNull();
    expect(items(island)[0]?.hasAttribute("inert")).toBe(false);
  });

  it("adds through the cart queue with the nonce, refreshes the cart, updates the checkout and announces it", async () => {
    const { island, calls } = await mounted("checkout");
    const add = button(island, "Click to add Striped Socks");
    add.click();
    await rendered();
    expect(add.getAttribute("aria-disabled")).toBe("true");
    await vi.waitFor(() => expect(add.classList.contains("added")).toBe(true));
    expect(calls.map((call) => `${call.method} ${call.url} ${call.body}`).filter((call) => !call.includes("orderbump_views"))).toEqual([
      "POST /?commercekit-ajax=commercekit_order_bump_add product_id=73&commercekit_nonce=n1",
      expect.stringMatching(/^POST \/\?wc-ajax=get_refreshed_fragments time=\d+$/),
    ]);
    expect($cart.get().count).toBe(4);
    expect(jq.fired.map((event) => event.name)).toEqual(["update_checkout", "wc_fragments_refreshed", "added_to_cart"]);
    expect((jq.fired[2]?.args[2] as { 0: Element })[0]).toBe(add);
    expect($cartAnnouncement.get()).toBe("“Striped Socks” has been added to your cart.");
    expect(island.querySelector(".islet-order-bump-message")?.textContent).toBe("“Striped Socks” has been added to your cart.");
    // Added: CommerceKit would refuse it a second time.
    add.click();
    await rendered();
    expect(calls.filter((call) => call.url.includes("order_bump_add"))).toHaveLength(1);
  });

  it("asks once more with a fresh nonce when CommerceKit refuses the first (a nonce from before the cart's session)", async () => {
    let answers = 0;
    const { island, named } = await mounted("checkout", {
      commercekit_order_bump_add: () => jsonResponse((answers += 1) === 1 ? { status: 0, message: "Error on adding to cart." } : capturedJson("32-commercekit_order_bump_add")),
    });
    button(island, "Click to add Striped Socks").click();
    await vi.waitFor(() => expect(island.querySelector(".islet-order-bump-message")).not.toBeNull());
    expect(named("order_bump_add").map((call) => new URLSearchParams(call.body).get("commercekit_nonce"))).toEqual(["n1", "n2"]);
  });
});

describe("every bad answer ends in the failure message, never an exception", () => {
  const FAILED = "Sorry, “Striped Socks” could not be added to your cart. Please try again.";

  it.each<[string, Responder, { refreshes: boolean }]>([
    ["CommerceKit's refusal, twice (the product is in the cart)", () => jsonResponse({ status: 0, message: "Error on adding to cart." }), { refreshes: false }],
    ["a 403, twice", () => htmlResponse("-1", 403), { refreshes: false }],
    ["a 500 error page", () => htmlResponse("<html><body>There has been a critical error on this website.</body></html>", 500), { refreshes: true }],
    ["wp_die's HTML page with 200", () => htmlResponse("<!DOCTYPE html><html><body><div class=\"wp-die-message\">Sorry</div></body></html>"), { refreshes: true }],
    ["malformed JSON", () => new Response('{"status":1,"mess', { headers: { "Content-Type": "application/json" } }), { refreshes: true }],
    ["an empty body", () => htmlResponse(""), { refreshes: true }],
    ["admin-ajax's 400 0 (no CommerceKit handler)", () => htmlResponse("0", 400), { refreshes: true }],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), { refreshes: true }],
  ])("%s", async (_, answer, { refreshes }) => {
    const { island, named } = await mounted("checkout", { commercekit_order_bump_add: answer });
    const add = button(island, "Click to add Striped Socks");
    add.click();
    await vi.waitFor(() => expect(island.querySelector(".islet-notice--error")?.textContent).toBe(FAILED));
    expect($cartAnnouncement.get()).toBe(FAILED);
    // It can be pressed again.
    expect(add.getAttribute("aria-disabled")).toBeNull();
    expect(add.classList.contains("added")).toBe(false);
    await rendered();
    expect(named("get_refreshed_fragments").length > 0).toBe(refreshes);
    expect(jq.fired.some((event) => event.name === "added_to_cart")).toBe(false);
    if (!refreshes) expect(named("order_bump_add")).toHaveLength(2);
  });

  it("a timeout (the cart's 20 s)", async () => {
    const { island } = await mounted("checkout", { commercekit_order_bump_add: hangingResponder() });
    vi.useFakeTimers();
    button(island, "Click to add Striped Socks").click();
    await vi.advanceTimersByTimeAsync(20_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(island.querySelector(".islet-notice--error")?.textContent).toBe(FAILED));
  });

  it("no nonce to be had (commercekit_get_nonce failed): nothing is sent", async () => {
    const { island, named, context } = await mounted("checkout");
    setNonceSource({ fetchNonce: () => Promise.resolve(null), readCookie: () => undefined, writeCookie: () => undefined });
    expect(context.config.ckAjaxUrl).not.toBeNull();
    button(island, "Click to add Striped Socks").click();
    await vi.waitFor(() => expect(island.querySelector(".islet-notice--error")?.textContent).toBe(FAILED));
    expect(named("order_bump_add")).toHaveLength(0);
    expect($nonce.get().status).toBe("failed");
  });
});

describe("the drawer's bumps (two items: a carousel)", () => {
  it("is a region named by CommerceKit's heading, each item a group '1 of 2', the one out of view inert", async () => {
    const { island } = await mounted("minicart");
    const wrap = island.querySelector(".commercekit-order-bump-wrap");
    const heading = island.querySelector(".ckobp-before-you-go");
    expect(wrap?.getAttribute("role")).toBe("region");
    expect(heading?.id).not.toBe("");
    expect(wrap?.getAttribute("aria-labelledby")).toBe(heading?.id);
    expect(items(island).map((item) => [item.getAttribute("role"), item.getAttribute("aria-label"), item.hasAttribute("inert"), item.classList.contains("active")])).toEqual([
      ["group", "1 of 2", false, true],
      ["group", "2 of 2", true, false],
    ]);
    expect(button(island, "Click to add Baseball Cap")).toBeTruthy();
  });

  it("has previous disabled at the first item and next at the last, named as CommerceKit names them", async () => {
    const { island } = await mounted("minicart");
    const prev = arrow(island, "prev");
    const next = arrow(island, "next");
    expect([prev?.getAttribute("aria-label"), next?.getAttribute("aria-label")]).toEqual(["Previous", "Next"]);
    expect([prev?.getAttribute("aria-disabled"), next?.getAttribute("aria-disabled")]).toEqual(["true", "false"]);
    expect(prev?.classList.contains("ckobp-disabled")).toBe(true);
    // CommerceKit's icons moved into the buttons; its plain arrows are gone.
    expect(prev?.querySelector("svg")).not.toBeNull();
    expect(island.querySelector('[aria-hidden="true"] .ckobp-prev')).toBeNull();
    next?.click();
    await rendered();
    expect([prev?.getAttribute("aria-disabled"), next?.getAttribute("aria-disabled")]).toEqual(["false", "true"]);
    expect(items(island).map((item) => [item.hasAttribute("inert"), item.classList.contains("active")])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(island.querySelector(".ckobp-bullets")?.getAttribute("data-index")).toBe("2");
    expect(Array.from(island.querySelectorAll(".ckobp-bullet"), (bullet) => bullet.classList.contains("active"))).toEqual([false, true]);
    // Pressing a disabled arrow does nothing.
    next?.click();
    await rendered();
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
    prev?.click();
    await rendered();
    expect(items(island)[0]?.classList.contains("active")).toBe(true);
  });

  it("reverses the arrows in a right-to-left layout: the right one is disabled at the first item, the left one is 'Next'", async () => {
    const store = storeFor({}, teardown().signal);
    const island = placeBumps("minicart");
    island.querySelector<HTMLElement>(".commercekit-order-bumps")?.style.setProperty("direction", "rtl");
    await orderBump.mount(island, PROPS, store.context);
    await rendered();
    const prev = arrow(island, "prev");
    const next = arrow(island, "next");
    expect([prev?.getAttribute("aria-label"), next?.getAttribute("aria-label")]).toEqual(["Next", "Previous"]);
    expect([prev?.getAttribute("aria-disabled"), next?.getAttribute("aria-disabled")]).toEqual(["false", "true"]);
    prev?.click();
    await rendered();
    expect([prev?.getAttribute("aria-disabled"), next?.getAttribute("aria-disabled")]).toEqual(["true", "false"]);
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
  });

  it("moves with the keys on the carousel, the focus following from an item to the next one's button", async () => {
    const { island } = await mounted("minicart");
    const cap = button(island, "Click to add Baseball Cap");
    cap.focus();
    cap.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }));
    await rendered();
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
    expect(document.activeElement).toBe(button(island, "Click to add Knit Scarf"));
    arrow(island, "next")?.dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true, cancelable: true }));
    await rendered();
    expect(items(island)[0]?.classList.contains("active")).toBe(true);
    const end = new KeyboardEvent("keydown", { key: "End", bubbles: true, cancelable: true, ctrlKey: true });
    arrow(island, "next")?.dispatchEvent(end);
    expect(end.defaultPrevented).toBe(false);
  });

  it("follows a swipe once the strip settles (docs/behaviour/constants.md: 50 ms)", async () => {
    const { island } = await mounted("minicart");
    const strip = island.querySelector<HTMLElement>(".commercekit-order-bumps");
    if (!strip) throw new Error("no strip");
    items(island).forEach((item, position) => Object.defineProperty(item, "offsetLeft", { value: position * 315 }));
    strip.scrollLeft = 300;
    strip.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => setTimeout(resolve, 80));
    await rendered();
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
    expect(arrow(island, "next")?.getAttribute("aria-disabled")).toBe("true");
  });

  it("does not take a pause of its own scroll for a move; a swipe takes the focus along to the item in view", async () => {
    const { island } = await mounted("minicart");
    const strip = island.querySelector<HTMLElement>(".commercekit-order-bumps");
    if (!strip) throw new Error("no strip");
    items(island).forEach((item, position) => Object.defineProperty(item, "offsetLeft", { value: position * 315 }));
    const settle = async (left: number): Promise<void> => {
      strip.scrollLeft = left;
      strip.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => setTimeout(resolve, 80));
      await rendered();
    };
    arrow(island, "next")?.click();
    await rendered();
    // The smooth scroll towards the second item pauses near the first.
    await settle(20);
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
    await settle(315);
    const scarf = button(island, "Click to add Knit Scarf");
    scarf.focus();
    // The shopper swipes back, the focus in the second item.
    await settle(0);
    expect(items(island)[0]?.classList.contains("active")).toBe(true);
    expect(document.activeElement).toBe(button(island, "Click to add Baseball Cap"));
  });

  it("follows a swipe that took over from its own scroll once that scroll is due, or at scrollend", async () => {
    const { island } = await mounted("minicart");
    const strip = island.querySelector<HTMLElement>(".commercekit-order-bumps");
    if (!strip) throw new Error("no strip");
    items(island).forEach((item, position) => Object.defineProperty(item, "offsetLeft", { value: position * 315 }));
    arrow(island, "next")?.click();
    await rendered();
    strip.scrollLeft = 0;
    strip.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(items(island)[1]?.classList.contains("active")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, STEERING_MS));
    await rendered();
    expect(items(island)[0]?.classList.contains("active")).toBe(true);
    arrow(island, "next")?.click();
    await rendered();
    strip.scrollLeft = 0;
    strip.dispatchEvent(new Event("scrollend"));
    await rendered();
    expect(items(island)[0]?.classList.contains("active")).toBe(true);
  });

  it("keeps its clicks to itself (a CommerceKit script left on the page listens on the document)", async () => {
    const { island } = await mounted("minicart");
    const heard = vi.fn();
    document.addEventListener("click", heard);
    arrow(island, "next")?.click();
    button(island, "Click to add Knit Scarf").click();
    document.removeEventListener("click", heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
