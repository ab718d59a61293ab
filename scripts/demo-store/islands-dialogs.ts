/**
 * The `dialogs` island (props `{}`), printed once before `</body>` on pages where the theme
 * prints its modal dialogs (`<dialog class="shoptimizer-modal" data-shoptimizermodal-id="…">`,
 * opened by a `data-trigger` button: the product page's "Request a call back"). Shoptimizer's
 * shoptimizer-dialog.js handled them; the plugin prints the island where that script was printed.
 *
 * Also the page switch `?search=modal` (`addSearchModal`): Shoptimizer's search modal as the
 * theme prints it in its modal header layout, on any page.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd, insertBeforeBodyEnd } from "./elements";
import { searchWidgets } from "./islands-search";
import { beforeBodyEnd } from "./islands-wishlist";

export const MODAL_MARK = "data-shoptimizermodal-id";

export const DIALOGS_ISLAND = renderIsland({ name: "dialogs", version: 1, when: "interaction", props: {} });

/** The island before `</body>` on a page with one of the theme's modal dialogs. */
export function placeDialogsIsland(html: string): string {
  return html.includes(MODAL_MARK) ? beforeBodyEnd(html, "dialogs", DIALOGS_ISLAND) : html;
}

/** The trigger's id, the dialog's `data-shoptimizermodal-id`. */
export const SEARCH_MODAL_ID = "searchToggle";
/** The modal's copy of the search field (the header's is -0, the navigation's -1). */
export const SEARCH_MODAL_FIELD = "woocommerce-product-search-field-2";

const SEARCH_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" width="20" height="20">' +
  '<circle cx="10.5" cy="10.5" r="6.5" /><path stroke-linecap="round" d="M15.5 15.5L21 21" /></svg>';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor">' +
  '<path stroke-linecap="round" stroke-linejoin="round" d="M6 18L18 6M6 6l12 12" /></svg>';

const trigger = (className: string): string =>
  `<button type="button" class="${className}" data-trigger="${SEARCH_MODAL_ID}" aria-label="Search">${SEARCH_ICON}<span class="screen-reader-text">Search</span></button>`;

/** The header's search trigger (desktop) and the phone one, as the modal header layout prints them. */
export const SEARCH_TRIGGER = trigger("search-trigger");
export const MOBILE_SEARCH_TRIGGER = trigger("mobile-search-toggle");

/** The modal around a copy of the search widget (with its island, where it has one). */
export function searchModal(widget: string): string {
  return (
    `<dialog class="shoptimizer-modal" ${MODAL_MARK}="${SEARCH_MODAL_ID}" aria-label="Search products">` +
    '<div class="shoptimizer-modal--container"><form method="dialog">' +
    `<button aria-label="Close modal" class="shoptimizer-modal--button_close" data-dismiss="modal">${CLOSE_ICON}</button></form>` +
    `<div class="shoptimizer-modal--content">${widget}</div></div></dialog>`
  );
}

/** A search island's opening, up to the widget it wraps. */
const SEARCH_ISLAND_OPEN_RE = /<div data-island="search"[^>]*><script type="application\/json" data-island-props>[^<]*<\/script>$/;

/** The first search widget, with the search island right around it when it has one. */
function firstWidget(page: string): string | null {
  const widget = searchWidgets(page)[0];
  if (!widget) return null;
  const open = SEARCH_ISLAND_OPEN_RE.exec(page.slice(Math.max(0, widget.start - 2000), widget.start));
  if (!open || !page.startsWith("</div>", widget.end)) return page.slice(widget.start, widget.end);
  return page.slice(widget.start - open[0].length, widget.end + "</div>".length);
}

/**
 * `?search=modal`: the desktop trigger in `.main-header` before its first `.site-search`, the
 * phone trigger in `.site-branding` after the menu toggle, and before `</body>` the dialog with
 * a copy of the header's search widget (field `woocommerce-product-search-field-2`, in its own
 * search island when the page's widgets have one) and the dialogs island. Applied to a finished
 * page; a page without a search widget is returned unchanged.
 */
export function addSearchModal(page: string): string {
  const widget = firstWidget(page);
  if (widget === null) return page;
  const copy = widget.replace(/woocommerce-product-search-field-\d+/g, SEARCH_MODAL_FIELD);
  let out = page;
  const header = out.indexOf('<div class="main-header');
  const search = header < 0 ? -1 : out.indexOf('<div class="site-search">', header);
  if (search >= 0) out = out.slice(0, search) + SEARCH_TRIGGER + out.slice(search);
  const branding = out.indexOf('<div class="site-branding">');
  const toggle = branding < 0 ? -1 : out.indexOf('<button class="menu-toggle"', branding);
  const toggleEnd = toggle < 0 ? -1 : findElementEnd(out, toggle, "button");
  if (toggleEnd >= 0) out = out.slice(0, toggleEnd) + MOBILE_SEARCH_TRIGGER + out.slice(toggleEnd);
  return placeDialogsIsland(insertBeforeBodyEnd(out, searchModal(copy)));
}
