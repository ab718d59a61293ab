/**
 * Places the `delivery-dates` island around a variable product's WPC Estimated Delivery Date
 * block, the `div.wpced.wpced-<productId>` printed after the summary's variations form (issue 5).
 * Simple products have no variation to follow and keep the server's block as it is.
 *
 * The captured pages' `wpced_vars` script is stripped before placement, so its nonce is copied
 * here; on a real store the plugin prints it. A page without the markup is returned unchanged.
 */
import { renderIsland } from "../../src/contract/markup";
import { findElementEnd } from "./elements";
import { findVariationForm } from "./islands-variation-form";

/** `wpced_vars.nonce` of the captured pages. */
export const WPCED_NONCE = "998d98d216";

export const blockStart = (productId: number): string => `<div class="wpced wpced-${productId} `;

export function placeDeliveryDatesIsland(html: string): string {
  const form = findVariationForm(html);
  if (!form) return html;
  const { productId } = form;
  const start = html.indexOf(blockStart(productId), form.start);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) return html;
  const island = renderIsland({
    name: "delivery-dates",
    version: 1,
    when: "idle",
    props: { productId, nonce: WPCED_NONCE },
    inner: html.slice(start, end),
  });
  return html.slice(0, start) + island + html.slice(end);
}
