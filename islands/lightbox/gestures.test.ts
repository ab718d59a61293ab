import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { releaseAction, type Release } from "./gestures";

const release = (overrides: Partial<Release>): Release => ({ axis: "x", dx: 0, bgOpacity: 1, zoomed: false, moved: false, ...overrides });

describe("release rules", () => {
  it("a vertical drag released with the background below 0.75 closes, at or above does not", () => {
    expect(releaseAction(release({ axis: "y", bgOpacity: 0.74 }))).toBe("close");
    expect(releaseAction(release({ axis: "y", bgOpacity: 0.2 }))).toBe("close");
    expect(releaseAction(release({ axis: "y", bgOpacity: 0.75 }))).toBeNull();
    expect(releaseAction(release({ axis: "y", bgOpacity: 1 }))).toBeNull();
  });

  it("a horizontal drag longer than 30 px changes the slide: left goes next, right goes back", () => {
    expect(releaseAction(release({ dx: -31 }))).toBe("next");
    expect(releaseAction(release({ dx: 31 }))).toBe("previous");
    expect(releaseAction(release({ dx: -30 }))).toBeNull();
    expect(releaseAction(release({ dx: 30 }))).toBeNull();
  });

  it("leaves zoomed slides, PhotoSwipe's own slide changes and taps alone", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (dx) => {
        expect(releaseAction(release({ dx, zoomed: true }))).toBeNull();
        expect(releaseAction(release({ dx, moved: true }))).toBeNull();
        expect(releaseAction(release({ dx, axis: null }))).toBeNull();
        const action = releaseAction(release({ dx }));
        expect(action === null).toBe(Math.abs(dx) <= 30);
      }),
    );
  });
});
