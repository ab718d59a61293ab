/**
 * Ajax add to cart, whichever control asks (the listing buttons and a simple product's form in
 * islands/cart-buttons, the variation form; listing swatches share finishAdd), speaking
 * WooCommerce's protocol (docs/behaviour/cart.md#add-to-cart): answers are read as
 * add-to-cart.js reads them, the same events fire.
 */
import type { AddToCartAnswer, Fragments } from "../api/answers";
import { acceptFragments, refreshFragments } from "../bridge/fragments";
import { askBodyHandlers, fireBodyEvent, wrapElement } from "../bridge/jquery";
import { navigateSameOrigin } from "../bridge/navigate";
import { syncCartWidgetVisibility } from "../bridge/page-state";
import type { IslandContext } from "../runtime/types";
import { announceCartChange } from "../stores/cart";
import { openCartDrawer } from "../stores/drawer";
import { clearButtonNotice, showButtonNotice } from "./notice";

/** WooCommerce announces the success message one second after the add. */
export const ANNOUNCE_DELAY_MS = 1000;

function showViewCartLink(button: HTMLElement, context: IslandContext): void {
  if (context.config.isCart) return;
  const next = button.nextElementSibling;
  if (next?.classList.contains("added_to_cart")) return;
  const link = document.createElement("a");
  link.href = context.config.cartUrl;
  link.className = "added_to_cart wc-forward";
  link.title = context.config.i18n.viewCart;
  link.textContent = context.config.i18n.viewCart;
  button.after(link);
  fireBodyEvent("wc_cart_button_updated", [wrapElement(button)]);
}

/**
 * What every successful add does besides its own control's states (listing buttons, the
 * variation form, listing swatches): the new fragments and hash, WooCommerce's events with the
 * control that added, the announcement, the drawer.
 */
export function finishAdd(answer: Fragments, context: IslandContext, control: HTMLElement, message: string): void {
  acceptFragments(context, answer);
  fireBodyEvent("wc_fragments_loaded");
  fireBodyEvent("added_to_cart", [answer.fragments, answer.cartHash, wrapElement(control)]);
  setTimeout(() => announceCartChange(message), ANNOUNCE_DELAY_MS);
  if (!context.config.isPageBuilderEditor) openCartDrawer();
}

function onAdded(button: HTMLElement, answer: Fragments, context: IslandContext): void {
  button.classList.remove("loading");
  button.classList.add("added");
  clearButtonNotice(button);
  showViewCartLink(button, context);
  finishAdd(answer, context, button, button.getAttribute("data-success_message") || context.config.i18n.itemAdded);
}

/** A failed add must not look like a success: say so, and re-sync the cart in case it did add. */
function onFailed(button: HTMLElement, context: IslandContext): void {
  button.classList.remove("loading");
  showButtonNotice(button, context.config.i18n.addFailed);
  announceCartChange(context.config.i18n.addFailed);
  void refreshFragments(context);
}

export function handleAddAnswer(button: HTMLElement, answer: AddToCartAnswer, context: IslandContext): void {
  if (answer.kind === "error") {
    if (answer.productUrl && navigateSameOrigin(answer.productUrl)) return;
    onFailed(button, context);
    return;
  }
  if (answer.kind === "empty") {
    onFailed(button, context);
    return;
  }
  if (context.config.cartRedirectAfterAdd && navigateSameOrigin(context.config.cartUrl)) return;
  onAdded(button, answer, context);
}

/**
 * The add itself, shared by listing buttons and the variation form: WooCommerce's button states
 * and events around one queued `add_to_cart` request carrying `data`.
 */
export async function sendAddToCart(button: HTMLElement, data: Record<string, string>, context: IslandContext): Promise<void> {
  const $button = wrapElement(button);
  button.classList.remove("added");
  button.classList.add("loading");
  if (!askBodyHandlers("should_send_ajax_request.adding_to_cart", [$button])) {
    button.classList.remove("loading");
    fireBodyEvent("ajax_request_not_sent.adding_to_cart", [false, false, $button]);
    return;
  }
  fireBodyEvent("adding_to_cart", [$button, data]);
  syncCartWidgetVisibility(true);
  const result = await context.client.addToCart(data);
  // A transport failure takes the same path as an answer without fragments: say it failed.
  handleAddAnswer(button, result.ok ? result.value : { kind: "empty" }, context);
}
