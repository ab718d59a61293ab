// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLightboxProps } from "../../islands/lightbox/props";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { findElementEnd } from "./elements";
import { stripLegacyAssets } from "./page-transform";
import { GALLERY_WRAPPER_START, lightboxProps, placeLightboxIsland, readGalleryData } from "./islands-lightbox";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const OPEN = '<div data-island="lightbox" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

describe("placeLightboxIsland", () => {
  it.each([
    "product-variable-hoodie.html",
    "product-variable-zip-hoodie.html",
    "product-simple-t-shirt.html",
    "product-sold-individually-gift-card.html",
    "product-simple-out-of-stock-beanie.html",
  ])("prints one empty island right after the gallery wrapper on %s; CommerceKit's PhotoSwipe 4 dialog leaves", (name) => {
    const html = page(name);
    const placed = placeLightboxIsland(html);
    expect(placed.split('data-island="lightbox"')).toHaveLength(2);
    const wrapperEnd = findElementEnd(html, html.indexOf(GALLERY_WRAPPER_START), "div");
    expect(placed.slice(0, wrapperEnd)).toBe(html.slice(0, wrapperEnd));
    expect(placed.slice(wrapperEnd).startsWith(OPEN)).toBe(true);
    const island = placed.slice(wrapperEnd, placed.indexOf("</script></div>", wrapperEnd) + "</script></div>".length);
    const dialog = html.indexOf('<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true" id="pswp">');
    expect(dialog).toBeGreaterThan(wrapperEnd);
    const withoutDialog = html.slice(0, dialog) + html.slice(findElementEnd(html, dialog, "div"));
    expect(placed).toBe(withoutDialog.slice(0, wrapperEnd) + island + withoutDialog.slice(wrapperEnd));
    expect(placed).not.toContain('id="pswp"');
    const json = island.slice(OPEN.length, island.length - "</script></div>".length);
    const parsed = parseLightboxProps(JSON.parse(json));
    expect(parsed.ok && parsed.value).toMatchObject({
      gallery: "#commercegurus-pdp-gallery",
      slides: ".cg-main-swiper .swiper-slide",
      gid: 1,
      enabled: true,
      caption: false,
      zoom: null,
    });
    expect(parsed.ok && parsed.value.strings.error).toBe("The image could not be loaded.");
  });

  it.each(["shop.html", "cart-with-items.html", "home.html"])("leaves %s unchanged", (name) => {
    const html = page(name);
    expect(placeLightboxIsland(html)).toBe(html);
  });

  it("reads pdp_lightbox and pdp_lightbox_cap from the page's gallery data", () => {
    const hoodie = page("product-variable-hoodie.html");
    expect(readGalleryData(hoodie)).toMatchObject({ pdp_lightbox: 1, pdp_lightbox_cap: 0 });
    const off = hoodie.replace('"pdp_lightbox":1,"pdp_lightbox_cap":0', '"pdp_lightbox":0,"pdp_lightbox_cap":1');
    expect(lightboxProps(off)).toMatchObject({ enabled: false, caption: true });
    // Without the data the documented default holds: lightbox on, no caption.
    expect(lightboxProps("<body></body>")).toMatchObject({ enabled: true, caption: false });
  });

  it("reads the raw capture of the same product when the transform stripped the inline data", () => {
    const raw = page("product-variable-hoodie.html");
    const stripped = stripLegacyAssets(raw);
    expect(readGalleryData(stripped)).toEqual({});
    const turnedOff = raw.replace('"pdp_lightbox":1', '"pdp_lightbox":0');
    // The stripped page's own (absent) data falls back to the capture's: lightbox on.
    expect(lightboxProps(stripped)).toMatchObject({ enabled: true, caption: false });
    expect(lightboxProps(turnedOff)).toMatchObject({ enabled: false });
  });

  it("goes after the gallery island when that island wraps the gallery, not inside it", () => {
    const html = page("product-variable-hoodie.html");
    const start = html.indexOf(GALLERY_WRAPPER_START);
    const end = findElementEnd(html, start, "div");
    const galleryOpen = '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>{}</script>';
    const wrapped = `${html.slice(0, start)}${galleryOpen}${html.slice(start, end)}</div>${html.slice(end)}`;
    const placed = placeLightboxIsland(wrapped);
    const galleryEnd = findElementEnd(wrapped, wrapped.indexOf(galleryOpen), "div");
    expect(placed.slice(0, galleryEnd)).toBe(wrapped.slice(0, galleryEnd));
    expect(placed.slice(galleryEnd).startsWith(OPEN)).toBe(true);
  });
});
