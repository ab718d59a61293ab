/**
 * The gallery switches, applied per request to the page the plugin served: `?gallery_layout=`
 * (one of CommerceKit's eight layouts, or its phone layout `show-edge`) and `?gallery_video=1`
 * (a generated video slide), as a store with those CommerceKit settings prints the gallery.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { encodeScriptJson, escapeAttribute } from "../../src/contract/markup";
import { LAYOUTS, STRINGS } from "../../islands/gallery/constants";
import { isRecord } from "./inline-objects";
import { DEMO_FIXTURES_DIR } from "./paths";

const ISLAND_START = '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>';

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
