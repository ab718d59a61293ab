import { describe, expect, it } from "vitest";
import { LAYOUTS } from "./constants";
import { gridLimit, needsLoadMore, slidesPerView, thumbsPerView, thumbsVertical, usesSlider, visibleItemCount } from "./layout";

const thumbs = { desktop: 4, mobile: 4, vertical: 5 };

describe("gallery layouts", () => {
  it.each([
    ["grid-2-4", 8],
    ["grid-3-1-2", 6],
    ["grid-1-2-2", 5],
  ] as const)("%s shows the first %i of 12 items until load more, then all", (layout, limit) => {
    expect(gridLimit(layout)).toBe(limit);
    expect(visibleItemCount(layout, 12, false)).toBe(limit);
    expect(visibleItemCount(layout, 12, true)).toBe(12);
    expect(visibleItemCount(layout, 2, false)).toBe(2);
    expect(needsLoadMore(layout, limit + 1, 1280)).toBe(true);
    expect(needsLoadMore(layout, limit, 1280)).toBe(false);
    // On phones a grid is a slider: every item, no toggle.
    expect(needsLoadMore(layout, 12, 390)).toBe(false);
  });

  it("shows every item in the other layouts", () => {
    for (const layout of ["horizontal", "vertical-left", "vertical-right", "vertical-scroll", "simple-scroll"] as const) {
      expect(visibleItemCount(layout, 12, false)).toBe(12);
      expect(needsLoadMore(layout, 12, 1280)).toBe(false);
    }
  });

  it("makes grid and scroll layouts a slider up to 770 px and a grid above", () => {
    for (const layout of LAYOUTS) {
      const gridOrScroll = layout.startsWith("grid-") || layout.endsWith("-scroll");
      expect(usesSlider(layout, 770)).toBe(true);
      expect(usesSlider(layout, 771)).toBe(!gridOrScroll);
    }
  });

  it("shows 4 thumbnails on desktop and phones, 5 in the vertical layouts on desktop", () => {
    expect(thumbsPerView("horizontal", thumbs, 1280)).toBe(4);
    expect(thumbsPerView("horizontal", thumbs, 390)).toBe(4);
    expect(thumbsPerView("vertical-left", thumbs, 1280)).toBe(5);
    expect(thumbsPerView("vertical-right", thumbs, 1280)).toBe(5);
    expect(thumbsPerView("vertical-left", { ...thumbs, mobile: 3 }, 390)).toBe(3);
    expect(thumbsVertical("vertical-right", 1280)).toBe(true);
    expect(thumbsVertical("vertical-right", 770)).toBe(false);
    expect(thumbsVertical("horizontal", 1280)).toBe(false);
  });

  it("peeks at the next slide (1.1 per view) only for show-edge on phones", () => {
    expect(slidesPerView("show-edge", 1.1, 390)).toBe(1.1);
    expect(slidesPerView("show-edge", 1.1, 1280)).toBe(1);
    expect(slidesPerView("default", 1.1, 390)).toBe(1);
  });
});
