/**
 * The demo store's page switches that change what the theme and plugins print, applied to the
 * captured page before the plugin serves it (plugin-render.ts), so the islands around the new
 * markup are the plugin's own: `?accordions=1`, `?flip=1`, `?search=modal`, `?tracking=off`,
 * `?variations=ajax`. The README of this folder lists what each one stands for.
 */
import { findElementEnd, insertBeforeBodyEnd } from "./elements";
import { useAjaxVariations } from "./ajax-variation";

/** The product's short description in the summary, as WooCommerce prints it. */
const SHORT_DESCRIPTION_START = '<div class="woocommerce-product-details__short-description">';

/** `?accordions=1`'s details (the captured store prints none), as a theme's accordion widget prints them. */
const SUMMARY_ACCORDIONS: readonly { summary: string; text: string }[] = [
  { summary: "Delivery", text: "Free delivery on orders over £50. Orders ship in 1–2 working days." },
  { summary: "Returns", text: "Free returns within 30 days, unworn and with the tags on." },
  { summary: "Care", text: "Machine wash at 30 °C, inside out. Do not tumble dry." },
];

/** `?accordions=1`: a group of details after the short description, all open from the server. */
function addSummaryAccordions(html: string): string {
  const start = html.indexOf(SHORT_DESCRIPTION_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  const group = SUMMARY_ACCORDIONS.map(({ summary, text }) => `<details open><summary>${summary}</summary><p>${text}</p></details>`).join("\n");
  return html.slice(0, end) + group + html.slice(end);
}

/**
 * `?flip=1`: Shoptimizer's "Image change on hover" (the captured store has it off). A card whose
 * product has a gallery image shows it beside its own picture (`img.gallery-image`, lazy), with
 * Shoptimizer's two pagination dots after the image link. Product id → its first gallery image.
 */
const FLIP_IMAGES: Readonly<Record<number, string>> = { 25: "hoodie-back" };
const UPLOADS = "/wp-content/uploads/2026/11/";
const SHOPTIMIZER_DOTS = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';

function flipImage(name: string): string {
  const size = (width: number, height: number): string => `${UPLOADS}${name}-${width}x${height}.png ${width}w`;
  return (
    `<img width="300" height="384" src="${UPLOADS}${name}-300x384.png" class="gallery-image" alt="" decoding="async" loading="lazy"` +
    ` srcset="${size(300, 384)}, ${size(150, 192)}" sizes="(max-width: 360px) 147px, 300px" />`
  );
}

function addFlipImage(html: string, productId: number, name: string): string {
  const card = html.indexOf(`<li class="product type-product post-${productId} `);
  const wrapper = card < 0 ? -1 : html.indexOf('<div class="shoptimizer-plp-image-wrapper">', card);
  const wrapperEnd = wrapper < 0 ? -1 : html.indexOf("</div></div></a></div>", wrapper);
  if (wrapperEnd < 0) return html;
  const linkEnd = wrapperEnd + "</div></div></a>".length;
  return `${html.slice(0, wrapperEnd)}${flipImage(name)}</div></div></a>${SHOPTIMIZER_DOTS}${html.slice(linkEnd)}`;
}

const addFlipImages = (html: string): string => Object.entries(FLIP_IMAGES).reduce((page, [id, name]) => addFlipImage(page, Number(id), name), html);

/** The trigger's id, the dialog's `data-shoptimizermodal-id`. */
const SEARCH_MODAL_ID = "searchToggle";
/** The modal's copy of the search field (the header's is -0, the navigation's -1). */
const SEARCH_MODAL_FIELD = "woocommerce-product-search-field-2";
const SEARCH_WIDGET_RE = /<div\b[^>]*?\sclass="[^"]*\bwidget_product_search\b[^"]*"/;

const SEARCH_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" width="20" height="20">' +
  '<circle cx="10.5" cy="10.5" r="6.5" /><path stroke-linecap="round" d="M15.5 15.5L21 21" /></svg>';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor">' +
  '<path stroke-linecap="round" stroke-linejoin="round" d="M6 18L18 6M6 6l12 12" /></svg>';

const trigger = (className: string): string =>
  `<button type="button" class="${className}" data-trigger="${SEARCH_MODAL_ID}" aria-label="Search">${SEARCH_ICON}<span class="screen-reader-text">Search</span></button>`;

function searchModal(widget: string): string {
  return (
    `<dialog class="shoptimizer-modal" data-shoptimizermodal-id="${SEARCH_MODAL_ID}" aria-label="Search products">` +
    '<div class="shoptimizer-modal--container"><form method="dialog">' +
    `<button aria-label="Close modal" class="shoptimizer-modal--button_close" data-dismiss="modal">${CLOSE_ICON}</button></form>` +
    `<div class="shoptimizer-modal--content">${widget}</div></div></dialog>`
  );
}

/** Shoptimizer's script for its dialogs, as the product pages print it. */
const DIALOG_SCRIPT = '<script type="text/javascript" src="http://127.0.0.1:8881/wp-content/themes/shoptimizer/assets/js/shoptimizer-dialog.js?ver=1.0.1" id="shoptimizer-dialog-js"></script>';

/**
 * `?search=modal`: Shoptimizer's search modal as its modal header layout prints it: the desktop
 * trigger in `.main-header` before its first `.site-search`, the phone trigger in
 * `.site-branding` after the menu toggle, before `</body>` the dialog with a copy of the first
 * search widget and, where the page had none, the theme's dialog script. A page without a
 * search widget is returned unchanged.
 */
function addSearchModal(page: string): string {
  const match = SEARCH_WIDGET_RE.exec(page);
  const end = match ? findElementEnd(page, match.index, "div") : -1;
  if (!match || end < 0) return page;
  const copy = page.slice(match.index, end).replace(/woocommerce-product-search-field-\d+/g, SEARCH_MODAL_FIELD);
  let out = page;
  const header = out.indexOf('<div class="main-header');
  const search = header < 0 ? -1 : out.indexOf('<div class="site-search">', header);
  if (search >= 0) out = out.slice(0, search) + trigger("search-trigger") + out.slice(search);
  const branding = out.indexOf('<div class="site-branding">');
  const toggle = branding < 0 ? -1 : out.indexOf('<button class="menu-toggle"', branding);
  const toggleEnd = toggle < 0 ? -1 : findElementEnd(out, toggle, "button");
  if (toggleEnd >= 0) out = out.slice(0, toggleEnd) + trigger("mobile-search-toggle") + out.slice(toggleEnd);
  const modal = insertBeforeBodyEnd(out, searchModal(copy));
  return modal.includes('id="shoptimizer-dialog-js"') ? modal : insertBeforeBodyEnd(modal, DIALOG_SCRIPT);
}

/** `?tracking=off`: WooCommerce's order-attribution params as its allow-tracking filter prints them when it says no. */
const withTrackingDisallowed = (page: string): string => page.replace(/(var wc_order_attribution = \{"params":\{[^}]*?"allowTracking":)true/, "$1false");

/** Each switch: its query parameter, the value that turns it on, and what it changes. */
const SWITCHES: readonly { name: string; value: string; change: (html: string) => string }[] = [
  { name: "accordions", value: "1", change: addSummaryAccordions },
  { name: "flip", value: "1", change: addFlipImages },
  { name: "search", value: "modal", change: addSearchModal },
  { name: "tracking", value: "off", change: withTrackingDisallowed },
  { name: "variations", value: "ajax", change: useAjaxVariations },
];

/** The captured page with the switches the URL turns on; the same string without any. */
export function withSourceSwitches(raw: string, params: URLSearchParams): string {
  return SWITCHES.reduce((html, { name, value, change }) => (params.get(name) === value ? change(html) : html), raw);
}
