import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { $reloadedDeliveryBlocks, publishReloadedDeliveryBlocks } from "../../src/stores/delivery-dates";
import { readVariation, resetVariationSelection, setVariationState } from "../../src/stores/variation";
import { answeringFetch, capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, testConfig, type Responder } from "../../src/testing/fixtures";
import { deliveryDatesIsland } from "./index";

const NONCE = "998d98d216";
const DATED_BLOCK = '<div class="wpced wpced-25 wpced-product wpced-default" data-id="25"><div class="wpced-inner">Estimated delivery dates: Dec 1, 2026 - Dec 3, 2026</div></div>';
const EMPTY_BLOCK = '<div class="wpced wpced-25 wpced-product wpced-default" data-id="25"></div>';

const select = (id: number): void => {
  const variation = readVariation({ variation_id: id, attributes: { attribute_size: "M" }, is_in_stock: true, is_purchasable: true, variation_is_visible: true });
  if (!variation) throw new Error("bad variation");
  setVariationState({ kind: "found", variation });
};
const island = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('[data-island="delivery-dates"]');
  if (!element) throw new Error("no island");
  return element;
};
const block = (): string => island().querySelector(".wpced")?.outerHTML ?? "";

let runtime: Runtime | null = null;

/** The Hoodie page with its summary delivery block wrapped as the placement does. */
async function mount(answer: Responder, requestTimeout = 1000) {
  loadCapturedBody("product-variable-hoodie.html");
  const printed = document.querySelector(".summary form.variations_form ~ .wpced.wpced-25");
  if (!printed) throw new Error("no delivery block");
  const wrapper = document.createElement("div");
  wrapper.setAttribute("data-island", "delivery-dates");
  wrapper.setAttribute("data-island-v", "1");
  wrapper.setAttribute("data-island-when", "load");
  wrapper.innerHTML = `<script type="application/json" data-island-props>{"productId":25,"nonce":"${NONCE}"}</script>`;
  printed.before(wrapper);
  wrapper.append(printed);
  const recorded = answeringFetch(answer);
  const config = testConfig({ requestTimeout });
  runtime = createRuntime([deliveryDatesIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
  runtime.scan();
  await runtime.settled();
  expect(island().getAttribute("data-island-state")).toBe("mounted");
  return { ...recorded, served: block() };
}
/** After the choice painted (a frame, then a task): the follower has asked, and a quick answer is in. */
const flush = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));

beforeEach(() => {
  resetVariationSelection();
  $reloadedDeliveryBlocks.set(new Map());
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe("delivery-dates on the Hoodie", () => {
  it("asks nothing on load; a new variation asks once with its id and shows its block", async () => {
    const { calls, served } = await mount(() => jsonResponse({ "wpced-30": DATED_BLOCK }));
    expect(calls).toHaveLength(0);
    select(30);
    await flush();
    expect(calls.map((call) => [call.url, call.body])).toEqual([["/?wc-ajax=wpced_reload_dates", "action=wpced_reload_dates&ids%5B%5D=30&nonce=998d98d216"]]);
    expect(block()).toBe(DATED_BLOCK);
    resetVariationSelection();
    await flush();
    expect(block()).toBe(served);
    select(30);
    await flush();
    expect(block()).toBe(DATED_BLOCK);
    expect(calls).toHaveLength(1);
  });

  it("keeps the product's dates when WPC answers an empty block (an out-of-stock variation), as its script does", async () => {
    const { served } = await mount(() => jsonResponse({ "wpced-30": EMPTY_BLOCK }));
    select(30);
    await flush();
    expect(block()).toBe(served);
  });

  it("shows capture 19's block for variation 46", async () => {
    const { calls } = await mount(() => jsonResponse(capturedJson("19-wpced_reload_dates")));
    select(46);
    await flush();
    expect(calls).toHaveLength(1);
    expect(island().querySelector(".wpced.wpced-25 .wpced-inner")?.textContent).toBe("Estimated delivery dates: Nov 27, 2026 - Dec 2, 2026");
  });

  it("aborts the request of a variation no longer selected", async () => {
    const { fetch } = await mount(hangingResponder());
    select(46);
    await flush();
    select(47);
    await flush();
    expect(fetch.mock.calls.map(([, init]) => init.signal?.aborted)).toEqual([true, false]);
  });

  it("asks once the choice has painted, and only for the last of several before that", async () => {
    const { calls } = await mount(hangingResponder());
    select(46);
    select(47);
    expect(calls).toHaveLength(0);
    await flush();
    expect(calls.map((call) => call.body)).toEqual([`action=wpced_reload_dates&ids%5B%5D=47&nonce=${NONCE}`]);
  });

  it.each([
    ["403", () => htmlResponse("-1", 403)],
    ["500", () => htmlResponse("<html>critical error</html>", 500)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>")],
    ["malformed JSON", () => new Response('{"wpced-46":"<div', { headers: { "Content-Type": "application/json" } })],
    ["no block for the id", () => jsonResponse({ "wpced-25": EMPTY_BLOCK })],
    ["a block that is not one", () => jsonResponse({ "wpced-46": "<p>hi</p><p>there</p>" })],
    ["PHP's empty array", () => jsonResponse([])],
  ])("leaves the dates as the server printed them after %s", async (_, answer) => {
    const { served } = await mount(answer);
    select(46);
    await flush();
    expect(block()).toBe(served);
  });

  it("starts from the block reloaded for a stale page, with no selection and after one", async () => {
    const { calls } = await mount(() => jsonResponse({ "wpced-30": EMPTY_BLOCK }));
    const reloaded = DATED_BLOCK.replace("Dec 1, 2026 - Dec 3, 2026", "Dec 2, 2026 - Dec 4, 2026");
    publishReloadedDeliveryBlocks(new Map([["wpced-25", reloaded]]));
    await flush();
    expect(block()).toBe(reloaded);
    select(30);
    await flush();
    expect(block(), "WPC's empty block for an out-of-stock option keeps the product's dates").toBe(reloaded);
    resetVariationSelection();
    await flush();
    expect(block()).toBe(reloaded);
    expect(calls).toHaveLength(1);
  });

  it("leaves the dates as printed after a timeout", async () => {
    const { served } = await mount(hangingResponder(), 20);
    select(46);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(block()).toBe(served);
  });
});
