import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_CLASS, watchIdle } from "./idle";

let root: HTMLElement;
let lifetime: AbortController;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement("div");
  document.body.append(root);
  lifetime = new AbortController();
  watchIdle(root, lifetime.signal);
});
afterEach(() => {
  lifetime.abort();
  root.remove();
  vi.useRealTimers();
});

const idle = (): boolean => root.classList.contains(IDLE_CLASS);

describe("idle controls", () => {
  it("go idle after 4 s without activity", () => {
    vi.advanceTimersByTime(3999);
    expect(idle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle()).toBe(true);
  });

  it("pointer, key and focus activity shows them and restarts the 4 s", () => {
    for (const type of ["pointermove", "keydown", "focusin"]) {
      vi.advanceTimersByTime(4000);
      expect(idle()).toBe(true);
      root.dispatchEvent(new Event(type, { bubbles: true }));
      expect(idle()).toBe(false);
      vi.advanceTimersByTime(3999);
      expect(idle()).toBe(false);
    }
  });

  it("go idle 1 s after the pointer leaves the window", () => {
    vi.advanceTimersByTime(500);
    document.dispatchEvent(new MouseEvent("mouseout", { relatedTarget: null }));
    vi.advanceTimersByTime(999);
    expect(idle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle()).toBe(true);
  });

  it("stop when the lightbox closes", () => {
    vi.advanceTimersByTime(4000);
    lifetime.abort();
    expect(idle()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(idle()).toBe(false);
  });
});
