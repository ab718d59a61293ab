import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigation } from "../../src/bridge/navigate";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $productQuantity } from "../../src/stores/quantity";
import { resetVariationSelection, setVariationState } from "../../src/stores/variation";
import { rendered } from "../../src/testing/react";
import { GET_NOTIFIED } from "../../src/waitlist/label";
import { DEFAULT_STRINGS } from "./props";
import { $, bar, barButtonElement, choose, mainButton, mainForm, mount, mountedBar, scrollPast, stickyIsland, unmount } from "./testing";

const HOODIE = "product-variable-hoodie.html";
/** The store adds from the product form by ajax (Shoptimizer's setting on); off, the form posts. */
const PRODUCT_FORM_AJAX = { productFormAjax: true };
const TSHIRT = "product-simple-t-shirt.html";

const shown = (): boolean => bar().classList.contains("visible") && !bar().hasAttribute("inert");
const text = (selector: string): string => $(selector, bar()).textContent?.trim() ?? "";
const bodyOf = (call: { body: string } | undefined) => Object.fromEntries(new URLSearchParams(call?.body));

beforeEach(() => {
  navigation.assign = vi.fn();
  $cartDrawerOpen.set(false);
  $productQuantity.set(null);
  // Each test starts from a page with nothing chosen, as a visitor's does.
  resetVariationSelection();
  sessionStorage.clear();
});

afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("sticky bar: loading and showing", () => {
  it("loads nothing until the main add-to-cart is scrolled past, then shows as a labelled region", async () => {
    mount(HOODIE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stickyIsland().getAttribute("data-island-state")).toBe("pending");
    scrollPast(false);
    expect(stickyIsland().getAttribute("data-island-state")).toBe("pending");
    scrollPast(true);
    await mountedBar();
    expect(shown()).toBe(true);
    expect(bar().tagName).toBe("SECTION");
    expect(bar().getAttribute("aria-label")).toBe(DEFAULT_STRINGS.region);
    expect(text(".islet-sticky-bar__title")).toBe("Hoodie");
    expect(text(".commercekit-sticky-add-to-cart__content-price")).toContain("£29.00");
    expect($<HTMLElement>(".commercekit-sticky-add-to-cart__content-price", bar()).style.display).toBe("");
    // CommerceKit's <a href="#"> became a real button.
    expect(bar().querySelector("a.sticky-atc_button")).toBeNull();
    expect(barButtonElement().type).toBe("button");
    expect(barButtonElement().textContent).toBe(DEFAULT_STRINGS.addToCart);
  });

  it("hides when the main add-to-cart is back in view, and shows again past it", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    await rendered(() => scrollPast(false));
    expect(shown()).toBe(false);
    expect(bar().getAttribute("aria-hidden")).toBe("true");
    await rendered(() => scrollPast(true));
    expect(shown()).toBe(true);
  });

  it("stays while it holds focus, so a keyboard user's focus is not dropped", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    await rendered(() => barButtonElement().focus());
    await rendered(() => scrollPast(false));
    expect(shown()).toBe(true);
    await rendered(() => barButtonElement().blur());
    expect(shown()).toBe(false);
  });

  it("the close button hides it for the page and hands focus to the main add-to-cart", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    const close = $<HTMLButtonElement>("button.islet-sticky-bar__close", bar());
    expect(close.getAttribute("aria-label")).toBe("Close sticky add to cart");
    close.focus();
    await rendered(() => close.click());
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(mainButton());
    await rendered(() => scrollPast(false));
    await rendered(() => scrollPast(true));
    expect(shown()).toBe(false);
  });
});

describe("sticky bar: the server's markup", () => {
  it("keeps CommerceKit's tab links (the same nodes, in their place) and gives its section back on teardown", async () => {
    mount(HOODIE);
    const serverSection = bar();
    const tab = $<HTMLAnchorElement>("a.commercekit-atc-tab", serverSection);
    scrollPast(true);
    await mountedBar();
    expect(bar()).not.toBe(serverSection);
    expect(bar().contains(tab)).toBe(true);
    const content = $(".commercekit-sticky-add-to-cart__content", bar());
    expect(Array.from(content.children, (child) => child.className)).toEqual([
      "islet-sticky-bar__product",
      "commercekit-atc-tab-links",
      "commercekit-sticky-add-to-cart__content-button",
      "islet-sticky-bar__close",
    ]);
    unmount();
    await rendered();
    expect(bar()).toBe(serverSection);
    expect(serverSection.contains(tab)).toBe(true);
    expect(serverSection.querySelector("a.sticky-atc_button")).not.toBeNull();
  });
});

describe("sticky bar: mirroring the variable product", () => {
  it("starts with the main button's disabled look, yet operable (a press leads to the options)", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    expect(barButtonElement().classList.contains("disabled")).toBe(true);
    expect(barButtonElement().hasAttribute("aria-disabled")).toBe(false);
    expect($(".islet-sticky-bar__choice", bar()).hidden).toBe(true);
  });

  it("Gray + L: the selection, the sale price, the variation's thumbnail and an enabled button", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    choose("attribute_colour", "Gray");
    expect(text(".islet-sticky-bar__choice")).toBe("Gray");
    choose("attribute_size", "L");
    expect(text(".islet-sticky-bar__choice")).toBe("Gray, L");
    expect(text(".commercekit-sticky-add-to-cart__content-price")).toContain("£36.00");
    expect($<HTMLImageElement>(".islet-sticky-bar__image", bar()).getAttribute("src")).toContain("hoodie-gray");
    expect(barButtonElement().classList.contains("disabled")).toBe(false);
    expect(barButtonElement().hasAttribute("aria-disabled")).toBe(false);
    expect(mainButton().classList.contains("disabled")).toBe(false);
  });

  it("while the store is asked about the selection (ajax mode), it is disabled and a press does nothing", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    await rendered(() => setVariationState({ kind: "loading" }));
    expect(barButtonElement().getAttribute("aria-disabled")).toBe("true");
    const scrolled = vi.spyOn(mainForm(), "scrollIntoView");
    const pressed = vi.fn();
    mainButton().addEventListener("click", pressed);
    barButtonElement().click();
    expect(scrolled).not.toHaveBeenCalled();
    expect(pressed).not.toHaveBeenCalled();
  });

  it("mirrors the quantity the product form would send", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    await rendered(() => $productQuantity.set(3));
    expect(text(".islet-sticky-bar__quantity")).toBe("Quantity: 3");
    await rendered(() => $productQuantity.set(null));
    expect($(".islet-sticky-bar__quantity", bar()).hidden).toBe(true);
  });

  it("Blue + 3XL (out of stock): 'Get notified', and a press opens the form's waitlist button", async () => {
    mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "3XL");
    expect(barButtonElement().textContent).toBe(GET_NOTIFIED);
    expect(barButtonElement().classList.contains("disabled")).toBe(false);
    const opener = $<HTMLElement>(".single_variation .ckwtl-button2", mainForm());
    const pressed = vi.fn();
    opener.addEventListener("click", pressed);
    barButtonElement().click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("with nothing chosen, a press brings the shopper to the first option (no request)", async () => {
    const { calls } = mount(HOODIE);
    scrollPast(true);
    await mountedBar();
    const scrolled = vi.spyOn(mainForm(), "scrollIntoView");
    barButtonElement().click();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.closest("ul[data-attribute=attribute_colour]")).not.toBeNull();
    choose("attribute_colour", "Gray");
    barButtonElement().click();
    expect(document.activeElement?.closest("ul[data-attribute=attribute_size]")).not.toBeNull();
    expect(calls.some((call) => call.url.includes("add_to_cart"))).toBe(false);
  });

  it("adds with exactly the body the main form posts, through the queue, and opens the drawer", async () => {
    const { calls } = mount(HOODIE, {}, PRODUCT_FORM_AJAX);
    scrollPast(true);
    await mountedBar();
    choose("attribute_colour", "Gray");
    choose("attribute_size", "L");
    mainButton().click();
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    const fromForm = bodyOf(calls.find((call) => call.url.includes("add_to_cart")));
    $cartDrawerOpen.set(false);
    await vi.waitFor(() => expect(mainButton().classList.contains("loading")).toBe(false));
    barButtonElement().click();
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    const adds = calls.filter((call) => call.url.includes("add_to_cart"));
    expect(adds).toHaveLength(2);
    expect(bodyOf(adds[1])).toEqual(fromForm);
    expect(fromForm).toEqual({ attribute_colour: "Gray", attribute_size: "L", quantity: "1", product_id: "42", variation_id: "42" });
  });

  it("mirrors the main button's loading state, and a press while loading sends nothing more", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mount(
      HOODIE,
      {
        add_to_cart: async () => {
          await held;
          return new Response(JSON.stringify({ fragments: {}, cart_hash: "x" }), { headers: { "Content-Type": "application/json" } });
        },
      },
      PRODUCT_FORM_AJAX,
    );
    scrollPast(true);
    await mountedBar();
    choose("attribute_colour", "Gray");
    choose("attribute_size", "L");
    barButtonElement().click();
    await vi.waitFor(() => expect(barButtonElement().classList.contains("loading")).toBe(true));
    barButtonElement().click();
    release();
    await vi.waitFor(() => expect(barButtonElement().classList.contains("loading")).toBe(false));
    expect(calls.filter((call) => call.url.includes("add_to_cart"))).toHaveLength(1);
  });
});

describe("sticky bar: simple product (Classic T-Shirt)", () => {
  it("shows the title and sale price, and a press submits the main form with its own button", async () => {
    mount(TSHIRT);
    scrollPast(true);
    await mountedBar();
    expect(text(".islet-sticky-bar__title")).toBe("Classic T-Shirt");
    expect(text(".commercekit-sticky-add-to-cart__content-price")).toContain("£14.00");
    expect(barButtonElement().classList.contains("disabled")).toBe(false);
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    mainForm().addEventListener("submit", submitted);
    barButtonElement().click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]?.[0].submitter).toBe(mainButton());
  });

  it("shows the quantity only while the form has a quantity control", async () => {
    mount(TSHIRT);
    scrollPast(true);
    await mountedBar();
    await rendered(() => $productQuantity.set(2));
    expect(text(".islet-sticky-bar__quantity")).toBe("Quantity: 2");
    $<HTMLElement>(".quantity", mainForm()).hidden = true;
    await rendered(() => $productQuantity.set(1));
    expect($(".islet-sticky-bar__quantity", bar()).hidden).toBe(true);
  });
});
