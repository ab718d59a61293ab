import { describe, expect, it } from "vitest";
import { sinceInput, watchInputTime } from "./input-time";

/** An event as the browser makes it for the shopper's own input (scripts' events are untrusted). */
function shopper<E extends Event>(event: E): E {
  Object.defineProperty(event, "isTrusted", { value: true });
  document.body.dispatchEvent(event);
  return event;
}

describe("input time", () => {
  it("is 0 before any press, then how long ago the last click, key or change was stamped", () => {
    watchInputTime();
    expect(sinceInput()).toBe(0);
    const click = shopper(new MouseEvent("click", { bubbles: true }));
    expect(sinceInput(click.timeStamp + 40)).toBeCloseTo(40);
    const key = shopper(new KeyboardEvent("keydown", { bubbles: true }));
    expect(sinceInput(key.timeStamp + 5)).toBeCloseTo(5);
  });

  it("ignores events a script dispatches (the swatches' own change on the select)", async () => {
    watchInputTime();
    const click = shopper(new MouseEvent("click", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const scripted = new Event("change", { bubbles: true });
    document.body.dispatchEvent(scripted);
    expect(sinceInput(scripted.timeStamp)).toBeCloseTo(scripted.timeStamp - click.timeStamp);
    expect(sinceInput(scripted.timeStamp)).toBeGreaterThanOrEqual(15);
  });

  it("forgets a press older than a second: it did not cause the change now", () => {
    watchInputTime();
    const change = shopper(new Event("change", { bubbles: true }));
    expect(sinceInput(change.timeStamp + 999)).toBeCloseTo(999);
    expect(sinceInput(change.timeStamp + 1001)).toBe(0);
  });
});
