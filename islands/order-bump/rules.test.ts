import { describe, expect, it } from "vitest";
import { arrowDisabled, arrowMeaning, arrowStep, clampIndex, fillText, itemAt, keyTarget, viewsKey } from "./rules";

describe("the arrows, left to right", () => {
  it("move back (prev) and forward (next)", () => {
    expect(arrowStep("prev", false)).toBe(-1);
    expect(arrowStep("next", false)).toBe(1);
    expect(arrowMeaning("prev", false)).toBe("previous");
    expect(arrowMeaning("next", false)).toBe("next");
  });

  it("disable previous at the first item and next at the last (docs/behaviour/countdown-and-order-bump.md)", () => {
    expect([arrowDisabled("prev", 0, 3, false), arrowDisabled("next", 0, 3, false)]).toEqual([true, false]);
    expect([arrowDisabled("prev", 1, 3, false), arrowDisabled("next", 1, 3, false)]).toEqual([false, false]);
    expect([arrowDisabled("prev", 2, 3, false), arrowDisabled("next", 2, 3, false)]).toEqual([false, true]);
  });
});

describe("the arrows, right to left (reversed)", () => {
  it("swap: the left-pointing arrow moves forward and is named 'next'", () => {
    expect(arrowStep("prev", true)).toBe(1);
    expect(arrowStep("next", true)).toBe(-1);
    expect(arrowMeaning("prev", true)).toBe("next");
    expect(arrowMeaning("next", true)).toBe("previous");
  });

  it("disable the right arrow (.ckobp-next) at the first item and the left one (.ckobp-prev) at the last", () => {
    expect([arrowDisabled("prev", 0, 2, true), arrowDisabled("next", 0, 2, true)]).toEqual([false, true]);
    expect([arrowDisabled("prev", 1, 2, true), arrowDisabled("next", 1, 2, true)]).toEqual([true, false]);
  });
});

describe("a carousel with fewer than two items", () => {
  it("has both arrows disabled and no key moves it", () => {
    for (const rtl of [false, true]) {
      expect([arrowDisabled("prev", 0, 1, rtl), arrowDisabled("next", 0, 1, rtl)]).toEqual([true, true]);
      expect(keyTarget("ArrowRight", 0, 1, rtl)).toBeNull();
    }
    expect(arrowDisabled("next", 0, 0, false)).toBe(true);
  });
});

describe("keys", () => {
  it("Left and Right follow the screen, Home and End go to the ends", () => {
    expect(keyTarget("ArrowRight", 0, 3, false)).toBe(1);
    expect(keyTarget("ArrowLeft", 1, 3, false)).toBe(0);
    expect(keyTarget("End", 0, 3, false)).toBe(2);
    expect(keyTarget("Home", 2, 3, false)).toBe(0);
  });

  it("swap Left and Right in right-to-left", () => {
    expect(keyTarget("ArrowLeft", 0, 3, true)).toBe(1);
    expect(keyTarget("ArrowRight", 1, 3, true)).toBe(0);
  });

  it("move nowhere past the ends, and ignore other keys", () => {
    expect(keyTarget("ArrowLeft", 0, 3, false)).toBeNull();
    expect(keyTarget("ArrowRight", 2, 3, false)).toBeNull();
    expect(keyTarget("Home", 0, 3, false)).toBeNull();
    expect(keyTarget("End", 2, 3, false)).toBeNull();
    expect(keyTarget("ArrowDown", 0, 3, false)).toBeNull();
    expect(keyTarget("Enter", 0, 3, false)).toBeNull();
  });
});

describe("the item in view", () => {
  it("is the scroll position over the distance between items, rounded (CommerceKit's 15 px gap counted)", () => {
    expect(itemAt(0, 315, 2)).toBe(0);
    expect(itemAt(150, 315, 2)).toBe(0);
    expect(itemAt(160, 315, 2)).toBe(1);
    expect(itemAt(315, 315, 2)).toBe(1);
    expect(itemAt(2000, 315, 2)).toBe(1);
  });

  it("reads a right-to-left strip's negative scroll position", () => {
    expect(itemAt(-315, 315, 3)).toBe(1);
    expect(itemAt(-630, 315, 3)).toBe(2);
  });

  it("is the first while nothing is laid out", () => {
    expect(itemAt(300, 0, 3)).toBe(0);
    expect(itemAt(300, Number.NaN, 3)).toBe(0);
  });

  it("clamps", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(1.4, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe("the views key", () => {
  it("is the same for the same set in any order, with repeats", () => {
    expect(viewsKey([75, 73])).toBe("73,75");
    expect(viewsKey([73, 75, 73])).toBe("73,75");
    expect(viewsKey([71])).not.toBe(viewsKey([67, 71]));
  });
});

describe("fillText", () => {
  it("fills %s in order and %1$s, %2$s by position", () => {
    expect(fillText("“%s” has been added to your cart.", "Knit Scarf")).toBe("“Knit Scarf” has been added to your cart.");
    expect(fillText("%1$s of %2$s", 1, 2)).toBe("1 of 2");
    expect(fillText("%2$s / %1$s", 1, 2)).toBe("2 / 1");
  });

  it("leaves a placeholder with no value as it is", () => {
    expect(fillText("%s and %s", "a")).toBe("a and %s");
  });
});
