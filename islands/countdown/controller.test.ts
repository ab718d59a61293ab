import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCountdown, type Countdown } from "./controller";
import { fakeJar, fakeTab } from "./testing";
import type { TimerSettings } from "./settings";

const REGULAR: TimerSettings = { timer: 10, mode: "regular", restart: "none", key: "ckit_key", location: "product", index: 0, hideTimer: false };
const CHECKOUT: TimerSettings = { ...REGULAR, location: "checkout" };

const made: Countdown[] = [];
function countdown(settings: TimerSettings, tab = fakeTab(), jar = fakeJar()) {
  const timer = createCountdown(settings, { visibility: tab.visibility, cookies: jar.jar });
  made.push(timer);
  return { timer, tab, jar, seconds: () => timer.$state.get().seconds, state: () => timer.$state.get() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-22T16:12:18Z"));
});

afterEach(() => {
  for (const timer of made.splice(0)) timer.dispose();
  vi.useRealTimers();
});

describe("ticking", () => {
  it("waits, hidden, until it is told what to count from", () => {
    const { state } = countdown(REGULAR);
    expect(state()).toEqual({ phase: "waiting", seconds: 10, showMessage: false });
    vi.advanceTimersByTime(5000);
    expect(state().phase).toBe("waiting");
  });

  it("ticks every second (docs/behaviour/countdown-and-order-bump.md) from the seconds it was given", () => {
    const { timer, seconds } = countdown(REGULAR);
    timer.begin(7);
    expect(seconds()).toBe(7);
    vi.advanceTimersByTime(999);
    expect(seconds()).toBe(7);
    vi.advanceTimersByTime(1);
    expect(seconds()).toBe(6);
    vi.advanceTimersByTime(3000);
    expect(seconds()).toBe(3);
  });

  it("begins once", () => {
    const { timer, seconds } = countdown(REGULAR);
    timer.begin(7);
    timer.begin(100);
    expect(seconds()).toBe(7);
  });

  it("follows the wall clock, not a count of ticks (a late tick shows the true time)", () => {
    const { timer, seconds } = countdown(REGULAR);
    timer.begin(10);
    vi.setSystemTime(Date.now() + 3500);
    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(6);
  });
});

describe("at zero", () => {
  it("a regular timer stops at 0 and stays (product location, hide_timer 0: no message)", () => {
    const { timer, state } = countdown(REGULAR);
    timer.begin(2);
    vi.advanceTimersByTime(2000);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: false });
    vi.advanceTimersByTime(10_000);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a regular timer with hide_timer 1 at the product location shows its end message", () => {
    const { timer, state } = countdown({ ...REGULAR, hideTimer: true });
    timer.begin(1);
    vi.advanceTimersByTime(1000);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
  });

  it("a checkout timer shows its end message", () => {
    const { timer, state } = countdown(CHECKOUT);
    timer.begin(1);
    vi.advanceTimersByTime(1000);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
  });

  it("a timer that begins at 0 (its cookie says it ended) is stopped at once", () => {
    const { timer, state } = countdown(CHECKOUT);
    timer.begin(0);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
  });

  it("restart immediate (not regular) counts again from the page's time, and on", () => {
    const { timer, seconds, state } = countdown({ ...REGULAR, mode: "evergreen", restart: "immediate" });
    timer.begin(2);
    vi.advanceTimersByTime(2000);
    expect(state()).toEqual({ phase: "running", seconds: 10, showMessage: false });
    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(9);
    vi.advanceTimersByTime(9000);
    expect(seconds()).toBe(10);
  });

  it("restart none (not regular) stops", () => {
    const { timer, state } = countdown({ ...CHECKOUT, mode: "evergreen", restart: "none" });
    timer.begin(1);
    vi.advanceTimersByTime(5000);
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
  });
});

describe("the cookie", () => {
  it("keeps the seconds left each second, for 30 days on product pages", () => {
    const { timer, jar } = countdown(REGULAR);
    timer.begin(10);
    vi.advanceTimersByTime(2000);
    expect(jar.writes).toEqual([
      ["ckit_key", "10", 30],
      ["ckit_key", "9", 30],
      ["ckit_key", "8", 30],
    ]);
  });

  it("is a session cookie elsewhere (checkout)", () => {
    const { timer, jar } = countdown(CHECKOUT);
    timer.begin(10);
    expect(jar.last()).toEqual(["ckit_key", "10", undefined]);
  });

  it("keeps 0 when a regular timer ends, and the page's time when a later restart waits", () => {
    const regular = countdown(REGULAR);
    regular.timer.begin(1);
    vi.advanceTimersByTime(1000);
    expect(regular.jar.last()).toEqual(["ckit_key", "0", 30]);
    const later = countdown({ ...REGULAR, mode: "evergreen", restart: "nextday" });
    later.timer.begin(1);
    vi.advanceTimersByTime(1000);
    expect(later.jar.last()).toEqual(["ckit_key", "10", 30]);
  });

  it("is not written for a date-range timer (no key)", () => {
    const { timer, jar } = countdown({ ...REGULAR, key: "" });
    timer.begin(10);
    vi.advanceTimersByTime(3000);
    expect(jar.writes).toEqual([]);
  });

  it("keeps the true time when the page is left", () => {
    const { timer, jar, tab } = countdown(REGULAR);
    timer.begin(10);
    vi.setSystemTime(Date.now() + 4200);
    tab.leave();
    expect(jar.last()).toEqual(["ckit_key", "6", 30]);
  });
});

describe("a hidden tab", () => {
  it("is paused: no tick while hidden", () => {
    const { timer, tab, seconds, jar } = countdown(REGULAR);
    timer.begin(100);
    tab.hide();
    expect(vi.getTimerCount()).toBe(0);
    const writes = jar.writes.length;
    vi.advanceTimersByTime(30_000);
    expect(seconds()).toBe(100);
    expect(jar.writes).toHaveLength(writes);
  });

  it("is corrected from the clock when shown again, and ticks on", () => {
    const { timer, tab, seconds } = countdown(REGULAR);
    timer.begin(100);
    tab.hide();
    vi.setSystemTime(Date.now() + 30_400);
    tab.show();
    expect(seconds()).toBe(70);
    vi.advanceTimersByTime(600);
    expect(seconds()).toBe(69);
    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(68);
  });

  it("ends when it was hidden past zero", () => {
    const { timer, tab, state } = countdown(CHECKOUT);
    timer.begin(5);
    tab.hide();
    vi.setSystemTime(Date.now() + 60_000);
    tab.show();
    expect(state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
  });

  it("a timer begun while hidden waits for the tab to show", () => {
    const { timer, tab, seconds } = countdown(REGULAR);
    tab.hide();
    timer.begin(50);
    expect(seconds()).toBe(50);
    // Fake time moves the clock too.
    vi.advanceTimersByTime(10_000);
    expect(seconds()).toBe(50);
    tab.show();
    expect(seconds()).toBe(40);
  });
});

describe("several timers", () => {
  it("each keeps its own time, restart and end", () => {
    const first = countdown(REGULAR);
    const second = countdown({ ...CHECKOUT, key: "ckit_other" });
    const third = countdown({ ...REGULAR, mode: "evergreen", restart: "immediate", timer: 3 });
    first.timer.begin(5);
    second.timer.begin(2);
    third.timer.begin(1);
    vi.advanceTimersByTime(2000);
    expect(first.state()).toEqual({ phase: "running", seconds: 3, showMessage: false });
    expect(second.state()).toEqual({ phase: "stopped", seconds: 0, showMessage: true });
    expect(third.state()).toEqual({ phase: "running", seconds: 2, showMessage: false });
    expect(first.jar.last()).toEqual(["ckit_key", "3", 30]);
    expect(second.jar.last()).toEqual(["ckit_other", "0", undefined]);
  });
});

describe("dispose", () => {
  it("stops the ticks and the tab's listeners", () => {
    const { timer, tab, seconds } = countdown(REGULAR);
    timer.begin(10);
    timer.dispose();
    vi.advanceTimersByTime(5000);
    expect(seconds()).toBe(10);
    expect(tab.listeners()).toBe(0);
  });
});
