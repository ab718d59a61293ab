/**
 * Places a `countdown` island around each of CommerceKit's countdown timers (issue 14): every
 * `div#commercekit-timer-wrap` CommerceKit's commercekit_countdown_timer_template printed, on
 * any page (the captured store has one on the Hoodie, T-Shirt and Zip Hoodie pages and one on
 * the checkout; a shortcode can print more, even several on a page). It loads when the timer
 * comes into view and reads the timer's settings from its data attributes: no props.
 *
 * On a real store the plugin wraps the same markup in its output buffer
 * (wp-plugin/includes/countdown.php, islet_place_countdown); both print through renderIsland.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";

/** How CommerceKit opens a timer's wrap (its id and a space, then an optional shortcode class). */
export const TIMER_WRAP_START = '<div id="commercekit-timer-wrap"';

export function placeCountdownIslands(html: string): string {
  let page = html;
  let from = 0;
  for (;;) {
    const start = page.indexOf(TIMER_WRAP_START, from);
    const end = start < 0 ? -1 : findElementEnd(page, start, "div");
    // No more timers, or one cut short (a page that died part-way): left as printed.
    if (end < 0) return page;
    const island = renderIsland({ name: "countdown", version: 1, when: "visible", props: {}, inner: page.slice(start, end) });
    page = page.slice(0, start) + island + page.slice(end);
    from = start + island.length;
  }
}
