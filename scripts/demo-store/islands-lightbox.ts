/**
 * Places the `lightbox` island, empty, right after CommerceKit's gallery wrapper
 * (`#commercegurus-pdp-gallery-wrapper`) on product pages, or after the `gallery` island when
 * that wraps it (a sibling, so a gallery re-render never removes it). Props come from the
 * page's gallery data (`var commercekit_pdp = {…}`: `pdp_lightbox`, `pdp_lightbox_cap`), read
 * from the raw captured page of the same product because the page transform strips inline
 * scripts before placement; the island reads its items from the gallery markup itself. On a
 * real store the plugin prints the same after the gallery, from CommerceKit's settings.
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_SLIDES, DEFAULT_STRINGS } from "../../islands/lightbox/props";
import { capturedProductPage, productIdOf } from "./captured";
import { findElementEnd } from "./elements";
import { GALLERY_WRAPPER_START, readInlineVars } from "./islands-gallery";

export { GALLERY_WRAPPER_START };
export const GALLERY_ROOT = "#commercegurus-pdp-gallery";
export const MAIN_SLIDES = DEFAULT_SLIDES;

/** The page's `commercekit_pdp` object (docs/behaviour/gallery.md#page-data), or {} when absent. */
export function readGalleryData(html: string): Record<string, unknown> {
  const data = readInlineVars(html).get("commercekit_pdp");
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The gallery data of the page, or of its raw capture when the transform stripped it. */
function galleryDataFor(html: string): Record<string, unknown> {
  const own = readGalleryData(html);
  if (Object.keys(own).length > 0) return own;
  const productId = productIdOf(html);
  const raw = productId ? capturedProductPage(productId) : null;
  return raw ? readGalleryData(raw) : {};
}

const flag = (value: unknown, fallback: boolean): boolean => (value === undefined ? fallback : value === 1 || value === "1" || value === true);

export function lightboxProps(html: string): Record<string, unknown> {
  const data = galleryDataFor(html);
  return {
    gallery: GALLERY_ROOT,
    slides: MAIN_SLIDES,
    gid: 1,
    // The lightbox is on by default (docs/behaviour/constants.md#gallery).
    enabled: flag(data.pdp_lightbox, true),
    caption: flag(data.pdp_lightbox_cap, false),
    strings: DEFAULT_STRINGS,
  };
}

const GALLERY_ISLAND_START = '<div data-island="gallery"';
const PHOTOSWIPE4_START = '<div class="pswp" ';

/** Where the wrapper ends, or the gallery island around it when that island is its parent. */
function afterGallery(html: string, start: number): number {
  const island = html.lastIndexOf(GALLERY_ISLAND_START, start);
  const islandEnd = island < 0 ? -1 : findElementEnd(html, island, "div");
  if (islandEnd > start && html.slice(island, start).endsWith("</script>")) return islandEnd;
  return findElementEnd(html, start, "div");
}

export function placeLightboxIsland(html: string): string {
  const start = html.indexOf(GALLERY_WRAPPER_START);
  const end = start < 0 ? -1 : afterGallery(html, start);
  if (end < 0) return html;
  // Its code loads on the first intent on the gallery, or at once for a click or an item in the hash.
  const island = renderIsland({ name: "lightbox", version: 1, when: "interaction", props: lightboxProps(html) });
  return html.slice(0, end) + island + withoutPhotoSwipe4Dialog(html.slice(end));
}

/**
 * CommerceKit's PhotoSwipe 4 dialog (`<div class="pswp" … id="pswp">`) leaves with its script and
 * stylesheets (islet_remove_photoswipe4_dialog()): the lightbox island opens PhotoSwipe 5's own.
 */
function withoutPhotoSwipe4Dialog(html: string): string {
  for (let at = html.indexOf(PHOTOSWIPE4_START); at >= 0; at = html.indexOf(PHOTOSWIPE4_START, at + 1)) {
    const tag = html.slice(at, html.indexOf(">", at) + 1);
    if (!/\sid="pswp"/.test(tag)) continue;
    const end = findElementEnd(html, at, "div");
    return end < 0 ? html : html.slice(0, at) + html.slice(end);
  }
  return html;
}
