/**
 * The `wishlist` island (props `{failedText, renderedFor}`, renderedFor: whom the page's buttons were printed for, filled
 * per request as the plugin prints it, see page-transform.ts), printed once before `</body>` on every page where
 * CommerceKit's wishlist is on: here, every captured page that loads CommerceKit's wishlist
 * script (`commercekit-wishlist-js`). Its listeners are delegated, so the one island serves the
 * product page's button, the listing cards' and the wishlist page's rows. The plugin's
 * includes/site.php does the same where CommerceKit printed that script.
 */
import { renderIsland } from "../../src/contract/markup";
import { DEFAULT_FAILED_TEXT } from "../../islands/wishlist/props";
import { insertBeforeBodyEnd } from "./elements";

/** The script element WordPress printed for CommerceKit's wishlist (handle `commercekit-wishlist`). */
const WISHLIST_SCRIPT_RE = /<script\b[^>]*?\sid=["']commercekit-wishlist-js["']/;

/** Whether the captured page loads CommerceKit's wishlist script. */
export const loadsWishlistScript = (source: string): boolean => WISHLIST_SCRIPT_RE.test(source);

/** `island` once before `</body>`: the page unchanged without one, or when it has the island. */
export function beforeBodyEnd(html: string, name: string, island: string): string {
  return html.includes(`<div data-island="${name}"`) ? html : insertBeforeBodyEnd(html, island);
}

/**
 * CommerceKit's wishlist popup, which its script added at run time: printed inside the island so
 * the island only fills it (a live region present before its first message; islet's site.php).
 */
export const WISHLIST_POPUP = '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div>';

/** Where the page transform puts the visitor's `renderedFor` (a hole filled per request). */
export const RENDERED_FOR_MARK = "islet-demo-rendered-for";

export const WISHLIST_ISLAND = renderIsland({ name: "wishlist", version: 1, when: "interaction", props: { failedText: DEFAULT_FAILED_TEXT, renderedFor: RENDERED_FOR_MARK }, inner: WISHLIST_POPUP });

/** The island before `</body>` when `source` (the page as captured) loads the wishlist script. */
export function placeWishlistIsland(html: string, source: string = html): string {
  return loadsWishlistScript(source) ? beforeBodyEnd(html, "wishlist", WISHLIST_ISLAND) : html;
}
