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
  let whenPainted: WhenPainted;
  let frames: { frame: () => void };
  const order: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    order.length = 0;
    frames = manualFrames();
    defineWhenPainted(WHEN_PAINTED);
    whenPainted = Reflect.get(window, WHEN_PAINTED) as WhenPainted;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("marks the frame before the work the page deferred to after that frame", () => {
    let updated = false;
    whenPainted(() => updated, () => order.push("painted"));
    // The page's handler runs after the probe's capture listener: it updates and defers work.
    updated = true;
    requestAnimationFrame(() => setTimeout(() => order.push("deferred work"), 0));
    frames.frame();
    vi.runAllTimers();
    expect(order).toEqual(["painted", "deferred work"]);
  });

  it("waits, frame after frame, for the first frame that sees the state, and marks it once", () => {
    let updated = false;
    const painted = vi.fn();
    whenPainted(() => updated, painted);
    frames.frame();
    frames.frame();
    vi.runAllTimers();
    expect(painted).not.toHaveBeenCalled();
    updated = true;
    frames.frame();
    frames.frame();
    vi.runAllTimers();
    expect(painted).toHaveBeenCalledTimes(1);
    expect(painted.mock.calls[0]?.[0]).toEqual(expect.any(Number));
  });
});
