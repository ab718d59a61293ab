/**
 * cart.js's work (docs/behaviour/cart.md#cart-page), wired by delegation on the document so it
 * holds for the form and totals it swaps in: Update cart enabled by a row's change; update, remove,
 * undo, coupons, shipping method and calculator each sent through the client while the form or
 * totals are veiled, the answer swapped in, WooCommerce's jQuery events fired. A bad answer never
 * loses a change: the form or link then takes WooCommerce's own no-JavaScript path, and a wc-ajax
 * call (coupons, shipping method) says it failed and leaves the cart as it was.
 */
import * as api from "../../src/api/cart-page";
import { refreshFragments } from "../../src/bridge/fragments";
import { fireBodyEvent, onForeignBodyEvent, wrapElement } from "../../src/bridge/jquery";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import { blockElement, unblockElement } from "../../src/dom/overlay";
import { scrollToNotices } from "../../src/dom/scroll";
import { RESCAN_EVENT } from "../../src/runtime/scan";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { applyAddressLocale } from "./address-locale";
import { COUNTRY_SELECTOR, switchStateField } from "./country-state";
import {
  FORM_SELECTOR,
  TOTALS_SELECTOR,
  applyCartPage,
  clearNotices,
  disableUpdateButton,
  enableUpdateButton,
  readCartPage,
  readNotices,
  readTotals,
  showNotices,
  swapTotals,
} from "./page-html";
import { parseCartPageProps, type CartPageProps } from "./props";
import type { JsonObject } from "../../src/contract/validate";

const SHIPPING_METHOD_SELECTOR = "select.shipping_method, input[name^=shipping_method][type=radio], input[name^=shipping_method][type=hidden]";
const CALCULATOR_SELECTOR = "form.woocommerce-shipping-calculator";
/** Set on a form we hand back to the browser, so our submit listener lets it go. */
const NATIVE_ATTRIBUTE = "data-islet-native";

function formFields(form: HTMLFormElement): api.FormFields {
  return Array.from(new FormData(form).entries()).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as const] : []));
}

/** The form posted as WooCommerce's no-JavaScript path, with the button that was pressed. */
function submitNatively(form: HTMLFormElement, name: string, value: string): void {
  const hidden = document.createElement("input");
  hidden.type = "hidden";
  hidden.name = name;
  hidden.value = value;
  form.append(hidden);
  form.setAttribute(NATIVE_ATTRIBUTE, "");
  form.submit();
}

function focusFirstAlert(): void {
  const alert = document.querySelector<HTMLElement>('[role="alert"]');
  if (!alert) return;
  scrollToNotices(alert);
  alert.setAttribute("tabindex", "-1");
  alert.focus({ preventScroll: true });
}

export function createCartPage(props: CartPageProps, context: IslandContext, signal: AbortSignal) {
  const { client, config } = context;
  const veil = (selectors: string[]): Element[] => {
    const targets = selectors.flatMap((selector) => Array.from(document.querySelectorAll(selector)));
    for (const target of targets) blockElement(target, config.i18n.loading);
    return targets;
  };
  const unveil = (targets: Element[]): void => targets.forEach(unblockElement);

  const failed = (): void => {
    const notice = document.createElement("ul");
    notice.className = "woocommerce-error";
    notice.setAttribute("role", "alert");
    const item = document.createElement("li");
    item.textContent = props.i18n.failed;
    notice.append(item);
    clearNotices();
    showNotices([notice]);
    focusFirstAlert();
  };

  /**
   * The state field and the rows for a country, as country-select.js and address-i18n.js follow
   * its `change`, with country-select's events and arguments (the country, the calculator as `$wrapper`).
   */
  const localize = (country: HTMLSelectElement | HTMLInputElement): void => {
    const args = [country.value, wrapElement(country.closest(CALCULATOR_SELECTOR) ?? country.parentElement ?? country)];
    switchStateField(country, props);
    fireBodyEvent("country_to_state_changed", args);
    applyAddressLocale(country, props);
    fireBodyEvent("country_to_state_changing", args);
  };

  /** After any change: the page rescanned (new quantity islands), the mini cart and header refreshed. */
  const afterChange = (): void => {
    document.dispatchEvent(new CustomEvent(RESCAN_EVENT));
    fireBodyEvent("updated_wc_div");
    // updated_wc_div makes cart-fragments.js refresh; our bridge ignores our own events, so ask.
    void refreshFragments(context);
  };

  /** A whole cart page answer swapped in; false when it is not one (the caller falls back). */
  const takeCartPage = (result: api.HtmlResult, preserveNotices: boolean): boolean => {
    const answer = result.ok ? readCartPage(result.value) : null;
    if (!answer) return false;
    const outcome = applyCartPage(answer, preserveNotices);
    if (outcome === "unchanged") return false;
    if (outcome === "emptied") fireBodyEvent("wc_cart_emptied");
    else fireBodyEvent("updated_cart_totals");
    afterChange();
    return true;
  };

  const updateCart = async (form: HTMLFormElement, preserveNotices = false): Promise<void> => {
    const button = form.querySelector<HTMLButtonElement>('[name="update_cart"]');
    const label = button?.value || "Update Cart";
    const targets = veil([FORM_SELECTOR, TOTALS_SELECTOR]);
    const result = await api.updateCart(client, form.action, formFields(form), label);
    unveil(targets);
    if (takeCartPage(result, preserveNotices)) return focusFirstAlert();
    if (form.isConnected) submitNatively(form, "update_cart", label);
  };

  const followLink = async (link: HTMLAnchorElement, removing: boolean): Promise<void> => {
    const targets = veil([FORM_SELECTOR, TOTALS_SELECTOR]);
    const result = await api.followCartLink(client, link.href);
    unveil(targets);
    if (!takeCartPage(result, false)) {
      navigateSameOrigin(link.href);
      return;
    }
    if (removing) fireBodyEvent("item_removed_from_classic_cart");
    focusFirstAlert();
  };

  /** Another script asked for the cart to be posted again (`wc_update_cart`) since this was last cleared. */
  let repostAsked = false;

  /** cart.js re-posts the form after a coupon call, keeping the coupon's notice. */
  const repostForm = (): void => {
    const form = document.querySelector<HTMLFormElement>(FORM_SELECTOR);
    if (form) void updateCart(form, true);
  };

  const takeNotices = (result: api.HtmlResult): boolean => {
    if (!result.ok) return false;
    const notices = readNotices(result.value);
    if (notices.length === 0) return false;
    clearNotices();
    showNotices(notices);
    return true;
  };

  const applyCoupon = async (form: HTMLFormElement): Promise<void> => {
    const field = form.querySelector<HTMLInputElement>("#coupon_code");
    const code = field?.value.trim() ?? "";
    const targets = veil([FORM_SELECTOR]);
    const result = await api.applyCoupon(client, props.applyCouponNonce, code);
    unveil(targets);
    if (!takeNotices(result)) return failed();
    fireBodyEvent("applied_coupon", [code]);
    if (field) field.value = "";
    repostForm();
  };

  const removeCoupon = async (link: HTMLElement): Promise<void> => {
    const coupon = link.dataset.coupon ?? "";
    const targets = veil([TOTALS_SELECTOR]);
    const result = await api.removeCoupon(client, props.removeCouponNonce, coupon);
    unveil(targets);
    if (!takeNotices(result)) return failed();
    fireBodyEvent("removed_coupon", [coupon]);
    repostForm();
  };

  const updateShippingMethod = async (): Promise<void> => {
    const methods: Record<string, string> = {};
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(SHIPPING_METHOD_SELECTOR)) {
      if (input instanceof HTMLInputElement && input.type === "radio" && !input.checked) continue;
      methods[input.dataset.index ?? "0"] = input.value;
    }
    const targets = veil([TOTALS_SELECTOR]);
    const result = await api.updateShippingMethod(client, props.updateShippingMethodNonce, methods);
    unveil(targets);
    const totals = result.ok ? readTotals(result.value) : null;
    if (!swapTotals(totals)) return failed();
    fireBodyEvent("updated_cart_totals");
    repostAsked = false;
    fireBodyEvent("updated_shipping_method");
    // WPC's dates in the cart follow the method: where its script is not here to ask through
    // `wc_update_cart` (it left with jQuery), the cart is posted again all the same, once.
    if (props.repostAfterShippingMethod && !repostAsked) repostForm();
    afterChange();
  };

  const calculateShipping = async (form: HTMLFormElement): Promise<void> => {
    const targets = veil([FORM_SELECTOR, TOTALS_SELECTOR]);
    const result = await api.calculateShipping(client, form.action, formFields(form));
    unveil(targets);
    if (takeCartPage(result, false)) return focusFirstAlert();
    if (form.isConnected) submitNatively(form, "calc_shipping", "x");
  };

  const toggleCalculator = (button: HTMLElement): void => {
    const section = button.closest(CALCULATOR_SELECTOR)?.querySelector<HTMLElement>(".shipping-calculator-form");
    if (!section) return;
    const open = section.style.display === "none" || section.hidden;
    section.hidden = !open;
    section.style.display = open ? "" : "none";
    button.setAttribute("aria-expanded", String(open));
    // cart.js's toggle_shipping triggers the country's `change`: the state field and rows follow it.
    const country = section.querySelector<HTMLSelectElement | HTMLInputElement>(COUNTRY_SELECTOR);
    if (country) localize(country);
  };

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute(NATIVE_ATTRIBUTE)) return;
    if (form.matches(CALCULATOR_SELECTOR)) {
      event.preventDefault();
      void calculateShipping(form);
      return;
    }
    if (!form.matches(FORM_SELECTOR)) return;
    const submitter = event.submitter;
    const active = document.activeElement;
    if (submitter?.getAttribute("name") === "apply_coupon" || active?.id === "coupon_code") {
      event.preventDefault();
      void applyCoupon(form);
    } else if (submitter?.getAttribute("name") === "update_cart" || (active instanceof HTMLInputElement && active.classList.contains("qty"))) {
      event.preventDefault();
      void updateCart(form);
    }
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const remove = target.closest<HTMLAnchorElement>(`${FORM_SELECTOR} .product-remove > a[href]`);
    // Undo where the form is gone (the last row removed) reloads in cart.js: the link does that.
    const restore = document.querySelector(FORM_SELECTOR) ? target.closest<HTMLAnchorElement>("a.restore-item[href]") : null;
    const coupon = target.closest<HTMLElement>("a.woocommerce-remove-coupon");
    const calculator = target.closest<HTMLElement>(".shipping-calculator-button");
    const link = remove ?? restore;
    if (link) {
      event.preventDefault();
      void followLink(link, remove !== null);
    } else if (coupon) {
      event.preventDefault();
      void removeCoupon(coupon);
    } else if (calculator) {
      event.preventDefault();
      toggleCalculator(calculator);
    }
  };

  const onInput = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target?.closest(FORM_SELECTOR);
    if (form && target?.closest(".cart_item")) enableUpdateButton(form);
  };

  const onChange = (event: Event): void => {
    onInput(event);
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.matches(SHIPPING_METHOD_SELECTOR)) void updateShippingMethod();
    if ((target instanceof HTMLSelectElement || target instanceof HTMLInputElement) && target.matches(COUNTRY_SELECTOR)) localize(target);
  };

  document.addEventListener("submit", onSubmit, { signal });
  document.addEventListener("click", onClick, { signal });
  document.addEventListener("change", onChange, { signal });
  // Typing in a quantity enables the button at once, as cart.js's `input` listener does.
  document.addEventListener("input", onInput, { signal });
  // As cart.js at start, unless a row already changed before this code arrived (a quantity button).
  const form = document.querySelector<HTMLFormElement>(FORM_SELECTOR);
  const changed = Array.from(form?.querySelectorAll<HTMLInputElement>(".cart_item input") ?? []).some((input) => input.value !== input.defaultValue);
  if (form && !changed) disableUpdateButton(form);
  // Other scripts ask for the cart to be posted again (a quick add on the cart page).
  const offUpdate = onForeignBodyEvent("wc_update_cart", () => {
    repostAsked = true;
    repostForm();
  });
  const offAdded = onForeignBodyEvent("added_to_cart", () => repostForm());
  signal.addEventListener("abort", () => {
    offUpdate();
    offAdded();
  });
  return { updateCart, applyCoupon, removeCoupon, updateShippingMethod, calculateShipping };
}

/** Mounted with the props as printed: they are read here, not in the first bundle (index.ts). */
export const cartPage: IslandModule<JsonObject> = {
  mount(_element, raw, context) {
    const props = parseCartPageProps(raw);
    if (props.ok) createCartPage(props.value, context, context.signal ?? new AbortController().signal);
  },
};
