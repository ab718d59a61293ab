/**
 * Places the `waitlist` island around CommerceKit's footer copy of its waitlist markup
 * (`<div id="cgkit_wtls_clone">`) on product pages. Props: the page's product (the `postid-N` body class). The island's code then
 * handles every 'Get notified' button on the page. On a real store the plugin hooks the same
 * footer output.
 */
import { renderIsland } from "../../src/contract/markup";
import { productIdOf } from "./captured";
import { findElementEnd } from "./elements";

export const WAITLIST_CLONE_START = '<div id="cgkit_wtls_clone">';

export function placeWaitlistIsland(html: string): string {
  // Product pages only: listings carry the copy too, for CommerceKit's swatch forms.
  const productId = Number(productIdOf(html) ?? "0");
  const start = html.indexOf(WAITLIST_CLONE_START);
  const end = start < 0 || productId <= 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  const island = renderIsland({ name: "waitlist", version: 1, when: "interaction", props: { productId }, inner: html.slice(start, end) });
  return html.slice(0, start) + island + html.slice(end);
}
