/**
 * Places the `gallery` island around CommerceKit's gallery (`#commercegurus-pdp-gallery-wrapper`)
 * on product pages. Its props come from CommerceKit's inline gallery data (`commercekit_pdp`,
 * `cgkit_attr_gallery`, `cgkit_variations`), which the page transform strips before placement,
 * so they are read from the captured page of the same product: the data the plugin has from
 * WooCommerce on a real store. Also: `applyGalleryLayout` (`?gallery_layout=`) and
 * `addGalleryVideo` (`?gallery_video=1`), applied per request.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { encodeScriptJson, escapeAttribute, renderIsland } from "../../src/contract/markup";
import { LAYOUTS, STRINGS } from "../../islands/gallery/constants";
import { galleriesFrom, layoutFrom, type CommerceKitGalleryData } from "../../islands/gallery/from-commercekit";
import { capturedProductPage, productIdOf } from "./captured";
import { findElementEnd } from "./elements";
import { INLINE_VAR_END, isRecord } from "./inline-objects";
import { CAPTURE_ORIGIN, DEMO_FIXTURES_DIR } from "./paths";

export const GALLERY_WRAPPER_START = '<div id="commercegurus-pdp-gallery-wrapper"';
const ISLAND_START = '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>';

/** CommerceKit's `var name = JSON;` objects in the page, by name. */
export function readInlineVars(html: string): Map<string, unknown> {
  const vars = new Map<string, unknown>();
  for (const [, name, json] of html.matchAll(new RegExp(`var (c\\w+) = (.*?);${INLINE_VAR_END}`, "gs"))) {
    if (!name || !json) continue;
    try {
      vars.set(name, JSON.parse(json));
    } catch {
      // Not JSON (a function, an expression): not gallery data.
    }
  }
  return vars;
}

export function readGalleryData(html: string): CommerceKitGalleryData | null {
  const vars = readInlineVars(html);
  const attrGallery = vars.get("cgkit_attr_gallery");
  const variations = vars.get("cgkit_variations");
  const pdp = vars.get("commercekit_pdp");
  const global = vars.get("cgkit_glob_gallery");
  if (!Array.isArray(attrGallery) || !isRecord(pdp)) return null;
  return { pdp, attrGallery, variations: Array.isArray(variations) ? variations : [], global: isRecord(global) ? global : undefined } as CommerceKitGalleryData;
}

/** The island's props for a page, with URLs made site-relative like the rest of the page. */
export function galleryPropsFor(html: string): Record<string, unknown> | null {
  const productId = productIdOf(html);
  const source = html.includes("var cgkit_attr_gallery") ? html : productId ? capturedProductPage(productId) : null;
  const data = source ? readGalleryData(source) : null;
  if (!data) return null;
  const props = { ...layoutFrom(data.pdp), ...galleriesFrom(data) };
  return JSON.parse(JSON.stringify(props).split(CAPTURE_ORIGIN).join("")) as Record<string, unknown>;
}

export function placeGalleryIsland(html: string): string {
  const start = html.indexOf(GALLERY_WRAPPER_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  const props = end < 0 ? null : galleryPropsFor(html);
  if (!props) return html;
  const inner = html.slice(start, end);
  const island = renderIsland({ name: "gallery", version: 1, when: "idle", props, inner: props.mobileLayout === "show-edge" ? withClass(inner, "cgkit-m-show-edge") : inner });
  return html.slice(0, start) + island + html.slice(end);
}

/** Adds a class to `#commercegurus-pdp-gallery`. */
function withClass(html: string, name: string): string {
  return html.replace(/(<div id="commercegurus-pdp-gallery" class=")/, `$1${name} `);
}

/** The placed island's props, changed by `edit`, and the page with them. */
function editProps(html: string, edit: (props: Record<string, unknown>) => void): string {
  const at = html.indexOf(ISLAND_START);
  const end = at < 0 ? -1 : html.indexOf("</script>", at);
  if (end < 0) return html;
  const props: unknown = JSON.parse(html.slice(at + ISLAND_START.length, end));
  if (!isRecord(props)) return html;
  edit(props);
  return html.slice(0, at + ISLAND_START.length) + encodeScriptJson(props) + html.slice(end);
}

/** `?gallery_layout=`: one of the eight layouts, or the phone layout `show-edge`. Unknown: unchanged. */
export function applyGalleryLayout(html: string, layout: string): string {
  if (layout === "show-edge") return withClass(editProps(html, (props) => (props.mobileLayout = "show-edge")), "cgkit-m-show-edge");
  if (!(LAYOUTS as readonly string[]).includes(layout) || !html.includes(ISLAND_START)) return html;
  return editProps(html, (props) => (props.layout = layout))
    .replace(/(id="commercegurus-pdp-gallery-wrapper" class="images )cgkit-gallery-[\w-]+/, `$1cgkit-gallery-${layout}`)
    .replace(/(id="commercegurus-pdp-gallery" class="[^"]*?)cg-layout-[\w-]+/, `$1cg-layout-${layout}`)
    .replace(/data-layout-class="cg-layout-[\w-]+"/, `data-layout-class="cg-layout-${layout}"`);
}

/** The demo's one short generated video (fixtures/demo-store/gallery), as data URLs. */
export const DEMO_VIDEO_ID = 900001;
const dataUrl = (file: string, type: string): string => `data:${type};base64,${readFileSync(path.join(DEMO_FIXTURES_DIR, "gallery", file)).toString("base64")}`;

/** `?gallery_video=1`: a video slide (with the autoplay class) after the default gallery's images. */
export function addGalleryVideo(html: string): string {
  if (!html.includes(ISLAND_START)) return html;
  const video = dataUrl("demo-video.webm", "video/webm");
  const poster = dataUrl("demo-video-poster.png", "image/png");
  const alt = "Hoodie video";
  let index = 0;
  const withProps = editProps(html, (props) => {
    const images = Array.isArray(props.images) ? props.images : [];
    images.push({ id: DEMO_VIDEO_ID, src: poster, width: 800, height: 1024, alt, thumb: { src: poster, width: 150, height: 192 }, video: { src: video, autoplay: true } });
    const [first] = Array.isArray(props.galleries) ? props.galleries : [];
    if (isRecord(first) && Array.isArray(first.ids)) {
      index = first.ids.length;
      first.ids.push(DEMO_VIDEO_ID);
    }
  });
  const slide = `<li class="swiper-slide cgkit-video-slide" data-image-id="${DEMO_VIDEO_ID}" data-video-src="${escapeAttribute(video)}"><div class="cgkit-video-wrap"><video class="cgkit-video cgkit-autoplay" src="${escapeAttribute(video)}" poster="${escapeAttribute(poster)}" width="800" height="1024" preload="metadata" playsinline loop muted></video><button type="button" class="cgkit-video-toggle" aria-label="${STRINGS.playVideo}" aria-pressed="false"></button></div></li>`;
  const thumb = `<li class="swiper-slide cgkit-video-thumb" data-variation-id="${DEMO_VIDEO_ID}" data-index="${index}"><img width="150" height="192" src="${escapeAttribute(poster)}" alt="${alt}" loading="lazy" decoding="async" class="wp-post-image"></li>`;
  return withProps
    .replace(/(<ul class="swiper-wrapper cg-psp-gallery"[\s\S]*?)(<\/ul>)/, `$1${slide}$2`)
    .replace(/(<div thumbsSlider=""[^>]*>\s*<ul class="swiper-wrapper"[\s\S]*?)(<\/ul>)/, `$1${thumb}$2`)
    .replace(/(id="commercegurus-pdp-gallery"[^>]*data-image-ids=")([\d,]*)"/, `$1$2,${DEMO_VIDEO_ID}"`)
    .replace(/cg-thumbs-count-(\d+)/, (_, count: string) => `cg-thumbs-count-${Number(count) + 1}`);
}
