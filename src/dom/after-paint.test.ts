import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from "./after-paint";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => undefined);
  return () => frames.splice(0).forEach((callback) => callback(0));
}

describe("afterNextPaint", () => {
  it("runs in the task after the next frame, not before", () => {
    vi.useFakeTimers();
    const paint = stubFrames();
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs after the fallback when no frame comes (a hidden tab)", () => {
    vi.useFakeTimers();
    stubFrames();
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled", () => {
    vi.useFakeTimers();
    const paint = stubFrames();
    const run = vi.fn();
    afterNextPaint(run)();
    paint();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
