import { describe, expect, it } from "vitest";
import {
  asksTotal,
  atZero,
  blockDisplay,
  cookieDays,
  digitText,
  msToNextTick,
  PRODUCT_COOKIE_DAYS,
  secondsLeft,
  spokenTime,
  startingSeconds,
  timeParts,
} from "./rules";
import { readTimerSettings, type TimerSettings } from "./settings";

/** The Hoodie's and T-Shirt's timer (index 0: regular, 5 h 30 min). */
const REGULAR: TimerSettings = { timer: 19800, mode: "regular", restart: "none", key: "ckit_baab0994186dae0f5cf68a3134b15d45", location: "product", index: 0, hideTimer: false };
/** The Zip Hoodie's (index 1: a date range, hide_timer 1, no key). */
const DATE_RANGE: TimerSettings = { ...REGULAR, timer: 31564013, key: "", index: 1, hideTimer: true };
/** The checkout's 15 minutes. */
const CHECKOUT: TimerSettings = { ...REGULAR, timer: 900, key: "ckit_ecf0783272ac3da2b66badd28d18d0a3", location: "checkout" };

function timerElement(attributes: Record<string, string>): Element {
  const element = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("readTimerSettings", () => {
  it("reads CommerceKit's data attributes (the Zip Hoodie's timer)", () => {
    const element = timerElement({
      "data-timer": "31564013",
      "data-mode": "regular",
      "data-restart": "none",
      "data-key": "",
      "data-location": "product",
      "data-index": "1",
      "data-hide_timer": "1",
    });
    expect(readTimerSettings(element)).toEqual(DATE_RANGE);
  });

  it("takes CommerceKit's defaults for what is missing", () => {
    expect(readTimerSettings(timerElement({ "data-timer": "60" }))).toEqual({
      timer: 60,
      mode: "regular",
      restart: "none",
      key: "",
      location: "product",
      index: 0,
      hideTimer: false,
    });
  });

  it.each(["", "abc", "-5", "1.5", "1e3", "99999999999999999999"])("refuses data-timer %j", (value) => {
    expect(readTimerSettings(timerElement({ "data-timer": value }))).toBeNull();
  });

  it("refuses an element without data-timer", () => {
    expect(readTimerSettings(timerElement({ "data-mode": "regular" }))).toBeNull();
  });
});

describe("what a timer counts from", () => {
  it("a regular timer: its cookie's seconds, else the page's", () => {
    expect(asksTotal(REGULAR)).toBe(false);
    expect(startingSeconds(REGULAR, undefined)).toBe(19800);
    expect(startingSeconds(REGULAR, "1234")).toBe(1234);
    expect(startingSeconds(REGULAR, "0")).toBe(0);
  });

  it.each(["", "abc", "-3", "12.5", "NaN"])("ignores a cookie of %j", (cookie) => {
    expect(startingSeconds(REGULAR, cookie)).toBe(19800);
  });

  it("a date-range timer (no key) asks the store and reads no cookie", () => {
    expect(asksTotal(DATE_RANGE)).toBe(true);
    expect(startingSeconds(DATE_RANGE, "1234")).toBe(31564013);
  });
});

describe("the cookie's lifetime (docs/behaviour/countdown-and-order-bump.md)", () => {
  it("is 30 days on product pages", () => {
    expect(PRODUCT_COOKIE_DAYS).toBe(30);
    expect(cookieDays(REGULAR)).toBe(30);
  });

  it("is the session elsewhere", () => {
    expect(cookieDays(CHECKOUT)).toBeUndefined();
    expect(cookieDays({ ...REGULAR, location: "cart" })).toBeUndefined();
  });
});

describe("at zero (docs/behaviour/countdown-and-order-bump.md)", () => {
  it("a regular timer stops; at the product location its timer stays and shows no message", () => {
    expect(atZero(REGULAR)).toEqual({ kind: "stop", showMessage: false, cookie: 0 });
  });

  it("a regular timer at the product location with hide_timer 1 gives way to its end message", () => {
    expect(atZero(DATE_RANGE)).toEqual({ kind: "stop", showMessage: true, cookie: 0 });
  });

  it("a regular timer elsewhere (checkout) always gives way to its end message", () => {
    expect(atZero(CHECKOUT)).toEqual({ kind: "stop", showMessage: true, cookie: 0 });
    expect(atZero({ ...CHECKOUT, hideTimer: true })).toEqual({ kind: "stop", showMessage: true, cookie: 0 });
  });

  it("a regular timer stops even with restart immediate", () => {
    expect(atZero({ ...REGULAR, restart: "immediate" }).kind).toBe("stop");
  });

  it("another mode restarts from the page's time when restart is immediate", () => {
    expect(atZero({ ...REGULAR, mode: "evergreen", restart: "immediate" })).toEqual({ kind: "restart", seconds: 19800 });
    expect(atZero({ ...CHECKOUT, mode: "evergreen", restart: "immediate" })).toEqual({ kind: "restart", seconds: 900 });
  });

  it("another mode stops when restart is none, like a regular timer", () => {
    expect(atZero({ ...REGULAR, mode: "evergreen" })).toEqual({ kind: "stop", showMessage: false, cookie: 0 });
    expect(atZero({ ...CHECKOUT, mode: "evergreen" })).toEqual({ kind: "stop", showMessage: true, cookie: 0 });
  });

  it("another mode with a later restart stops now and leaves the page's time for the next visit", () => {
    expect(atZero({ ...REGULAR, mode: "evergreen", restart: "nextday" })).toEqual({ kind: "stop", showMessage: false, cookie: 19800 });
  });
});

describe("the clock's arithmetic", () => {
  it("counts whole seconds left, a partly gone second still shown, never below 0", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it("ticks every second, when the shown second changes", () => {
    expect(msToNextTick(10_000, 0)).toBe(1000);
    expect(msToNextTick(10_000, 400)).toBe(600);
    expect(msToNextTick(10_000, 999)).toBe(1);
  });

  it("splits seconds into days, hours, minutes and seconds", () => {
    expect(timeParts(19800)).toEqual({ days: 0, hours: 5, minutes: 30, seconds: 0 });
    expect(timeParts(31564013)).toEqual({ days: 365, hours: 7, minutes: 46, seconds: 53 });
    expect(timeParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("the digits as CommerceKit shows them", () => {
  it("two digits at least on product pages (a third day digit kept)", () => {
    expect(["days", "hours", "minutes", "seconds"].map((part) => digitText(part as "days", 5, "product"))).toEqual(["05", "05", "05", "05"]);
    expect(digitText("days", 365, "product")).toBe("365");
  });

  it("minutes as they are elsewhere", () => {
    expect(digitText("minutes", 5, "checkout")).toBe("5");
    expect(digitText("seconds", 5, "checkout")).toBe("05");
  });

  it("outside product pages the days, hours and minutes of 0 are hidden, the seconds never", () => {
    expect(blockDisplay("days", 0, "checkout")).toBe("none");
    expect(blockDisplay("hours", 2, "checkout")).toBe("inline-flex");
    expect(blockDisplay("minutes", 0, "checkout")).toBe("none");
    expect(blockDisplay("seconds", 0, "checkout")).toBeUndefined();
    expect(blockDisplay("days", 0, "product")).toBeUndefined();
  });
});

describe("what screen readers read", () => {
  const product = { days: "Days", hours: "Hours", minutes: "Mins", seconds: "Secs" };
  const checkout = { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" };

  it("the time left to the minute, rounded up, in the server's labels", () => {
    expect(spokenTime(19800, product)).toBe("5 Hours 30 Mins");
    expect(spokenTime(19799, product)).toBe("5 Hours 30 Mins");
    expect(spokenTime(19740, product)).toBe("5 Hours 29 Mins");
    expect(spokenTime(31564013, product)).toBe("365 Days 7 Hours 47 Mins");
    expect(spokenTime(900, checkout)).toBe("15 minutes");
    expect(spokenTime(3600, checkout)).toBe("1 hours");
  });

  it("changes once a minute, not every second (120 seconds, 2 texts)", () => {
    const texts = new Set(Array.from({ length: 120 }, (_, second) => spokenTime(19800 - second, product)));
    expect(texts.size).toBe(2);
  });

  it("reads the last minute as 1 and the end as 0 seconds", () => {
    expect(spokenTime(59, product)).toBe("1 Mins");
    expect(spokenTime(1, checkout)).toBe("1 minutes");
    expect(spokenTime(0, product)).toBe("0 Secs");
  });
});
