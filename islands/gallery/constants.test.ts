import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as c from "./constants";

const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "gallery.css"), "utf8");

describe("gallery constants (docs/behaviour/constants.md#gallery)", () => {
  it("has the eight layouts of docs/behaviour/gallery.md#layouts and the show-edge phone layout", () => {
    expect(c.LAYOUTS).toEqual(["horizontal", "vertical-left", "vertical-right", "grid-2-4", "grid-3-1-2", "grid-1-2-2", "vertical-scroll", "simple-scroll"]);
    expect(c.MOBILE_LAYOUTS).toContain("show-edge");
    expect(c.DEFAULT_LAYOUT).toBe("horizontal");
    expect(c.DEFAULT_LIGHTBOX).toBe(true);
  });

  it("pins every number", () => {
    expect([c.THUMBS_DESKTOP, c.THUMBS_MOBILE, c.THUMBS_VERTICAL]).toEqual([4, 4, 5]);
    expect(c.THUMB_GAP_PX).toBe(10);
    expect(c.SHOW_EDGE_FACTOR).toBe(1.1);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(770);
    expect(c.GRID_LIMITS).toEqual({ "grid-2-4": 8, "grid-3-1-2": 6, "grid-1-2-2": 5 });
    expect(c.LAZY_NEIGHBOURS).toBe(1);
    expect(c.SWIPE_THRESHOLD_PX).toBe(2);
    expect(c.MISSING_IMAGE_RELOAD_MS).toBe(2000);
    expect(c.VIDEO_PAUSE_DELAY_MS).toBe(200);
    expect(c.SCROLL_CLICK_LOCK_MS).toBe(1000);
    expect(c.FADE_MS).toBe(500);
    expect(c.AUTOPLAY_DELAY_MS).toBe(3000);
    expect(c.VARIATION_SWAP_DELAY_MS).toBe(200);
    expect(c.SLIDER_INTERACTION_EVENTS).toEqual(["mouseover", "keydown", "touchstart", "touchmove", "wheel"]);
  });

  it("names the product's own gallery as CommerceKit does", () => {
    expect(c.DEFAULT_GALLERY_SLUG).toBe("default_gallery");
  });

  it("uses the same numbers in the stylesheet the server markup is laid out by", () => {
    expect(css).toContain("--islet-gallery-thumb-gap: 10px;");
    expect(css).toContain("--islet-gallery-edge: 1.1;");
    expect(css).toContain("--islet-thumbs: 4;");
    expect(css).toContain("--islet-thumbs: 5;");
    expect(css).toContain("@media (max-width: 770px)");
    expect(css).toContain("@media (min-width: 771px)");
    expect(css).toContain(".cg-layout-grid-2-4:not(.islet-gallery-expanded) .cg-main-swiper > .swiper-wrapper > li:nth-child(n + 9)");
    expect(css).toContain(".cg-layout-grid-3-1-2:not(.islet-gallery-expanded) .cg-main-swiper > .swiper-wrapper > li:nth-child(n + 7)");
    expect(css).toContain(".cg-layout-grid-1-2-2:not(.islet-gallery-expanded) .cg-main-swiper > .swiper-wrapper > li:nth-child(n + 6)");
    expect(css).toContain("prefers-reduced-motion: reduce");
  });
});
