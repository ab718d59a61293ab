/**
 * The cheap part of woocommerce.js's page work, in the first load (it must hold from the first
 * task): the store notice shown or kept hidden and its dismiss link, and quantities raised to
 * their minimum. The rest (the coming-soon banner, password toggles, alert focus, the sorted
 * result count, `$.scroll_to_notices`) loads only where the page has it: at once for what the
 * shopper sees now, once the page is idle for the jQuery scripts left on it, never otherwise.
 */
import { getJQuery } from "../../src/bridge/jquery";
import { whenIdle } from "../../src/runtime/conditions";
import { wireStoreNotice } from "./store-notice";

/**
 * What needs the island's code as soon as the page is here: the coming-soon banner, a password
 * toggle, an alert notice to focus, a sorted result count (mount.ts has their selectors).
 */
export const NEEDED_AT_ONCE =
  '#coming-soon-footer-banner,.show-password-input,[role=alert]:is(.woocommerce-message,.woocommerce-error,.wc-block-components-notice-banner),[data-is-sorted-by="true"]';

/**
 * Inputs whose min is above their value are raised to min, outside the cart's product-quantity
 * cells (docs/behaviour/product-form.md#quantity): woocommerce.js's rule on every `input.qty` of
 * the page, at once.
 */
export function raiseQuantitiesToMin(root: ParentNode = document): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("input.qty")) {
    if (input.closest(".product-quantity")) continue;
    const min = parseFloat(input.getAttribute("min") ?? "");
    if (min >= 0 && parseFloat(input.value) < min) input.value = String(min);
  }
}

/** Resolves when the island's code is needed (the runtime then loads and mounts it). */
export function armNotices(signal?: AbortSignal): Promise<void> | void {
  wireStoreNotice(signal);
  raiseQuantitiesToMin();
  if (document.querySelector(NEEDED_AT_ONCE)) return Promise.resolve();
  if (getJQuery()) return whenIdle();
}
