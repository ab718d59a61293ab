import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCartPage } from "./page-html";
import { createClient } from "../../src/api/client";
import type { FetchLike } from "../../src/api/http";
import type { CartLock } from "../../src/api/cart-lock";
import { navigation } from "../../src/bridge/navigate";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { htmlResponse, jsonResponse, testConfig } from "../../src/testing/fixtures";
import { createCartPage } from "./behaviour";
import { parseCartPageProps } from "./props";

const row = (key: string, qty: number) =>
  `<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a href="/cart/?remove_item=${key}&amp;_wpnonce=n1" class="remove">×</a></td>` +
  `<td class="product-quantity"><input type="number" class="input-text qty text" name="cart[${key}][qty]" value="${qty}"></td></tr>`;
const cartForm = (rows: string) =>
  `<form class="woocommerce-cart-form" action="/cart/" method="post"><table><tbody>${rows}<tr><td class="actions">` +
  `<input type="text" name="coupon_code" id="coupon_code" value=""><button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button>` +
  `<button type="submit" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="n1"></td></tr></tbody></table></form>`;
const totals = (total: string) =>
  `<div class="cart_totals"><table><tr class="cart-discount"><td><a href="/cart/?remove_coupon=save10" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr>` +
  `<tr><td><input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1" class="shipping_method" checked><input type="radio" name="shipping_method[0]" data-index="0" value="free_shipping:2" class="shipping_method"></td></tr>` +
  `<tr class="order-total"><td>${total}</td></tr></table><form class="woocommerce-shipping-calculator" action="/cart/" method="post"><a href="#" class="shipping-calculator-button" aria-expanded="false">Calculate shipping</a>` +
  `<section class="shipping-calculator-form" style="display:none;"><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state" rel="calc_shipping_state"><option value="GB">UK</option><option value="US">US</option><option value="AF">AF</option></select>` +
  `<p class="form-row" id="calc_shipping_state_field"><input type="text" name="calc_shipping_state" id="calc_shipping_state"></p><button type="submit" name="calc_shipping" value="1">Update</button></section></form></div>`;
const page = (rows: string, total: string, notices = "") =>
  `<main><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div>${cartForm(rows)}<div class="cart-collaterals">${totals(total)}</div></div></main>`;
const emptyPage = (notices = "") =>
  `<main><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Your cart is currently empty.</div></div></div></main>`;
const message = (text: string) => `<div class="woocommerce-message" role="alert">${text}</div>`;

/** One tab in these tests: no lock between tabs. */
const noLock: CartLock = { kind: "tab", run: (task) => task() };
let teardown: AbortController;
let jquery: FakeJQuery;
const routes = new Map<string, () => Response | Promise<Response>>();
const fetch = vi.fn<FetchLike>(async (input) => {
  const name = /wc-ajax=(\w+)/.exec(input)?.[1] ?? "page";
  const respond = routes.get(name);
  return respond ? respond() : htmlResponse("", 404);
});
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const $ = <T extends Element>(selector: string): T => document.querySelector(selector) as T;
const click = (selector: string) => $(selector).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
const submit = (form: string, submitter: string) => $(form).dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: $<HTMLElement>(submitter) }));
const fired = () => jquery.fired.map((event) => event.name);

function start(more: Record<string, unknown> = {}) {
  const props = parseCartPageProps({ applyCouponNonce: "a1", removeCouponNonce: "r1", updateShippingMethodNonce: "s1", states: { US: { CA: "California" }, AF: [] }, ...more });
  if (!props.ok) throw new Error(props.error);
  const config = testConfig();
  return createCartPage(props.value, { config, client: createClient(config, { fetch, cartLock: noLock }) }, teardown.signal);
}

beforeEach(() => {
  teardown = new AbortController();
  jquery = installFakeJQuery();
  routes.clear();
  fetch.mockClear();
  routes.set("get_refreshed_fragments", () => jsonResponse({ fragments: {}, cart_hash: "" }));
  document.body.innerHTML = page(row("k1", 1) + row("k2", 2), "£28.95");
});
afterEach(() => {
  teardown.abort();
  jquery.uninstall();
  vi.restoreAllMocks();
});

describe("the cart-page island (cart.js's work)", () => {
  it("keeps Update cart disabled until a row changes", () => {
    start();
    const update = $<HTMLButtonElement>('[name="update_cart"]');
    expect(update.disabled).toBe(true);
    const qty = $<HTMLInputElement>("input.qty");
    qty.value = "3";
    qty.dispatchEvent(new Event("input", { bubbles: true }));
    expect(update.disabled).toBe(false);
  });

  it("posts the form with update_cart, swaps form, totals and notices, fires the events and refreshes fragments", async () => {
    routes.set("page", () => htmlResponse(page(row("k1", 3), "£46.95", message("Cart updated."))));
    start();
    submit("form.woocommerce-cart-form", '[name="update_cart"]');
    expect($("form.woocommerce-cart-form").classList.contains("islet-blocked")).toBe(true);
    await settle();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://localhost:3000/cart/");
    expect(String(init?.body)).toContain("update_cart=Update+cart");
    expect(String(init?.body)).toContain("cart%5Bk1%5D%5Bqty%5D=1");
    expect(document.querySelectorAll(".cart_item")).toHaveLength(1);
    expect($(".order-total").textContent).toBe("£46.95");
    expect($(".woocommerce-notices-wrapper").textContent).toBe("Cart updated.");
    expect(fired()).toEqual(expect.arrayContaining(["updated_cart_totals", "updated_wc_div"]));
    expect(fetch.mock.calls.some(([input]) => input.includes("get_refreshed_fragments"))).toBe(true);
  });

  it.each([
    ["a 500", () => htmlResponse("<html><body>Fatal error</body></html>", 500)],
    ["an HTML page without a cart", () => htmlResponse("<html><body><div class='wp-die-message'>No</div></body></html>")],
  ])("follows the remove link natively after %s, keeping the row", async (_label, answer) => {
    routes.set("page", answer);
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
    start();
    click(".product-remove > a");
    await settle();
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/cart/?remove_item=k1&_wpnonce=n1");
    expect(document.querySelectorAll(".cart_item")).toHaveLength(2);
  });

  it("swaps in the empty cart when the last row goes, and fires wc_cart_emptied and item_removed_from_classic_cart", async () => {
    routes.set("page", () => htmlResponse(emptyPage(message('“Tote Bag” removed. <a href="/cart/?undo_item=k1&amp;_wpnonce=n1" class="restore-item">Undo?</a>'))));
    start();
    click(".product-remove > a");
    await settle();
    expect($(".cart-empty").textContent).toBe("Your cart is currently empty.");
    expect($("form.woocommerce-cart-form")).toBeNull();
    expect($(".restore-item")).not.toBeNull();
    expect(fired()).toEqual(expect.arrayContaining(["wc_cart_emptied", "updated_wc_div", "item_removed_from_classic_cart"]));
  });

  it("applies a coupon with its nonce, shows the notice, fires applied_coupon and re-posts the form", async () => {
    routes.set("apply_coupon", () => htmlResponse(message("Coupon code applied successfully.")));
    routes.set("page", () => htmlResponse(page(row("k1", 1), "£26.55")));
    start();
    $<HTMLInputElement>("#coupon_code").value = "SAVE10";
    submit("form.woocommerce-cart-form", '[name="apply_coupon"]');
    await settle();
    expect(String(fetch.mock.calls[0]?.[1]?.body)).toBe("security=a1&coupon_code=SAVE10");
    expect(fired()).toContain("applied_coupon");
    expect($(".woocommerce-notices-wrapper").textContent).toBe("Coupon code applied successfully.");
    expect($(".order-total").textContent).toBe("£26.55");
  });

  it.each([
    ["403", () => htmlResponse("-1", 403)],
    ["an empty answer", () => htmlResponse("")],
  ])("says the cart could not be updated after a coupon's %s, changing nothing", async (_label, answer) => {
    routes.set("remove_coupon", answer);
    start();
    click("a.woocommerce-remove-coupon");
    await settle();
    expect($(".woocommerce-error[role=alert]").textContent).toBe("Sorry, your cart could not be updated. Please try again.");
    expect(fired()).not.toContain("removed_coupon");
    expect(document.querySelectorAll(".cart_item")).toHaveLength(2);
  });

  it("sends the chosen shipping method and swaps the totals it answers", async () => {
    routes.set("update_shipping_method", () => htmlResponse(totals("£24.00")));
    start();
    const free = $<HTMLInputElement>('input[value="free_shipping:2"]');
    free.checked = true;
    free.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    expect(decodeURIComponent(String(fetch.mock.calls[0]?.[1]?.body))).toBe("security=s1&shipping_method[0]=free_shipping:2");
    expect($(".order-total").textContent).toBe("£24.00");
    expect(fired()).toEqual(expect.arrayContaining(["updated_cart_totals", "updated_shipping_method"]));
  });

  describe("where WPC Estimated Delivery Date's script was printed (its dates follow the shipping method)", () => {
    const chooseFreeShipping = (): void => {
      const free = $<HTMLInputElement>('input[value="free_shipping:2"]');
      free.checked = true;
      free.dispatchEvent(new Event("change", { bubbles: true }));
    };
    const posts = (): string[] => fetch.mock.calls.map(([url]) => url).filter((url) => !url.includes("get_refreshed_fragments"));

    it("posts the whole cart again after the method's totals, as WPC's script had cart.js do", async () => {
      routes.set("update_shipping_method", () => htmlResponse(totals("£24.00")));
      routes.set("page", () => htmlResponse(page(row("k1", 1) + row("k2", 2), "£24.00")));
      start({ repostAfterShippingMethod: true });
      chooseFreeShipping();
      await settle();
      expect(posts()).toEqual(["/?wc-ajax=update_shipping_method", "http://localhost:3000/cart/"]);
      expect(String(fetch.mock.calls.find(([url]) => url === "http://localhost:3000/cart/")?.[1]?.body)).toContain("update_cart=Update+cart");
    });

    it("posts it once when WPC's script is on the page and asks through wc_update_cart itself", async () => {
      routes.set("update_shipping_method", () => htmlResponse(totals("£24.00")));
      routes.set("page", () => htmlResponse(page(row("k1", 1) + row("k2", 2), "£24.00")));
      jquery.on("updated_shipping_method", () => jquery.trigger("wc_update_cart"));
      start({ repostAfterShippingMethod: true });
      chooseFreeShipping();
      await settle();
      expect(posts()).toEqual(["/?wc-ajax=update_shipping_method", "http://localhost:3000/cart/"]);
    });

    it("is not done without WPC's script: the totals are the answer", async () => {
      routes.set("update_shipping_method", () => htmlResponse(totals("£24.00")));
      start();
      chooseFreeShipping();
      await settle();
      expect(posts()).toEqual(["/?wc-ajax=update_shipping_method"]);
    });
  });

  it("toggles the calculator and switches the state field with the country", () => {
    start();
    click(".shipping-calculator-button");
    expect($(".shipping-calculator-button").getAttribute("aria-expanded")).toBe("true");
    expect($<HTMLElement>(".shipping-calculator-form").style.display).toBe("");
    const country = $<HTMLSelectElement>("#calc_shipping_country");
    country.value = "US";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    expect($("#calc_shipping_state").tagName).toBe("SELECT");
    expect(Array.from($<HTMLSelectElement>("#calc_shipping_state").options).map((option) => option.value)).toEqual(["", "CA"]);
    country.value = "AF";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    expect($<HTMLInputElement>("#calc_shipping_state").type).toBe("hidden");
    expect($<HTMLElement>("#calc_shipping_state_field").style.display).toBe("none");
    click(".shipping-calculator-button");
    expect($(".shipping-calculator-button").getAttribute("aria-expanded")).toBe("false");
  });

  it("fires country-select's events with the country, after the state field has switched", () => {
    const seen: string[] = [];
    jquery.on("country_to_state_changed", (_event, country) => void seen.push(`changed ${String(country)} ${$("#calc_shipping_state").tagName}`));
    jquery.on("country_to_state_changing", (_event, country) => void seen.push(`changing ${String(country)}`));
    start();
    click(".shipping-calculator-button");
    seen.length = 0;
    const country = $<HTMLSelectElement>("#calc_shipping_country");
    country.value = "US";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    expect(seen).toEqual(["changed US SELECT", "changing US"]);
  });

  it("re-posts the form when another script fires wc_update_cart", async () => {
    routes.set("page", () => htmlResponse(page(row("k1", 1), "£18.95")));
    start();
    jquery.trigger("wc_update_cart");
    await settle();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/cart/");
    expect($(".order-total").textContent).toBe("£18.95");
  });
});

describe("the answer's notices", () => {
  it("are taken wherever the theme printed them (Shoptimizer: beside the breadcrumb), once each", () => {
    const answer =
      '<div class="archive-header"><div class="woocommerce"><div class="woocommerce-message" role="alert">Cart updated.</div></div></div>' +
      '<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><form class="woocommerce-cart-form"></form>' +
      '<div class="woocommerce-message" role="alert">Cart updated.</div></div>';
    expect(readCartPage(answer)?.notices.map((notice) => notice.textContent)).toEqual(["Cart updated."]);
  });
});
