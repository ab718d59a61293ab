import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BeaconEvent } from "../../src/api/popup-beacon";
import { createPopupController, type PopupDeps } from "./controller";
import { readPopupSettings, type DisplaySettings } from "./settings";
import { $openPopups, htmlClassesFor, SCROLLBAR_PROPERTY, syncHtmlClasses } from "./store";

/** may-promo's display settings, as its captured data-popmake gives them. */
function mayPromoDisplay(): DisplaySettings {
  const overlay = document.createElement("div");
  overlay.setAttribute(
    "data-popmake",
    JSON.stringify({ id: 100, meta: { display: { animation_type: "fade", animation_speed: 1000, stackable: false, zindex: 1999999999 } } }),
  );
  const settings = readPopupSettings(overlay);
  if (!settings) throw new Error("no settings");
  return settings.display;
}

function controllerWith(overrides: Partial<PopupDeps> = {}) {
  const fired: string[] = [];
  const cookies: string[] = [];
  const beacons: BeaconEvent[] = [];
  const deps: PopupDeps = {
    id: 100,
    display: mayPromoDisplay(),
    reducedMotion: () => false,
    fire: (name) => fired.push(name),
    takePrevented: () => false,
    setCookies: (event) => cookies.push(event),
    beacon: (event) => beacons.push(event),
    ...overrides,
  };
  const controller = createPopupController(deps);
  return { controller, fired, cookies, beacons };
}

const success = { closePopup: false, closeDelayS: 0, closeOnSubmission: false, closeOnSubmissionDelayMs: 0, eventData: { formId: 100 } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  $openPopups.set([]);
});

describe("opening (docs/behaviour/popup.md#opening: fade 1000 ms)", () => {
  it("fades in over 1000 ms (500 + 500), then fires pumAfterOpen, sets open cookies and sends the open beacon", () => {
    const { controller, fired, cookies, beacons } = controllerWith();
    controller.open();
    expect(controller.$phase.get()).toBe("opening");
    expect(controller.fadeInStepMs()).toBe(500);
    expect(fired).toEqual(["pumBeforeOpen"]);
    vi.advanceTimersByTime(999);
    expect(controller.$phase.get()).toBe("opening");
    vi.advanceTimersByTime(1);
    expect(controller.$phase.get()).toBe("open");
    expect(fired).toEqual(["pumBeforeOpen", "pumAfterOpen"]);
    expect(cookies).toEqual(["on_popup_open"]);
    expect(beacons).toEqual([{ event: "open", pid: 100 }]);
  });

  it("opens at once with reduced motion", () => {
    const { controller } = controllerWith({ reducedMotion: () => true });
    controller.open();
    expect(controller.fadeInStepMs()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(controller.$phase.get()).toBe("open");
  });

  it("uses the default animation speed (350 ms) when the settings give none", () => {
    const overlay = document.createElement("div");
    overlay.setAttribute("data-popmake", JSON.stringify({ id: 5 }));
    const display = readPopupSettings(overlay)?.display;
    expect(display?.animationSpeed).toBe(350);
    const { controller } = controllerWith({ display });
    expect(controller.fadeInStepMs()).toBe(175);
  });

  it("does not open again while it is open or opening", () => {
    const { controller, fired } = controllerWith();
    controller.open();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.open();
    expect(fired.filter((name) => name === "pumBeforeOpen")).toHaveLength(1);
  });

  it("honours a listener's preventOpen", () => {
    const { controller, fired } = controllerWith({ takePrevented: (kind) => kind === "preventOpen" });
    controller.open();
    expect(controller.$phase.get()).toBe("closed");
    expect(fired).toEqual(["pumBeforeOpen", "pumOpenPrevented"]);
  });

  it("closes the other open popups unless it is stackable", () => {
    const first = controllerWith();
    const second = controllerWith({ id: 200 });
    first.controller.open();
    vi.advanceTimersByTime(1000);
    second.controller.open();
    expect(first.controller.$phase.get()).toBe("closing");
    const stackable = controllerWith({ id: 300, display: { ...mayPromoDisplay(), stackable: true } });
    stackable.controller.open();
    expect(second.controller.$phase.get()).toBe("opening");
  });
});

describe("closing", () => {
  it("sets the close cookie on pumBeforeClose, fades out in 200 + 200 ms, then fires pumAfterClose", () => {
    const { controller, fired, cookies } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.close();
    expect(controller.$phase.get()).toBe("closing");
    expect(fired.slice(-1)).toEqual(["pumBeforeClose"]);
    expect(cookies).toEqual(["on_popup_open", "on_popup_close"]);
    vi.advanceTimersByTime(399);
    expect(controller.$phase.get()).toBe("closing");
    vi.advanceTimersByTime(1);
    expect(controller.$phase.get()).toBe("closed");
    expect(fired.slice(-1)).toEqual(["pumAfterClose"]);
    controller.close();
    expect(fired.filter((name) => name === "pumBeforeClose")).toHaveLength(1);
  });

  it("closes while still opening: no pumAfterOpen, no open beacon", () => {
    const { controller, fired, beacons } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(300);
    controller.close();
    vi.advanceTimersByTime(2000);
    expect(fired).toEqual(["pumBeforeOpen", "pumBeforeClose", "pumAfterClose"]);
    expect(beacons).toEqual([]);
  });

  it("honours a listener's preventClose, after the close cookie was written (as Popup Maker)", () => {
    const { controller, fired, cookies } = controllerWith({ takePrevented: (kind) => kind === "preventClose" });
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.close();
    expect(controller.$phase.get()).toBe("open");
    expect(fired.slice(-2)).toEqual(["pumBeforeClose", "pumClosePrevented"]);
    expect(cookies).toContain("on_popup_close");
  });

  it("opens again after a close (a trigger's click)", () => {
    const { controller } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.close();
    vi.advanceTimersByTime(400);
    controller.open();
    expect(controller.$phase.get()).toBe("opening");
  });
});

describe("a form's success", () => {
  it("sets the success cookies and sends the conversion beacon; the popup stays open (may-promo)", () => {
    const { controller, cookies, beacons, fired } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.formSucceeded(success);
    vi.advanceTimersByTime(60_000);
    expect(controller.$phase.get()).toBe("open");
    expect(cookies).toEqual(["on_popup_open", "pum_sub_form_success", "form_success"]);
    expect(beacons.at(-1)).toEqual({ event: "conversion", pid: 100, eventData: { formId: 100 } });
    expect(fired).toContain("pumFormSuccess");
  });

  it("closes after the popup's close_on_form_submission delay (ms)", () => {
    const { controller } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.formSucceeded({ ...success, closeOnSubmission: true, closeOnSubmissionDelayMs: 1500 });
    vi.advanceTimersByTime(1499);
    expect(controller.$phase.get()).toBe("open");
    vi.advanceTimersByTime(1);
    expect(controller.$phase.get()).toBe("closing");
  });

  it("closes after the form's own closedelay (seconds)", () => {
    const { controller } = controllerWith();
    controller.open();
    vi.advanceTimersByTime(1000);
    controller.formSucceeded({ ...success, closePopup: true, closeDelayS: 2 });
    vi.advanceTimersByTime(1999);
    expect(controller.$phase.get()).toBe("open");
    vi.advanceTimersByTime(1);
    expect(controller.$phase.get()).toBe("closing");
  });
});

describe("the page behind an open popup", () => {
  it("carries Popup Maker's open classes on <html> until the last popup has closed", () => {
    const stop = syncHtmlClasses();
    const { controller } = controllerWith();
    controller.open();
    expect([...document.documentElement.classList]).toEqual(expect.arrayContaining(["pum-open", "pum-open-overlay", "pum-open-scrollable"]));
    vi.advanceTimersByTime(1000);
    controller.close();
    vi.advanceTimersByTime(399);
    expect(document.documentElement.classList.contains("pum-open")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains("pum-open")).toBe(false);
    stop();
  });

  it("pads the page by the width of the scrollbar the lock takes away, while locked", () => {
    const root = document.documentElement;
    Object.defineProperty(root, "clientWidth", { configurable: true, get: () => (root.classList.contains("pum-open") ? 1280 : 1265) });
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(1280);
    const stop = syncHtmlClasses();
    const { controller } = controllerWith();
    controller.open();
    expect(root.style.getPropertyValue(SCROLLBAR_PROPERTY)).toBe("15px");
    vi.advanceTimersByTime(1000);
    controller.close();
    vi.advanceTimersByTime(400);
    expect(root.style.getPropertyValue(SCROLLBAR_PROPERTY)).toBe("");
    stop();
    Reflect.deleteProperty(root, "clientWidth");
  });

  it("names the overlay-less and fixed variants", () => {
    expect(htmlClassesFor([{ close: () => undefined, overlayDisabled: true, positionFixed: true }])).toEqual(["pum-open", "pum-open-overlay-disabled", "pum-open-fixed"]);
    expect(htmlClassesFor([])).toEqual([]);
  });
});
