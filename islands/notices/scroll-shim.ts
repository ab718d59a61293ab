/**
 * `$.scroll_to_notices`, which woocommerce.js defines for WooCommerce's other scripts and any
 * plugin's: where woocommerce.js left the page and jQuery stays, a script that calls it gets
 * the same scroll (src/dom/scroll.ts: 1000 ms, 100 px above the notice). Given a jQuery
 * collection, as they pass one; an empty one scrolls nowhere.
 */
import { getJQuery, unwrapElement, type JQueryLike } from "../../src/bridge/jquery";
import { scrollToNotices } from "../../src/dom/scroll";

type JQueryWithScroll = JQueryLike & { scroll_to_notices?: unknown };

export function provideScrollToNotices(signal: AbortSignal): void {
  const jquery = getJQuery() as JQueryWithScroll | null;
  if (!jquery || typeof jquery.scroll_to_notices === "function") return;
  const scroll = (target: unknown): void => {
    const element = unwrapElement(target);
    if (element) scrollToNotices(element);
  };
  jquery.scroll_to_notices = scroll;
  signal.addEventListener(
    "abort",
    () => {
      if (jquery.scroll_to_notices === scroll) delete jquery.scroll_to_notices;
    },
    { once: true },
  );
}
