/**
 * The differences between the Islet page and the legacy page that are meant to be there, each with
 * its reason. Everything not listed here must look the same: the look suite (tests/store/look.spec.ts)
 * fails on any other difference. Add an entry only for a difference that has been decided on (a
 * legacy bug Islet does not copy, say), never to make a failing comparison pass.
 *
 * - `pages`: the look-suite cases it applies to, by id ("hoodie" for `look: hoodie @…`,
 *   "hoodie chosen" for `state: hoodie chosen @…`), at both widths.
 * - `treatment`: "hide" sets `display: none` on the matching elements on both sides as soon as the
 *   page has loaded (for differences that change the layout below them); "mask" leaves the page
 *   alone and covers the elements' boxes, measured on each side, on both pictures.
 */
export type Treatment = "hide" | "mask";

export interface IntendedDifference {
  id: string;
  pages: readonly string[];
  selector: string;
  treatment: Treatment;
  reason: string;
}

/**
 * The product pages with a listing card with swatches (found on the legacy page, mouse moved):
 * the Hoodie ("Customers also bought": the Zip Hoodie card; its table replaced by the card's empty
 * one), the Zip Hoodie (related: the Hoodie card; legacy shows the Hoodie's bulk prices) and the
 * T-Shirt (related: Hoodie and Zip Hoodie cards; legacy shows whichever answer came last, so the
 * legacy page differs from itself). The Gift Card and the Wool Beanie have no such card.
 */
const PAGES_WITH_SWATCH_CARDS = [
  "hoodie",
  "hoodie chosen",
  "hoodie out of stock",
  "lightbox open",
  "gallery second slide",
  "zip-hoodie",
  "t-shirt",
] as const;

export const INTENDED: readonly IntendedDifference[] = [
  {
    id: "awdr-table-of-listing-card",
    pages: PAGES_WITH_SWATCH_CARDS,
    selector: ".summary .awdr-bulk-customizable-table",
    treatment: "hide",
    reason:
      "Legacy bug: on a product page with a listing card with swatches (the Hoodie's 'Customers also bought' " +
      "Zip Hoodie card), Discount Rules' hide_variation handler reloads every bulk table on the page with the " +
      "last card's answer, so the legacy page replaces the product's own bulk-price table with a card " +
      "product's table after load (the Hoodie's with the Zip Hoodie's empty one). Islet keeps the product's own table.",
  },
  {
    id: "chosen-value-check-mark",
    pages: ["hoodie chosen", "hoodie out of stock"],
    // The mark is the theme's ::after, an inline block that makes its row a pixel taller: hidden, so
    // the rows below it are compared where they would stand without it.
    selector: ".summary table.variations tr.selected-variation th.label label > span:first-child::after",
    treatment: "hide",
    reason:
      "Legacy bug: Shoptimizer draws a check mark after a chosen value (tr.selected-variation), set by an inline " +
      "script that listens for the select's native change event; CommerceKit's swatches change the select through " +
      "jQuery, which fires no native event, so the legacy page never shows it. Islet marks the row from the selection " +
      "itself, so the theme's check mark follows every way of choosing.",
  },
  {
    id: "countdown-days-past-99",
    pages: ["zip-hoodie"],
    selector: "#commercekit-timer .commercekit-timer-blocks",
    treatment: "mask",
    reason:
      "Legacy bug: CommerceKit's timer shows two digits of the days, so a sale ending in 365 days reads 65 days; " +
      "Islet shows the whole number (the blocks are wider by a digit).",
  },
  {
    id: "lightbox-control-icons",
    pages: ["lightbox open"],
    selector: ".pswp__button",
    treatment: "mask",
    reason:
      "The lightbox is PhotoSwipe 5 (the project's stack) where CommerceKit ships PhotoSwipe 4: the controls are the " +
      "same (zoom, fullscreen, close, previous and next, each a named button in the same place, the arrows on dark " +
      "squares on a phone), drawn with PhotoSwipe 5's icons instead of CommerceKit's PhotoSwipe 4 sprite image, " +
      "which is CommerceKit's own file and not ours to ship.",
  },
  {
    id: "store-notice-over-the-lightbox",
    pages: ["lightbox open"],
    selector: ".woocommerce-store-notice",
    treatment: "mask",
    reason:
      "Legacy bug: WooCommerce's store notice (z-index 9999) is drawn over CommerceKit's PhotoSwipe 4 lightbox " +
      "(z-index 1500), covering the image's lower part and a Dismiss link the shopper can reach only by pointer; " +
      "Islet's lightbox is a modal dialog above the whole page.",
  },
];

/** The entries that apply to a look-suite case. */
export function intendedFor(caseId: string): readonly IntendedDifference[] {
  return INTENDED.filter((entry) => entry.pages.includes(caseId));
}
