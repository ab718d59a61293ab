// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseGalleryProps } from "../../islands/gallery/props";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./elements";
import { addGalleryVideo, applyGalleryLayout, DEMO_VIDEO_ID, galleryPropsFor, GALLERY_WRAPPER_START, placeGalleryIsland } from "./islands-gallery";
import { rewriteUrls, stripLegacyAssets } from "./page-transform";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const OPEN = '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>';

function placedProps(html: string): unknown {
  const at = html.indexOf(OPEN);
  return JSON.parse(html.slice(at + OPEN.length, html.indexOf("</script>", at)));
}

describe("placeGalleryIsland", () => {
  it("wraps CommerceKit's gallery wrapper on the Hoodie page, once, adding only the island", () => {
    const html = page("product-variable-hoodie.html");
    const placed = placeGalleryIsland(html);
    expect(placed.split('data-island="gallery"')).toHaveLength(2);
    const at = placed.indexOf(OPEN);
    const propsEnd = placed.indexOf("</script>", at) + "</script>".length;
    expect(placed.slice(propsEnd).startsWith(GALLERY_WRAPPER_START)).toBe(true);
    const start = html.indexOf(GALLERY_WRAPPER_START);
    const end = findElementEnd(html, start, "div");
    expect(placed).toBe(html.slice(0, start) + placed.slice(at, propsEnd) + html.slice(start, end) + "</div>" + html.slice(end));
  });

  it("turns the page's gallery data into valid props: default gallery first, one gallery per colour, each with the global images after", () => {
    const parsed = parseGalleryProps(placedProps(placeGalleryIsland(page("product-variable-hoodie.html"))));
    if (!parsed.ok) throw new Error(parsed.error);
    const props = parsed.value;
    expect(props.layout).toBe("horizontal");
    expect(props.mobileLayout).toBe("default");
    expect(props.showEdge).toBe(1.1);
    expect(props.thumbs).toEqual({ desktop: 4, mobile: 4, vertical: 5 });
    expect(props.lightbox).toBe(true);
    expect(props.galleries.map((entry) => [entry.slug, entry.ids])).toEqual([
      ["default_gallery", [18, 19]],
      // A colour's picture, then CommerceKit's global gallery (cgkit_glob_gallery: front and back), as it shows them.
      ["colour-dark-gray", [20, 18, 19]],
      ["colour-white", [21, 18, 19]],
      ["colour-black", [22, 18, 19]],
      ["colour-gray", [23, 18, 19]],
      ["colour-blue", [24, 18, 19]],
    ]);
    // Images 800x1024, thumbnails 150x192 (docs/behaviour/constants.md#gallery); URLs site-relative.
    const blue = props.images.find((image) => image.id === 24);
    expect(blue).toMatchObject({ src: "/wp-content/uploads/2026/11/hoodie-blue.png", width: 800, height: 1024, alt: "Hoodie Blue" });
    expect(blue?.thumb).toMatchObject({ src: "/wp-content/uploads/2026/11/hoodie-blue-150x192.png", width: 150, height: 192 });
    expect(JSON.stringify(props)).not.toContain("127.0.0.1:8881");
  });

  it("finds the data in the captured page when the transform has stripped the inline scripts", () => {
    const stripped = rewriteUrls(stripLegacyAssets(page("product-variable-hoodie.html")));
    expect(stripped).not.toContain("cgkit_attr_gallery");
    expect(placedProps(placeGalleryIsland(stripped))).toEqual(galleryPropsFor(page("product-variable-hoodie.html")));
  });

  it.each(["product-simple-t-shirt.html", "product-variable-zip-hoodie.html"])("places the gallery on %s too", (name) => {
    expect(placeGalleryIsland(page(name))).toContain(OPEN);
  });

  it.each(["shop.html", "cart-with-items.html", "home.html"])("leaves %s unchanged", (name) => {
    const html = page(name);
    expect(placeGalleryIsland(html)).toBe(html);
  });
});

describe("applyGalleryLayout (?gallery_layout=)", () => {
  const placed = placeGalleryIsland(page("product-variable-hoodie.html"));

  it.each(["vertical-left", "grid-3-1-2", "simple-scroll"])("switches props and classes to %s", (layout) => {
    const html = applyGalleryLayout(placed, layout);
    expect(placedProps(html)).toMatchObject({ layout });
    expect(html).toContain(`class="images cgkit-gallery-${layout}"`);
    expect(html).toContain(`class="cg-layout-${layout} `);
    expect(html).toContain(`data-layout-class="cg-layout-${layout}"`);
    expect(html).not.toContain("cg-layout-horizontal");
  });

  it("turns on the show-edge phone layout", () => {
    const html = applyGalleryLayout(placed, "show-edge");
    expect(placedProps(html)).toMatchObject({ mobileLayout: "show-edge", layout: "horizontal" });
    expect(html).toContain('id="commercegurus-pdp-gallery" class="cgkit-m-show-edge cg-layout-horizontal');
  });

  it("leaves the page unchanged for an unknown layout or a page without the island", () => {
    expect(applyGalleryLayout(placed, "carousel")).toBe(placed);
    expect(applyGalleryLayout(page("shop.html"), "grid-2-4")).toBe(page("shop.html"));
  });
});

describe("addGalleryVideo (?gallery_video=1)", () => {
  it("adds a video slide and its thumbnail to the default gallery", () => {
    const html = addGalleryVideo(placeGalleryIsland(page("product-variable-hoodie.html")));
    const parsed = parseGalleryProps(placedProps(html));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.galleries[0]?.ids).toEqual([18, 19, DEMO_VIDEO_ID]);
    expect(parsed.value.images.find((image) => image.id === DEMO_VIDEO_ID)?.video).toMatchObject({ autoplay: true });
    expect(html).toContain(`data-image-ids="18,19,${DEMO_VIDEO_ID}"`);
    expect(html).toContain("cg-thumbs-count-3");
    expect(html).toMatch(/<video class="cgkit-video cgkit-autoplay" src="data:video\/webm;base64,/);
    expect(html).toContain(`data-variation-id="${DEMO_VIDEO_ID}" data-index="2"`);
  });
});
