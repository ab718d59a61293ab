import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { $reloadedDeliveryBlocks } from "../../src/stores/delivery-dates";
import { answeringFetch, htmlResponse, jsonResponse, loadCapturedBody, testConfig, type Responder } from "../../src/testing/fixtures";
import { armDeliveryReload } from "./arm";
import { isStale, needsReload, reloadIds, reloadableBlocks } from "./fresh";
import { deliveryReloadIsland } from "./index";
import { parseDeliveryReloadProps, type DeliveryReloadProps } from "./props";
import { applyReloadedDates } from "./reload";

const NONCE = "4f421f7049";
const NOW = Date.UTC(2026, 10, 29, 19, 0, 0);
/** The next midnight, as the plugin prints it for a store on UTC. */
const MIDNIGHT = Date.UTC(2026, 10, 30) / 1000;
const FRESH: DeliveryReloadProps = { nonce: NONCE, reload: true, freshUntil: MIDNIGHT };
const block = (id: number, text: string): string => `<div class="wpced wpced-${id} wpced-product wpced-default" data-id="${id}"><div class="wpced-inner">${text}</div></div>`;
const shopIds = [67, 77, 61, 79, 25, 71, 65, 63, 73, 75, 69, 53];

let runtime: Runtime | null = null;

/** The shop as captured, with the island the plugin prints before `</body>`. */
async function mountOnShop(props: DeliveryReloadProps, answer: Responder) {
  loadCapturedBody("shop.html");
  const island = document.createElement("div");
  island.setAttribute("data-island", "delivery-reload");
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", "interaction");
  island.innerHTML = `<script type="application/json" data-island-props>${JSON.stringify(props)}</script>`;
  document.body.append(island);
  const recorded = answeringFetch(answer);
  const config = testConfig();
  runtime = createRuntime([deliveryReloadIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
  runtime.scan();
  await runtime.armed();
  // The reload is one call and its answer: a few tasks.
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return { ...recorded, island };
}

/** Waits for the island to have mounted, its reload done: the code's first import can take longer than a few tasks. */
const reloaded = (island: HTMLElement): Promise<void> => vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  $reloadedDeliveryBlocks.set(new Map());
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.useRealTimers();
  document.cookie = "woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("delivery-reload props", () => {
  it("reads the plugin's props; a missing time reads as stale, a missing switch as off", () => {
    expect(parseDeliveryReloadProps({ nonce: NONCE, reload: true, freshUntil: MIDNIGHT })).toEqual({ ok: true, value: { nonce: NONCE, reload: true, freshUntil: MIDNIGHT } });
    expect(parseDeliveryReloadProps({})).toEqual({ ok: true, value: { nonce: "", reload: false, freshUntil: 0 } });
    expect(parseDeliveryReloadProps([]).ok).toBe(false);
  });
});

describe("when the printed dates are stale", () => {
  it("is fresh before the time the server gave, and stale from then on: the store's day or cut-off changed", () => {
    expect(isStale(FRESH, NOW)).toBe(false);
    expect(isStale(FRESH, MIDNIGHT * 1000 - 1)).toBe(false);
    expect(isStale(FRESH, MIDNIGHT * 1000)).toBe(true);
  });

  it("needs a reload only where the store asked for reloads and the page has blocks", () => {
    loadCapturedBody("shop.html");
    expect(needsReload({ ...FRESH, freshUntil: 0 }, document, NOW)).toBe(true);
    expect(needsReload({ ...FRESH, freshUntil: 0, reload: false }, document, NOW)).toBe(false);
    loadCapturedBody("home.html");
    expect(needsReload({ ...FRESH, freshUntil: 0 }, document, NOW)).toBe(false);
  });

  it("asks for every block's product once, in page order, but an order's items", () => {
    loadCapturedBody("shop.html");
    document.body.insertAdjacentHTML("beforeend", `<table><tr class="order_item"><td>${block(5, "Ordered")}</td></tr></table>${block(25, "again")}`);
    expect(reloadIds(reloadableBlocks(document))).toEqual(shopIds);
  });
});

describe("the arm", () => {
  it("loads nothing on a fresh page, and wakes the island when the browser shows the page again after the dates changed", async () => {
    loadCapturedBody("shop.html");
    let woken = false;
    void armDeliveryReload(FRESH)?.then(() => (woken = true));
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    await Promise.resolve();
    expect(woken).toBe(false);
    vi.setSystemTime(MIDNIGHT * 1000 + 1);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    await Promise.resolve();
    expect(woken, "a new load runs the arm again").toBe(false);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    await Promise.resolve();
    expect(woken).toBe(true);
  });

  it("does nothing where the store does not reload dates", () => {
    loadCapturedBody("shop.html");
    expect(armDeliveryReload({ ...FRESH, reload: false, freshUntil: 0 })).toBeUndefined();
  });
});

describe("the reload", () => {
  it("puts each answer's block in place of every element with its class, but an order's and a React island's, and publishes them", () => {
    document.body.innerHTML =
      `<ul><li>${block(25, "Old")}</li><li>${block(61, "Old")}</li></ul>` +
      `<div data-island-root="">${block(25, "Old, rendered by an island")}</div>` +
      `<table><tr class="order_item"><td>${block(25, "Ordered")}</td></tr></table>`;
    const answer = new Map([
      ["wpced-25", block(25, "New")],
      ["wpced-61", ""],
    ]);
    expect(applyReloadedDates(answer, document)).toBe(2);
    expect(Array.from(document.querySelectorAll(".wpced-25 .wpced-inner"), (inner) => inner.textContent)).toEqual(["New", "Old, rendered by an island", "Ordered"]);
    expect(document.querySelector(".wpced-61"), "an empty answer takes the block away, as WPC's script did").toBeNull();
    expect($reloadedDeliveryBlocks.get().get("wpced-25")).toBe(block(25, "New"));
  });

  it("asks nothing on a fresh page, whoever the visitor: the island's code does not even load", async () => {
    document.cookie = "woocommerce_cart_hash=a57ecba9158685e37de7745b68eb3f27; path=/";
    const { calls, island } = await mountOnShop(FRESH, () => jsonResponse({}));
    expect(calls).toHaveLength(0);
    expect(island.getAttribute("data-island-state")).toBe("pending");
  });

  it("asks once for every block of a stale page and shows the answer", async () => {
    const answer = Object.fromEntries(shopIds.map((id) => [`wpced-${id}`, block(id, "Estimated delivery dates: Dec 5, 2026 - Dec 10, 2026")]));
    const { calls, island } = await mountOnShop({ ...FRESH, freshUntil: NOW / 1000 - 60 }, () => jsonResponse(answer));
    await reloaded(island);
    expect(calls.map((call) => call.url)).toEqual(["/?wc-ajax=wpced_reload_dates"]);
    expect(calls[0]?.body).toBe(`action=wpced_reload_dates&${shopIds.map((id) => `ids%5B%5D=${id}`).join("&")}&nonce=${NONCE}`);
    expect(new Set(Array.from(document.querySelectorAll(".wpced .wpced-inner"), (inner) => inner.textContent))).toEqual(new Set(["Estimated delivery dates: Dec 5, 2026 - Dec 10, 2026"]));
  });

  it.each([
    ["403", () => htmlResponse("-1", 403)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>")],
    ["malformed JSON", () => new Response('{"wpced-25":"<div', { headers: { "Content-Type": "application/json" } })],
  ])("leaves the dates as printed after %s", async (_, answer) => {
    loadCapturedBody("shop.html");
    const printed = Array.from(document.querySelectorAll(".wpced"), (element) => element.outerHTML);
    await reloaded((await mountOnShop({ ...FRESH, freshUntil: 0 }, answer)).island);
    expect(Array.from(document.querySelectorAll(".wpced"), (element) => element.outerHTML)).toEqual(printed);
  });
});
