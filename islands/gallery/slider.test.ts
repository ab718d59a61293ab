import { describe, expect, it } from "vitest";
import { wholePixelTrack } from "./slider";

describe("the main slider's track, as Swiper sizes CommerceKit's", () => {
  it("one slide per view: each as wide as the container's whole pixels (652 px in a 651.75 px container)", () => {
    const track = wholePixelTrack(652, 651.75, 1, 3);
    expect(track).toHaveLength(3);
    for (const slide of track) {
      expect(slide.size * 651.75).toBeCloseTo(652, 9);
      expect([slide.spacing, slide.origin]).toEqual([0, 0]);
    }
  });

  it("1.1 per view (a phone's edge of the next slide): the last slide ends at the right edge", () => {
    const track = wholePixelTrack(345, 345, 1.1, 3);
    const size = 1 / 1.1;
    expect(track.map((slide) => slide.size)).toEqual([size, size, size]);
    // What is left from the last slide on is less than the container: it sits at the right edge.
    expect(track[0]?.origin).toBe(0);
    expect(track[2]?.origin).toBeCloseTo(1 - size, 9);
  });

  it("a container not measured yet falls back to keen-slider's own shares", () => {
    expect(wholePixelTrack(0, 0, 1, 2).map((slide) => slide.size)).toEqual([1, 1]);
  });
});
