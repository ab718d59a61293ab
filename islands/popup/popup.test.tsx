import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rendered } from "../../src/testing/react";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { HeldPress, IslandMark, PageEvent } from "../../src/contract/page-names";
import { armed, bootPopupPage, clearPopupCookies, one, preferReducedMotion, type PopupPage } from "./testing";

let page: PopupPage | null = null;
let jquery: FakeJQuery | null = null;

const trigger = (): HTMLAnchorElement => one<HTMLAnchorElement>(".may-promo-trigger");
const keyup = (key: string): void => void document.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true }));
const mounted = (island: HTMLElement) => vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"), { timeout: 3000 });

/** Clicks the trigger and waits for the island to mount and open. */
async function openByTrigger(): Promise<PopupPage> {
  page = bootPopupPage();
  preferReducedMotion(true);
  await armed();
  trigger().focus();
  trigger().click();
  await mounted(page.island);
  await vi.waitFor(() => expect(page?.overlay.getAttribute("data-islet-phase")).toBe("open"), { timeout: 3000 });
  await rendered();
  return page;
}

beforeEach(() => {
  clearPopupCookies();
  preferReducedMotion(true);
  jquery = installFakeJQuery();
});
afterEach(() => {
  page?.runtime.destroy();
  page = null;
  jquery?.uninstall();
  clearPopupCookies();
  document.documentElement.className = "";
});

describe("before it is asked to open", () => {
  it("loads nothing, and the popup stays as the server printed it", async () => {
    page = bootPopupPage();
    await rendered();
    expect(page.island.getAttribute("data-island-state")).toBe("pending");
    expect(page.overlay.classList.contains("pum-active")).toBe(false);
    expect(page.overlay.getAttribute("aria-modal")).toBe("false");
  });

  it("loads its code at the first pointer on its trigger, still closed; the click then opens it", async () => {
    page = bootPopupPage();
    preferReducedMotion(true);
    await armed();
    trigger().dispatchEvent(new Event("pointerover", { bubbles: true }));
    await mounted(page.island);
    await rendered();
    expect(page.overlay.classList.contains("pum-active")).toBe(false);
    trigger().click();
    await vi.waitFor(() => expect(page?.overlay.getAttribute("data-islet-phase")).toBe("open"), { timeout: 3000 });
  });

  it("skips an island whose data-popmake is not a popup's settings, and leaves the page as it was", async () => {
    page = bootPopupPage({}, { settings: () => "{not json" });
    await rendered();
    expect(page.island.getAttribute("data-island-state")).toBe("skipped");
    trigger().click();
    await rendered();
    expect(page.overlay.classList.contains("pum-active")).toBe(false);
  });
});

describe("opening on its trigger (docs/behaviour/popup.md#opening)", () => {
  it("opens as a modal dialog named by its heading, focus in its content, the page locked behind it", async () => {
    const { overlay } = await openByTrigger();
    expect(overlay.classList.contains("pum-active")).toBe(true);
    expect(overlay.getAttribute("role")).toBe("dialog");
    expect(overlay.getAttribute("aria-modal")).toBe("true");
    expect(overlay.getAttribute("aria-label")).toBe("May offer: 15% off knitwear");
    expect(trigger().classList.contains("pum-trigger")).toBe(true);
    expect(document.activeElement).toBe(one(".pum-content", overlay));
    expect([...document.documentElement.classList]).toEqual(expect.arrayContaining(["pum-open", "pum-open-overlay", "pum-open-scrollable"]));
    const container = one(".pum-container", overlay);
    expect([container.style.top, container.style.zIndex, overlay.style.zIndex]).toEqual(["100px", "1999999999", "1999999999"]);
  });

  it("fires Popup Maker's events and sends the open beacon to the REST route", async () => {
    const { overlay, beacons } = await openByTrigger();
    expect(jquery?.fired.filter((event) => event.target === overlay).map((event) => event.name)).toEqual(["pumBeforeOpen", "pumAfterOpen"]);
    expect(beacons).toEqual([["/wp-json/pum/v1/analytics/", [["event", "open"], ["pid", "100"], ["_cache", expect.stringMatching(/^\d+$/)]]]]);
  });

  it("opens without React: the forms' code mounts only once the shopper reaches the form (docs/decisions/0038)", async () => {
    const { island, overlay } = await openByTrigger();
    const reactRoots = (): number => island.querySelectorAll(`[${IslandMark.ReactRoot}]`).length;
    expect(reactRoots()).toBe(0);
    one<HTMLInputElement>("input[name=email]", overlay).focus();
    await vi.waitFor(() => expect(reactRoots()).toBeGreaterThan(0), { timeout: 3000 });
    expect(overlay.getAttribute("data-islet-phase")).toBe("open");
  });

  it("does not open twice for a second click while open", async () => {
    await openByTrigger();
    trigger().click();
    await rendered();
    expect(jquery?.fired.filter((event) => event.name === "pumBeforeOpen")).toHaveLength(1);
  });
});

describe("what keeps it closed", () => {
  it.each([
    ["conditions that fail", (raw: string) => raw.replace("{&quot;id&quot;:100", "{&quot;conditions&quot;:[[{&quot;not_operand&quot;:true,&quot;target&quot;:&quot;x&quot;}]],&quot;id&quot;:100")],
    ["a phone, on a popup switched off on phones", (raw: string) => raw.replace("&quot;mobile_disabled&quot;:null", "&quot;mobile_disabled&quot;:true")],
  ])("%s: the trigger opens nothing", async (_, settings) => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148");
    page = bootPopupPage({}, { settings: (raw) => settings(raw.replace(/"/g, "&quot;")).replace(/&quot;/g, '"') });
    preferReducedMotion(true);
    await armed();
    trigger().click();
    await mounted(page.island);
    await rendered();
    expect(page.overlay.classList.contains("pum-active")).toBe(false);
    expect(jquery?.fired.map((event) => event.name)).not.toContain("pumBeforeOpen");
  });

  it("opens on a phone when only tablets are switched off", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148");
    page = bootPopupPage({}, { settings: (raw) => raw.replace('"tablet_disabled":null', '"tablet_disabled":true') });
    preferReducedMotion(true);
    await armed();
    trigger().click();
    await vi.waitFor(() => expect(page?.overlay.getAttribute("data-islet-phase")).toBe("open"), { timeout: 3000 });
  });
});

describe("closing (docs/behaviour/popup.md#closing: close button, Escape, F4, overlay click)", () => {
  const closedBy: [string, (page: PopupPage) => void][] = [
    ["Escape", () => keyup("Escape")],
    ["F4", () => keyup("F4")],
    ["a click on the overlay", ({ overlay }) => overlay.click()],
    ["the close button", ({ overlay }) => one<HTMLButtonElement>("button.pum-close", overlay).click()],
  ];

  it.each(closedBy)("closes on %s, sets pum-100 and gives the focus back to the trigger", async (_, close) => {
    const opened = await openByTrigger();
    close(opened);
    await vi.waitFor(() => expect(opened.overlay.classList.contains("pum-active")).toBe(false));
    expect(opened.overlay.getAttribute("aria-modal")).toBe("false");
    expect(document.cookie).toContain("pum-100=true");
    expect(document.activeElement).toBe(trigger());
    expect(document.documentElement.classList.contains("pum-open")).toBe(false);
    expect(jquery?.fired.map((event) => event.name)).toEqual(expect.arrayContaining(["pumBeforeClose", "pumAfterClose"]));
  });

  it("stays open for a click inside its container and for other keys", async () => {
    const { overlay } = await openByTrigger();
    one(".pum-content", overlay).click();
    keyup("Enter");
    await rendered();
    expect(overlay.classList.contains("pum-active")).toBe(true);
  });

  it("keeps Tab inside the popup", async () => {
    const { overlay } = await openByTrigger();
    const close = one<HTMLButtonElement>("button.pum-close", overlay);
    close.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    close.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(overlay.contains(document.activeElement)).toBe(true);
  });

  it("opens again on its trigger after a close", async () => {
    const { overlay } = await openByTrigger();
    keyup("Escape");
    await vi.waitFor(() => expect(overlay.classList.contains("pum-active")).toBe(false));
    trigger().click();
    await vi.waitFor(() => expect(overlay.getAttribute("data-islet-phase")).toBe("open"));
  });
});

describe("teardown", () => {
  it("gives the overlay back as the server printed it", async () => {
    const { overlay, runtime } = await openByTrigger();
    runtime.destroy();
    page = null;
    expect(overlay.classList.contains("pum-active")).toBe(false);
    expect(overlay.getAttribute("aria-modal")).toBe("false");
    expect(overlay.hasAttribute("aria-label")).toBe(false);
    expect(overlay.hasAttribute("data-islet-phase")).toBe(false);
  });
});
