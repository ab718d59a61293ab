import { afterEach, describe, expect, it } from "vitest";
import { forgetInteraction, hasInteracted, noteFirstInteraction } from "./first-interaction";

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
});
