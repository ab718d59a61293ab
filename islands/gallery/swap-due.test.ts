import { afterEach, describe, expect, it, vi } from "vitest";
import { createSwapDue } from "./swap-due";

afterEach(() => void vi.useRealTimers());

describe("a swap that is due", () => {
  it("runs at once when none is due", () => {
    const due = createSwapDue();
    const run = vi.fn();
    due.afterSwap(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the swap, then runs a task later; a cancelled wait never runs", () => {
    vi.useFakeTimers();
    const due = createSwapDue();
    const run = vi.fn();
    const cancelled = vi.fn();
    due.start();
    due.afterSwap(run);
    due.afterSwap(cancelled)();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    due.finish();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("keeps waiting when another choice makes a new swap due before the task", () => {
    vi.useFakeTimers();
    const due = createSwapDue();
    const run = vi.fn();
    due.start();
    due.afterSwap(run);
    due.finish();
    due.start();
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    due.finish();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
