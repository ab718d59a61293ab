/**
 * Places the `sticky-bar` island around CommerceKit's sticky add-to-cart bar
 * (`<section class="commercekit-sticky-add-to-cart …">`, printed on
 * woocommerce_before_single_product_summary for in-stock products). Props come from
 * CommerceKit's panel markup in the same page: the product title, its thumbnail, the bar's title
 * and the close label. On a real store the plugin prints the same from the product and
 * CommerceKit's settings.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";

export const STICKY_BAR_START = '<section class="commercekit-sticky-add-to-cart';

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#039": "'", "#8217": "\u2019", "#8211": "\u2013" };

/** The few entities WordPress's esc_html / esc_attr print in titles and alt texts. */
export function decodeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#039|#8217|#8211);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function match(html: string, pattern: RegExp): string | null {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? null : decodeText(found.trim());
}

export function stickyBarProps(html: string): Record<string, unknown> | null {
  const title = match(html, /<span class="content-title">([^<]*)<\/span>/);
  if (!title) return null;
  const image = /<div class="cgkit-sticky-atc-image">\s*<img\b([^>]*)>/.exec(html)?.[1] ?? "";
  const src = match(image, /\bsrc="([^"]*)"/);
  const alt = match(image, /\balt="([^"]*)"/) ?? "";
  const region = match(html, /id="commercekit-sticky-atc-title"[^>]*>([^<]*)<\/div>/);
  const close = match(html, /class="commercekit-pdp-sticky-inner__close-button" aria-label="([^"]*)"/);
  const strings: Record<string, string> = {};
  if (region) strings.region = region;
  if (close) strings.close = close;
  return { title, ...(src ? { thumbnail: { src, alt } } : {}), strings };
}

/** Wraps the bar; a page without it (an out-of-stock product, a listing) is returned unchanged. */
export function placeStickyBarIsland(html: string): string {
  const start = html.indexOf(STICKY_BAR_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "section");
  const props = end < 0 ? null : stickyBarProps(html);
  if (end < 0 || !props) return html;
  const island = renderIsland({ name: "sticky-bar", version: 1, when: "interaction", props, inner: html.slice(start, end) });
  return html.slice(0, start) + island + html.slice(end);
}
