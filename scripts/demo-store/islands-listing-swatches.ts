/**
 * Places a `listing-swatches` island around each listing card's CommerceKit swatch form
 * (`form.cgkit-swatch-form`) on shop, category, tag and search-result pages, and around the
 * cards of a product page's related and up-sell sections and of the wishlist page's list
 * (placeCardSectionIslands). On a real store
 * the plugin wraps CommerceKit's listing swatch output the same way. Each card mounts when it
 * comes near the viewport: its swatches are a radio group before the shopper reaches them (the
 * arm keeps a press that comes sooner), and React stays out of the first paint.
 */
import { renderIsland, type IslandWhen } from "../../src/contract/markup";
import { findElementEnd, isInside, listingCardForms, wrapElement, type Span } from "./elements";

export const LISTING_PAGE_TYPES: readonly string[] = ["shop", "product-taxonomy", "search"];
/**
 * CommerceKit's card modes the island does not run: a separate add-to-cart button per card and
 * swatches that link to the product instead of adding. A page with either keeps CommerceKit's
 * script for all its cards.
 */
export const UNSUPPORTED_CARD_MODES: readonly string[] = ["cgkit-as-single-atc", "cgkit-disable-atc"];

/** The cards' "Quick add" accordion animates over 400 ms (docs/behaviour/constants.md#listing). */
export const CARD_ACCORDION_MS = 400;

/**
 * The card's "Quick add" `<details>` in an `accordions` island, which takes over from
 * CommerceKit's script: open on windows wider than 992 px, closed below, animated.
 */
function placeCardAccordion(form: string, when: IslandWhen): string {
  return wrapElement(form, "<details", "details", "accordions", when, { duration: CARD_ACCORDION_MS });
}

const EMPTY_HOVER_ROW = '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>';

/**
 * CommerceKit's hover row filled on the server with a copy of the first visible attribute's
 * swatches, as its script filled it in the browser: the island's copy then takes its place in
 * the same box (no layout shift). The copy is for the pointer: hidden from assistive technology
 * and out of the tab order, which use the attribute's own list in the details.
 */
export function fillHoverRow(form: string): string {
  const clone = form.indexOf(EMPTY_HOVER_ROW);
  const row = /<tr class="(?![^"]*\bcgkit-hide-loop\b)[^"]*">/.exec(form);
  const list = row ? form.indexOf('<ul class="cgkit-attribute-swatches', row.index) : -1;
  const end = list < 0 ? -1 : findElementEnd(form, list, "ul");
  if (clone < 0 || end < 0) return form;
  const copy = form.slice(list, end).split('<button type="button"').join('<button type="button" tabindex="-1"');
  const filled = `<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true">${copy}</div>`;
  return form.slice(0, clone) + filled + form.slice(clone + EMPTY_HOVER_ROW.length);
}

/**
 * Every card's swatch form (and its accordion) in its own island: the wrap both placements share.
 * The accordion mounts at `load` on a listing (phones close it before the shopper scrolls to the
 * cards); elsewhere the cards are below the product or few, and `visible` keeps its code out of
 * the product page's first paint (decision 0014).
 */
export function wrapCardForms(html: string, accordionWhen: IslandWhen = "visible"): string {
  if (UNSUPPORTED_CARD_MODES.some((mode) => html.includes(mode))) return html;
  let out = "";
  let from = 0;
  for (const { start, end } of listingCardForms(html)) {
    out += html.slice(from, start) + renderIsland({ name: "listing-swatches", version: 1, when: "visible", props: {}, inner: placeCardAccordion(fillHoverRow(html.slice(start, end)), accordionWhen) });
    from = end;
  }
  return out + html.slice(from);
}

/** Wraps every card's swatch form (and its accordion); a page without one, or with a mode it does not run, is returned unchanged. */
export function placeListingSwatchIslands(html: string): string {
  return wrapCardForms(html, "load");
}

/**
 * The card containers of pages other than listings: a product page's related and up-sell
 * sections (WooCommerce's `section.related` / `section.upsells`) and the wishlist page's list
 * (CommerceKit's `[commercekit_wishlist]` shortcode).
 */
const CARD_CONTAINER = /<section class="(?:[^"]*\s)?(?:related|upsells)(?:\s[^"]*)?"|<div id="commercekit-wishlist-shortcode"/g;

/** A product's own options form, as WooCommerce opens it (a card's opens with `cgkit-swatch-form`). */
export const OWN_OPTIONS_FORM_START = '<form class="variations_form';
const VARIATION_FORM_ISLAND = '<div data-island="variation-form"';

/** Where each related, up-sell or wishlist card container starts and ends. */
export function cardContainers(html: string): Span[] {
  const spans: Span[] = [];
  for (const match of html.matchAll(CARD_CONTAINER)) {
    const end = findElementEnd(html, match.index, match[0].startsWith("<section") ? "section" : "div");
    if (end > match.index) spans.push({ start: match.index, end });
  }
  return spans;
}

/**
 * The cards of a product page's related and up-sell sections and of the wishlist page, each in
 * a listing-swatches island as on a listing. Only where the island can run every swatch form of
 * the page: each card form is in one of those containers, and the page's own options form, if
 * any, is in the variation-form island (placed before). Otherwise nothing is placed, and
 * CommerceKit's and WooCommerce's scripts stay for every form of the page (the legacy rows ask
 * only for the island on the page).
 */
export function placeCardSectionIslands(html: string): string {
  const forms = listingCardForms(html);
  if (forms.length === 0) return html;
  const containers = cardContainers(html);
  if (!forms.every((form) => isInside(form.start, containers))) return html;
  if (html.includes(OWN_OPTIONS_FORM_START) && !html.includes(VARIATION_FORM_ISLAND)) return html;
  return wrapCardForms(html);
}
