import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeldPress, PageEvent } from "../../src/contract/page-names";
import { createClient } from "../../src/api/client";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { armTriggers, TRIGGER_CLASS, triggerSelector } from "./arm";
import { popupIsland } from "./index";
import { conditionsPass, deviceDisabled } from "./rules";
import { readArmSettings, type ArmSettings } from "./triggers";

const OVERLAY = '<div id="pum-100" class="pum pum-overlay" data-popmake="SETTINGS"><div class="pum-container"><a class="popmake-100 inside" href="#">x</a></div></div>';

function islandWith(settings: unknown): HTMLElement {
  const island = document.createElement("div");
  island.innerHTML = OVERLAY.replace("SETTINGS", typeof settings === "string" ? settings : JSON.stringify(settings).replace(/"/g, "&quot;"));
  document.body.append(island);
  return island;
}

function capturedIsland(): HTMLElement {
  loadCapturedBody("popup-shop.html");
  const overlay = document.getElementById("pum-100");
  if (!overlay) throw new Error("no #pum-100");
  const island = document.createElement("div");
  overlay.before(island);
  island.append(overlay);
  return island;
}

const clearCookies = (): void => {
  for (const name of ["pum-100", "pum-100-success"]) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

function settingsOf(island: Element): ArmSettings {
  const read = readArmSettings(island);
  if (!read) throw new Error("no settings");
  return read;
}

const click = (element: Element): MouseEvent => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

let teardown = new AbortController();
beforeEach(() => {
  teardown = new AbortController();
  clearCookies();
});
afterEach(() => {
  teardown.abort();
  clearCookies();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the popup's settings as the arm reads them", () => {
  it("reads may-promo's triggers from the captured data-popmake", () => {
    const settings = settingsOf(capturedIsland());
    expect(settings).toEqual({
      id: 100,
      triggers: [
        { delay: 3000, selector: "", cookies: ["pum-100", "pum-100-success"] },
        { delay: -1, selector: '.popmake-100, a[href$="#popmake-100"], .popmake-may-promo, .may-promo-trigger', cookies: [] },
      ],
    });
  });

  it.each([
    ["not JSON", "{id: 100"],
    ["a list", "[]"],
    ["no id", { triggers: [] }],
    ["an id of 0", { id: 0 }],
    ["a string id", { id: "100" }],
    ["triggers that are not a list", { id: 100, triggers: {} }],
  ])("refuses settings that are %s", (_, settings) => {
    expect(readArmSettings(islandWith(settings))).toBeNull();
  });

  it("drops an extra selector the browser cannot read and unknown triggers", () => {
    const island = islandWith({ id: 7, slug: "x", triggers: [{ type: "click_open", settings: { extra_selectors: "a[" } }, { type: "exit_intent", settings: {} }] });
    // happy-dom reads any selector list; a browser throws a SyntaxError for this one.
    const read = document.querySelector.bind(document);
    vi.spyOn(document, "querySelector").mockImplementation((selector: string) => {
      if (selector.endsWith("a[")) throw new DOMException("not a valid selector", "SyntaxError");
      return read(selector);
    });
    const settings = settingsOf(island);
    expect(settings.triggers).toEqual([{ delay: -1, selector: '.popmake-7, a[href$="#popmake-7"]', cookies: [] }]);
  });
});

describe("Popup Maker's rules the island's code checks (rules.ts)", () => {
  it("passes with no conditions (every page); needs one passing condition in every group", () => {
    expect(conditionsPass([])).toBe(true);
    expect(conditionsPass([[{ target: "is_front_page" }]])).toBe(true);
    expect(conditionsPass([[{ target: "x", not_operand: true }]])).toBe(false);
    expect(conditionsPass([[{ target: "x", not_operand: true }, { target: "y" }], [{ target: "z" }]])).toBe(true);
    expect(conditionsPass([[{}]])).toBe(false);
    expect(conditionsPass([[]])).toBe(false);
  });

  it("is switched off on phones or tablets only where its flags say so", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
    const ipad = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)";
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130";
    expect(deviceDisabled({ mobileDisabled: true, tabletDisabled: false }, iphone)).toBe(true);
    expect(deviceDisabled({ mobileDisabled: true, tabletDisabled: false }, ipad)).toBe(false);
    expect(deviceDisabled({ mobileDisabled: false, tabletDisabled: true }, ipad)).toBe(true);
    expect(deviceDisabled({ mobileDisabled: true, tabletDisabled: true }, desktop)).toBe(false);
    expect(deviceDisabled({ mobileDisabled: false, tabletDisabled: false }, iphone)).toBe(false);
  });
});

describe("the arm (fake timers)", () => {
  it("the registry entry reads the island's own settings once and arms with them; settings it cannot read skip the island", async () => {
    vi.useFakeTimers();
    const island = capturedIsland();
    const prepared = popupIsland.prepare({}, island);
    if (!prepared.ok) throw new Error(prepared.error);
    let asked = false;
    const config = testConfig();
    const context = { config, client: createClient(config, { fetch: routedFetch({}).fetch }), signal: teardown.signal };
    void Promise.resolve(prepared.value.arm(island, context)).then(() => (asked = true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(asked).toBe(true);
    expect(popupIsland.prepare({}, islandWith("{"))).toEqual({ ok: false, error: "props or data-popmake" });
  });

  it("gives the triggers Popup Maker's class, and mounts the island at the first intent on one, without asking to open", async () => {
    const island = capturedIsland();
    let mounted = false;
    void armTriggers(island, settingsOf(island), teardown.signal).then(() => (mounted = true));
    const link = document.querySelector(".may-promo-trigger") ?? document.body;
    expect(link.classList.contains(TRIGGER_CLASS)).toBe(true);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await Promise.resolve();
    expect(mounted).toBe(false);
    link.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await Promise.resolve();
    expect(mounted).toBe(true);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(false);
  });

  it("asks to open 3000 ms after it armed, not before", async () => {
    vi.useFakeTimers();
    const island = capturedIsland();
    let asked = false;
    void armTriggers(island, settingsOf(island), teardown.signal).then(() => (asked = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(asked).toBe(false);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toBe(true);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(true);
  });

  it.each(["pum-100", "pum-100-success"])("does not open by itself while %s is set (checked when the delay is over)", async (cookie) => {
    vi.useFakeTimers();
    const island = capturedIsland();
    let asked = false;
    void armTriggers(island, settingsOf(island), teardown.signal).then(() => (asked = true));
    document.cookie = `${cookie}=true; path=/`;
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toBe(false);
  });

  it("opens on a click of its trigger even with the close cookie set, and keeps the link's # from scrolling", async () => {
    document.cookie = "pum-100=true; path=/";
    const island = capturedIsland();
    const opened = armTriggers(island, settingsOf(island), teardown.signal);
    const event = click(document.querySelector(".may-promo-trigger") ?? document.body);
    expect(event.defaultPrevented).toBe(true);
    await opened;
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(true);
  });

  it("reads the slug URI-decoded, as Popup Maker does, and goes without one", () => {
    expect(settingsOf(islandWith({ id: 3, slug: "caf%C3%A9", triggers: [{ type: "click_open" }] })).triggers[0]?.selector).toBe('.popmake-3, a[href$="#popmake-3"], .popmake-café');
    expect(settingsOf(islandWith({ id: 3, triggers: [{ type: "click_open" }] })).triggers[0]?.selector).toBe('.popmake-3, a[href$="#popmake-3"]');
  });

  it("leaves a do-default trigger's own action alone, and a trigger inside the popup does nothing", () => {
    const island = capturedIsland();
    void armTriggers(island, settingsOf(island), teardown.signal);
    const inside = document.createElement("a");
    inside.className = "popmake-100";
    island.querySelector(".pum-content")?.append(inside);
    expect(click(inside).defaultPrevented).toBe(false);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(false);
    const keep = document.createElement("a");
    keep.className = "popmake-may-promo do-default";
    document.body.append(keep);
    expect(click(keep).defaultPrevented).toBe(false);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(true);
  });

  it("asks a listening island with an event, every time", () => {
    const island = capturedIsland();
    const opens = vi.fn();
    island.addEventListener(PageEvent.PopupOpen, opens);
    island.setAttribute(HeldPress.Listening, "");
    void armTriggers(island, settingsOf(island), teardown.signal);
    const trigger = document.querySelector(".may-promo-trigger") ?? document.body;
    click(trigger);
    click(trigger);
    expect(opens).toHaveBeenCalledTimes(2);
    expect(island.hasAttribute(HeldPress.PopupOpenAsked)).toBe(false);
  });

  it("stops with the runtime: no timer, no click", async () => {
    vi.useFakeTimers();
    const island = capturedIsland();
    let asked = false;
    void armTriggers(island, settingsOf(island), teardown.signal).then(() => (asked = true));
    teardown.abort();
    click(document.querySelector(".may-promo-trigger") ?? document.body);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toBe(false);
  });

  it("names every trigger for the runtime's intent condition", () => {
    const island = capturedIsland();
    expect(triggerSelector(settingsOf(island))).toBe('.popmake-100, a[href$="#popmake-100"], .popmake-may-promo, .may-promo-trigger');
    expect(triggerSelector({ ...settingsOf(island), triggers: settingsOf(island).triggers.filter((trigger) => trigger.delay >= 0) })).toBeNull();
  });
});
