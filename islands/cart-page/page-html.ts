/**
 * Reading WooCommerce's answers and putting them in the page, as cart.js's update_wc_div,
 * update_cart_totals_div and show_notice do. The HTML is the store's own (WooCommerce renders
 * it; cart.js inserts it as it came), so it is trusted like the page itself; scripts in it do
 * not run (DOMParser and imported nodes never execute them).
 */
export const FORM_SELECTOR = "form.woocommerce-cart-form";
export const TOTALS_SELECTOR = ".cart_totals";
export const NOTICE_SELECTOR = ".woocommerce-error, .woocommerce-message, .woocommerce-info";
const EMPTY_SELECTOR = ".cart-empty";
const NOTICES_WRAPPER = ".woocommerce-notices-wrapper";

/** A cart page answer, read: what cart.js takes from it. */
export interface CartPageAnswer {
  form: Element | null;
  totals: Element | null;
  /** The `.woocommerce` block around `.cart-empty` when the cart is empty. */
  emptyBlock: Element | null;
  notices: Element[];
}

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

/** Notices of an answer, the empty cart's own message left out (it comes with its block). */
/**
 * The answer's notices wherever the theme printed them, as cart.js collects them (Shoptimizer
 * prints "Cart updated." beside the breadcrumb, not in the cart's wrapper), once each.
 */
function noticesOf(root: ParentNode): Element[] {
  const candidates = Array.from(root.querySelectorAll(NOTICE_SELECTOR));
  const seen = new Set<string>();
  // Nested matches (an info inside a message) go with their outermost notice.
  return candidates.filter((notice) => {
    if (notice.matches(EMPTY_SELECTOR) || notice.parentElement?.closest(NOTICE_SELECTOR) || notice.closest(".woocommerce-store-notice")) return false;
    const text = notice.textContent?.trim() ?? "";
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** A whole cart page, or null when it is neither a cart nor an empty cart (an error page). */
export function readCartPage(html: string): CartPageAnswer | null {
  const doc = parseHtml(html);
  const form = doc.querySelector(FORM_SELECTOR);
  const empty = doc.querySelector(EMPTY_SELECTOR);
  if (!form && !empty) return null;
  return {
    form,
    totals: doc.querySelector(TOTALS_SELECTOR),
    emptyBlock: form ? null : (empty?.closest(".woocommerce") ?? empty),
    notices: noticesOf(doc),
  };
}

/** The `.cart_totals` block of an answer (update_shipping_method, get_cart_totals), or null. */
export function readTotals(html: string): Element | null {
  return parseHtml(html).querySelector(TOTALS_SELECTOR);
}

/** Notices of a wc-ajax answer (apply_coupon, remove_coupon); empty for anything else. */
export function readNotices(html: string): Element[] {
  return noticesOf(parseHtml(html).body);
}

const adopt = <T extends Element>(element: T): Element => document.importNode(element, true);

/** Every notice on the page but the empty cart's message (cart.js removes them before showing new ones). */
export function clearNotices(): void {
  for (const notice of document.querySelectorAll(NOTICE_SELECTOR)) {
    if (!notice.matches(EMPTY_SELECTOR) && !notice.closest(".woocommerce-store-notice")) notice.remove();
  }
}

/** Prepends notices where WooCommerce shows them; returns the ones put in the page. */
export function showNotices(notices: readonly Element[]): Element[] {
  const target =
    document.querySelector(NOTICES_WRAPPER) ?? document.querySelector(".wc-empty-cart-message")?.closest(".woocommerce") ?? document.querySelector(FORM_SELECTOR);
  if (!target) return [];
  const shown = notices.map(adopt);
  target.prepend(...shown);
  return shown;
}

/** The answer's `.cart_totals` in place of the page's; false when either is missing. */
export function swapTotals(totals: Element | null): boolean {
  const current = document.querySelector(TOTALS_SELECTOR);
  if (!current || !totals) return false;
  current.replaceWith(adopt(totals));
  return true;
}

export type SwapOutcome = "updated" | "emptied" | "unchanged";

/**
 * update_wc_div: the form and totals swapped (the new form's Update cart disabled), or the cart's
 * `.woocommerce` block replaced by the empty cart's; notices cleared unless `preserveNotices`,
 * then the answer's shown. "unchanged" when the page has no cart form to swap.
 */
export function applyCartPage(answer: CartPageAnswer, preserveNotices: boolean): SwapOutcome {
  const current = document.querySelector(FORM_SELECTOR);
  if (!current) return "unchanged";
  if (!preserveNotices) clearNotices();
  if (!answer.form) {
    const block = current.closest(".woocommerce");
    if (answer.emptyBlock && block) block.replaceWith(adopt(answer.emptyBlock));
    showNotices(answer.notices);
    return "emptied";
  }
  const form = adopt(answer.form);
  current.replaceWith(form);
  disableUpdateButton(form);
  showNotices(answer.notices);
  swapTotals(answer.totals);
  return "updated";
}

export function updateButtonOf(root: ParentNode): HTMLButtonElement | HTMLInputElement | null {
  return root.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]');
}

/** cart.js keeps Update cart disabled until a row's field changes. */
export function disableUpdateButton(root: ParentNode): void {
  const button = updateButtonOf(root);
  if (!button) return;
  button.disabled = true;
  button.setAttribute("aria-disabled", "true");
}

export function enableUpdateButton(root: ParentNode): void {
  const button = updateButtonOf(root);
  if (!button) return;
  button.disabled = false;
  button.setAttribute("aria-disabled", "false");
}
