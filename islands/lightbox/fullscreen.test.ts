import { afterEach, describe, expect, it, vi } from "vitest";
import { canGoFullscreen, toggleFullscreen } from "./fullscreen";

// happy-dom has no Fullscreen API: each test gives the document the part it needs.
const defined: string[] = [];
function give(name: string, value: unknown): void {
  Object.defineProperty(document, name, { value, configurable: true, writable: true });
  defined.push(name);
}

afterEach(() => {
  for (const name of defined.splice(0)) Reflect.deleteProperty(document, name);
});

describe("the lightbox's fullscreen button", () => {
  it("is offered only where the page can go fullscreen", () => {
    expect(canGoFullscreen(), "no Fullscreen API").toBe(false);
    give("fullscreenEnabled", false);
    expect(canGoFullscreen(), "fullscreen not allowed (an iframe without allowfullscreen)").toBe(false);
    give("fullscreenEnabled", true);
    Object.assign(document.documentElement, { requestFullscreen: () => Promise.resolve() });
    expect(canGoFullscreen()).toBe(true);
    Reflect.deleteProperty(document.documentElement, "requestFullscreen");
  });

  it("enters fullscreen on the dialog, and leaves it when the dialog is fullscreen", async () => {
    const dialog = document.createElement("div");
    const enter = vi.fn(() => Promise.resolve());
    const leave = vi.fn(() => Promise.resolve());
    Object.assign(dialog, { requestFullscreen: enter });
    give("exitFullscreen", leave);
    give("fullscreenElement", null);
    await toggleFullscreen(dialog);
    expect([enter.mock.calls.length, leave.mock.calls.length]).toEqual([1, 0]);
    give("fullscreenElement", dialog);
    await toggleFullscreen(dialog);
    expect([enter.mock.calls.length, leave.mock.calls.length]).toEqual([1, 1]);
  });

  it("a refusal changes nothing and raises nothing", async () => {
    const dialog = document.createElement("div");
    Object.assign(dialog, { requestFullscreen: () => Promise.reject(new TypeError("Permissions check failed")) });
    give("fullscreenElement", null);
    await expect(toggleFullscreen(dialog)).resolves.toBeUndefined();
  });
});
