import { describe, expect, it } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime } from "../../src/runtime/scan";
import type { IslandContext } from "../../src/runtime/types";
import { readVariation, setVariationState } from "../../src/stores/variation";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../../src/testing/fixtures";
import { freshIslandTests } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { countdownIsland } from "./index";
import { mountCountdown } from "./mount";
import { capturedTimerMarkup, fakeJar, fakeTab, manualClock, placeCapturedTimers } from "./testing";

const teardown = freshIslandTests();
const context = (): IslandContext => {
  const config = testConfig();
  const { fetch } = routedFetch({ commercekit_get_countdown_total: () => jsonResponse(capturedJson("21-commercekit_get_countdown_total-daterange")) });
  return { config, client: createClient(config, { fetch }), signal: teardown().signal };
};

/** Mounts every timer of a page, each with its own clock, tab and cookies. */
async function mountAll(page: string, options: { cookies?: Record<string, string>; extra?: string[] } = {}) {
  const islands = placeCapturedTimers(page, options.extra);
  const timers = islands.map((island) => ({ island, clock: manualClock(), tab: fakeTab(), jar: fakeJar(options.cookies) }));
  for (const timer of timers) await mountCountdown(timer.island, context(), { clock: timer.clock.clock, visibility: timer.tab.visibility, cookies: timer.jar.jar });
  await rendered();
  return timers;
}

const timerOf = (island: Element): HTMLElement => {
  const timer = island.querySelector<HTMLElement>("[data-timer]");
  if (!timer) throw new Error("no timer");
  return timer;
};
const digits = (island: Element): string[] => Array.from(island.querySelectorAll(".commercekit-timer-digit"), (digit) => digit.textContent ?? "");
const messageOf = (island: Element): HTMLElement | null => timerOf(island).nextElementSibling as HTMLElement | null;
const blockDisplays = (island: Element): string[] => Array.from(island.querySelectorAll<HTMLElement>(".commercekit-timer-block"), (block) => block.style.display);

describe("a regular product timer (the Hoodie: 5 h 30 min, hide_timer 0)", () => {
  it("takes the server's place with the same elements, made visible and counting", async () => {
    const [timer] = await mountAll("product-variable-hoodie.html");
    if (!timer) throw new Error("no timer");
    const { island } = timer;
    expect(island.querySelectorAll("[data-timer]")).toHaveLength(1);
    expect(timerOf(island).getAttribute("id")).toBe("commercekit-timer");
    expect(timerOf(island).className).toBe("product");
    expect(timerOf(island).style.visibility).toBe("visible");
    expect(island.querySelector(".commercekit-timer-title")?.textContent).toBe("Hurry! This sale ends in");
    expect(Array.from(island.querySelectorAll(".commercekit-timer-label"), (label) => label.textContent)).toEqual(["Days", "Hours", "Mins", "Secs"]);
    expect(digits(island)).toEqual(["00", "05", "30", "00"]);
    expect(messageOf(island)?.style.display).toBe("none");
    timer.clock.advance(1000);
    await rendered();
    expect(digits(island)).toEqual(["00", "05", "29", "59"]);
  });

  it("counts from its cookie: the time left on the visitor's last page", async () => {
    const [timer] = await mountAll("product-simple-t-shirt.html", { cookies: { ckit_baab0994186dae0f5cf68a3134b15d45: "600" } });
    expect(timer && digits(timer.island)).toEqual(["00", "00", "10", "00"]);
  });

  it("stays at zero at the end, with no message (product location, hide_timer 0)", async () => {
    const [timer] = await mountAll("product-variable-hoodie.html", { cookies: { ckit_baab0994186dae0f5cf68a3134b15d45: "2" } });
    if (!timer) throw new Error("no timer");
    timer.clock.advance(2000);
    await rendered();
    expect(digits(timer.island)).toEqual(["00", "00", "00", "00"]);
    expect(timerOf(timer.island).style.display).toBe("");
    expect(messageOf(timer.island)?.style.display).toBe("none");
    expect(timer.jar.last()).toEqual(["ckit_baab0994186dae0f5cf68a3134b15d45", "0", 30]);
  });

  it("reads the time left to screen readers once a minute, not as a live region", async () => {
    const [timer] = await mountAll("product-variable-hoodie.html");
    if (!timer) throw new Error("no timer");
    const spoken = (): string | null | undefined => timerOf(timer.island).querySelector(".screen-reader-text")?.textContent;
    expect(timerOf(timer.island).getAttribute("role")).toBe("timer");
    expect(timer.island.querySelector("[aria-live]")).toBeNull();
    expect(timer.island.querySelector(".commercekit-timer-blocks")?.getAttribute("aria-hidden")).toBe("true");
    expect(spoken()).toBe("5 Hours 30 Mins");
    timer.clock.advance(59_000);
    await rendered();
    expect(spoken()).toBe("5 Hours 30 Mins");
    timer.clock.advance(1000);
    await rendered();
    expect(spoken()).toBe("5 Hours 29 Mins");
  });

  it("hides while the chosen option cannot be bought, as CommerceKit's script did", async () => {
    const [timer] = await mountAll("product-variable-hoodie.html");
    if (!timer) throw new Error("no timer");
    const wrap = timerOf(timer.island).parentElement;
    const variation = readVariation({ variation_id: 30, attributes: {}, is_in_stock: false, is_purchasable: true, variation_is_visible: true });
    if (!variation) throw new Error("bad variation");
    await rendered(() => setVariationState({ kind: "unavailable", variation }));
    expect(wrap?.style.display).toBe("none");
    await rendered(() => setVariationState({ kind: "found", variation: { ...variation, isInStock: true } }));
    expect(wrap?.style.display).toBe("");
    await rendered(() => setVariationState({ kind: "none" }));
    expect(wrap?.style.display).toBe("");
  });
});

describe("the date-range timer (the Zip Hoodie: index 1, hide_timer 1)", () => {
  it("counts from the total its call gave (capture 21), not the page's", async () => {
    const [timer] = await mountAll("product-variable-zip-hoodie.html");
    expect(timer && digits(timer.island)).toEqual(["365", "07", "46", "42"]);
  });

  it("hides its timer and shows its end message at zero", async () => {
    const [timer] = await mountAll("product-variable-zip-hoodie.html");
    if (!timer) throw new Error("no timer");
    timer.clock.jump(31564002 * 1000);
    await rendered();
    expect(timerOf(timer.island).style.display).toBe("none");
    expect(messageOf(timer.island)?.style.display).toBe("block");
    expect(messageOf(timer.island)?.textContent).toBe("The flash sale has ended.");
    expect(timer.jar.writes).toEqual([]);
  });
});

describe("the checkout timer (15 minutes)", () => {
  it("shows the minutes unpadded and hides the days and hours of 0", async () => {
    const [timer] = await mountAll("checkout-with-items.html");
    if (!timer) throw new Error("no timer");
    expect(digits(timer.island)).toEqual(["00", "00", "15", "00"]);
    expect(blockDisplays(timer.island)).toEqual(["none", "none", "inline-flex", ""]);
    expect(timer.jar.last()).toEqual(["ckit_ecf0783272ac3da2b66badd28d18d0a3", "900", undefined]);
  });

  it("ends with its message: 'Your reservation has expired.'", async () => {
    const [timer] = await mountAll("checkout-with-items.html");
    if (!timer) throw new Error("no timer");
    timer.clock.advance(900_000);
    await rendered();
    expect(timerOf(timer.island).style.display).toBe("none");
    expect(messageOf(timer.island)?.style.display).toBe("block");
    expect(messageOf(timer.island)?.textContent).toBe("Your reservation has expired.");
  });

  it("stays shown whatever a product option says (only product timers follow the selection)", async () => {
    const [timer] = await mountAll("checkout-with-items.html");
    if (!timer) throw new Error("no timer");
    const variation = readVariation({ variation_id: 30, attributes: {}, is_in_stock: false, is_purchasable: true, variation_is_visible: true });
    if (!variation) throw new Error("bad variation");
    await rendered(() => setVariationState({ kind: "unavailable", variation }));
    expect(timerOf(timer.island).parentElement?.style.display).toBe("");
    await rendered(() => setVariationState({ kind: "none" }));
  });
});

describe("several timers on one page", () => {
  it("each keeps its own state, though their ids repeat", async () => {
    const timers = await mountAll("product-variable-hoodie.html", { extra: [capturedTimerMarkup("checkout-with-items.html"), capturedTimerMarkup("product-variable-zip-hoodie.html")] });
    expect(timers).toHaveLength(3);
    const [hoodie, checkout, zip] = timers;
    if (!hoodie || !checkout || !zip) throw new Error("three timers");
    expect(document.querySelectorAll('[id="commercekit-timer"]')).toHaveLength(3);
    hoodie.clock.advance(3000);
    checkout.clock.advance(900_000);
    await rendered();
    expect(digits(hoodie.island)).toEqual(["00", "05", "29", "57"]);
    expect(messageOf(checkout.island)?.style.display).toBe("block");
    expect(timerOf(hoodie.island).style.display).toBe("");
    expect(digits(zip.island)).toEqual(["365", "07", "46", "42"]);
    zip.tab.hide();
    zip.clock.advance(60_000);
    zip.tab.show();
    await rendered();
    expect(digits(zip.island)).toEqual(["365", "07", "45", "42"]);
    expect(digits(hoodie.island)).toEqual(["00", "05", "29", "57"]);
  });
});

describe("through the runtime", () => {
  it("mounts from the registry entry (no props) and leaves markup without a timer alone", async () => {
    const [island] = placeCapturedTimers("checkout-with-items.html");
    if (!island) throw new Error("no island");
    // happy-dom never reports an element in view.
    island.setAttribute("data-island-when", "load");
    const broken = document.createElement("div");
    broken.innerHTML = '<div data-island="countdown" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script><div id="commercekit-timer-wrap"><div id="commercekit-timer" data-timer="soon"></div></div></div>';
    document.body.append(broken);
    const runtime = createRuntime([countdownIsland], { ...context(), signal: undefined });
    runtime.scan();
    await runtime.settled();
    expect(island.getAttribute("data-island-state")).toBe("mounted");
    expect(broken.querySelector("[data-island]")?.getAttribute("data-island-state")).toBe("error");
    expect(broken.querySelector("[data-timer]")?.getAttribute("data-timer")).toBe("soon");
    runtime.destroy();
  });
});
