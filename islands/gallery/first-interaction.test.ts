import { afterEach, describe, expect, it } from "vitest";
import { forgetInteraction, hasInteracted, noteFirstInteraction, onFirstInteraction } from "./first-interaction";

afterEach(() => forgetInteraction());

describe("the first interaction, noted from scan time", () => {
  it("counts a mouseover, keydown, touch or wheel once noting has started, not before", () => {
    window.dispatchEvent(new Event("mouseover"));
    expect(hasInteracted()).toBe(false);
    noteFirstInteraction();
    expect(hasInteracted()).toBe(false);
    window.dispatchEvent(new Event("wheel"));
    expect(hasInteracted()).toBe(true);
  });

  it("tells each waiting caller once, at the first of them; a caller after it at once", () => {
    const calls: string[] = [];
    const stop = onFirstInteraction(() => calls.push("kept"));
    onFirstInteraction(() => calls.push("unsubscribed"))();
    window.dispatchEvent(new Event("touchstart"));
    window.dispatchEvent(new Event("keydown"));
    stop();
    onFirstInteraction(() => calls.push("late"));
    expect(calls).toEqual(["kept", "late"]);
  });
});
