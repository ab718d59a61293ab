import { describe, expect, it } from "vitest";
import { sinceInput, watchInputTime } from "./input-time";

describe("input time", () => {
  it("is 0 before any press, then how long ago the last click, key or change was stamped", () => {
    watchInputTime();
    expect(sinceInput()).toBe(0);
    const click = new MouseEvent("click", { bubbles: true });
    document.body.dispatchEvent(click);
    expect(sinceInput(click.timeStamp + 40)).toBeCloseTo(40);
    const key = new KeyboardEvent("keydown", { bubbles: true });
    document.body.dispatchEvent(key);
    expect(sinceInput(key.timeStamp + 5)).toBeCloseTo(5);
  });

  it("forgets a press older than a second: it did not cause the change now", () => {
    watchInputTime();
    const change = new Event("change", { bubbles: true });
    document.body.dispatchEvent(change);
    expect(sinceInput(change.timeStamp + 999)).toBeCloseTo(999);
    expect(sinceInput(change.timeStamp + 1001)).toBe(0);
  });

  it("stamps with the page's clock", () => {
    watchInputTime();
    const click = new MouseEvent("click", { bubbles: true });
    document.body.dispatchEvent(click);
    expect(sinceInput()).toBeGreaterThanOrEqual(0);
    expect(sinceInput()).toBeLessThan(100);
  });
});
