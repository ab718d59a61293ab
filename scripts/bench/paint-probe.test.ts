import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineWhenPainted, WHEN_PAINTED, type WhenPainted } from "./paint-probe";

/** Animation frames run by hand: the callbacks asked for before `frame()`, in order. */
function manualFrames(): { frame: () => void } {
  let pending: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => pending.push(callback));
  return {
    frame: () => {
      const due = pending;
      pending = [];
      for (const callback of due) callback(performance.now());
    },
  };
}

describe("whenPainted", () => {
  let frames: { frame: () => void };
  let button: HTMLButtonElement;
  let updated: boolean;
  const order: string[] = [];
  const watch = { pressed: vi.fn(), ready: () => updated, painted: vi.fn((): void => void order.push("painted")) };

  beforeEach(() => {
    vi.useFakeTimers();
    order.length = 0;
    updated = false;
    watch.pressed.mockClear();
    watch.painted.mockClear();
    frames = manualFrames();
    button = document.body.appendChild(document.createElement("button"));
    defineWhenPainted(WHEN_PAINTED);
    (Reflect.get(window, WHEN_PAINTED) as WhenPainted)(watch.pressed, watch.ready, watch.painted);
  });
  afterEach(() => {
    button.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("stamps the press before the page's handlers see it", () => {
    button.addEventListener("click", () => order.push(watch.pressed.mock.calls.length === 1 ? "handler after the stamp" : "handler first"));
    button.click();
    expect(order).toEqual(["handler after the stamp"]);
    expect(watch.pressed).toHaveBeenCalledWith(expect.any(Number));
  });

  it("marks the frame before the work the page deferred to after that frame", () => {
    button.addEventListener("click", () => {
      updated = true;
      requestAnimationFrame(() => setTimeout(() => order.push("deferred work"), 0));
    });
    button.click();
    frames.frame();
    vi.runAllTimers();
    expect(order).toEqual(["painted", "deferred work"]);
  });

  it("waits, frame after frame, for the first frame that sees the state, and marks it once", () => {
    button.click();
    button.click();
    frames.frame();
    frames.frame();
    vi.runAllTimers();
    expect(watch.painted).not.toHaveBeenCalled();
    updated = true;
    frames.frame();
    frames.frame();
    vi.runAllTimers();
    expect(watch.pressed).toHaveBeenCalledTimes(1);
    expect(watch.painted).toHaveBeenCalledTimes(1);
  });
});
