import { afterEach, describe, expect, it } from "vitest";
import { $variationSelection, readVariation, setVariationState } from "../../src/stores/variation";
import { $waitlistOpener } from "../../src/stores/waitlist";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { armWaitlist, waitlistProductId } from "./controller";
import { BEANIE, chooseBlue3xl, get, HOODIE, pageOpener, resetWaitlistPage } from "./testing";

const teardown = { controller: new AbortController() };

/** Arms the footer copy as the runtime would; `woken()` says whether the island asked to mount. */
function arm(page: string): { island: HTMLElement; woken: () => boolean } {
  loadCapturedBody(page);
  $variationSelection.set({});
  teardown.controller = new AbortController();
  const island = get("#cgkit_wtls_clone");
  let woken = false;
  void armWaitlist(island, teardown.controller.signal).then(() => (woken = true));
  return { island, woken: () => woken };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  teardown.controller.abort();
  $variationSelection.set({});
  resetWaitlistPage();
});

describe("the waitlist's arm (before React)", () => {
  it("hides the footer copy's button: never a second 'Get notified'", () => {
    const { island } = arm(BEANIE);
    expect(get<HTMLElement>(".ckwtl-button2", island).style.display).toBe("none");
    expect(pageOpener().style.display).toBe("");
  });

  it("queues a press on 'Get notified' in the store and wakes the island", async () => {
    const { woken } = arm(BEANIE);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    pageOpener().dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect($waitlistOpener.get()).toBe(pageOpener());
    await settle();
    expect(woken()).toBe(true);
  });

  it("leaves presses on the footer copy and elsewhere alone", async () => {
    const { island, woken } = arm(BEANIE);
    get<HTMLElement>(".ckwtl-button2", island).click();
    document.body.click();
    await settle();
    expect($waitlistOpener.get()).toBeNull();
    expect(woken()).toBe(false);
  });

  it("wakes the island at the shopper's first choice, so the swap is painted when a sold-out one comes", async () => {
    const { woken } = arm(HOODIE);
    await settle();
    expect(woken()).toBe(false);
    $variationSelection.setKey("attribute_colour", "Blue");
    await settle();
    expect(woken()).toBe(true);
  });

  it("wakes the island for a sold-out state, even one there before it was armed", async () => {
    loadCapturedBody(HOODIE);
    chooseBlue3xl();
    const { woken } = arm(HOODIE);
    await settle();
    expect(woken()).toBe(true);
  });

  it("clears the store and stops listening when torn down", () => {
    arm(BEANIE);
    pageOpener().click();
    teardown.controller.abort();
    expect($waitlistOpener.get()).toBeNull();
    pageOpener().click();
    expect($waitlistOpener.get()).toBeNull();
  });
});

describe("the product to post", () => {
  const blue3xl = readVariation({ variation_id: 50, attributes: {}, is_in_stock: false, is_purchasable: true, variation_is_visible: true });

  it("posts the chosen variation's id, else the page's product", () => {
    expect(waitlistProductId({ productId: 25 })).toBe(25);
    setVariationState({ kind: "unavailable", variation: blue3xl });
    expect(waitlistProductId({ productId: 25 })).toBe(50);
  });
});
