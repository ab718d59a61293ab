import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, jsonResponse, loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { cartButtons, uninstallCartButtons } from "./behaviour";
import { simpleFormAddBody, simpleProductForm } from "./product-form";

let jq: FakeJQuery;

function mountWith(productFormAjax: boolean) {
  const config = testConfig({ cartUrl: `${location.origin}/cart/`, productFormAjax });
  const routes = routedFetch({
    add_to_cart: () => jsonResponse(capturedJson("24-add_to_cart-simple")),
    get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")),
  });
  cartButtons.mount(document.body, {}, { config, client: createClient(config, { fetch: routes.fetch }) });
  return routes;
}

function productForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>(".summary form.cart");
  if (!form) throw new Error("the page has no product form");
  return form;
}

const addButton = (): HTMLButtonElement => {
  const button = productForm().querySelector<HTMLButtonElement>("button.single_add_to_cart_button");
  if (!button) throw new Error("the form has no add button");
  return button;
};

/** Submits as the button's press does; true when nothing stopped the browser's own post. */
const submit = (): boolean => productForm().dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: addButton() }));

beforeEach(() => {
  jq = installFakeJQuery();
  $cartDrawerOpen.set(false);
  sessionStorage.clear();
});

afterEach(() => {
  uninstallCartButtons();
  jq.uninstall();
});

describe("the simple product's form (Classic T-Shirt)", () => {
  beforeEach(() => loadCapturedBody("product-simple-t-shirt.html"));

  it("is the summary's form of a product-type-simple product", () => {
    expect(simpleProductForm(productForm())).toBe(productForm());
    expect(simpleProductForm(document.querySelector("form.cgkit-swatch-form"))).toBeNull();
    expect(simpleProductForm(document.body)).toBeNull();
  });

  it("posts its own fields with product_id from the button, add-to-cart left out, the quantity made safe", () => {
    const quantity = productForm().querySelector<HTMLInputElement>("input[name=quantity]");
    if (!quantity) throw new Error("no quantity");
    quantity.value = "1e309";
    expect(simpleFormAddBody(productForm(), addButton())).toEqual({ quantity: "25", product_id: "61" });
  });

  it("with the store's ajax add on: one add_to_cart, the drawer opens, added_to_cart fires", async () => {
    const { calls } = mountWith(true);
    const quantity = productForm().querySelector<HTMLInputElement>("input[name=quantity]");
    if (quantity) quantity.value = "2";
    expect(submit(), "the post is replaced by the ajax add").toBe(false);
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    const adds = calls.filter((call) => call.url.includes("add_to_cart"));
    expect(adds).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(adds[0]?.body))).toEqual({ quantity: "2", product_id: "61" });
    expect(jq.fired.map((event) => event.name)).toEqual(expect.arrayContaining(["adding_to_cart", "added_to_cart"]));
  });

  it("with it off (the theme's default): the form posts, nothing is sent", async () => {
    const { calls } = mountWith(false);
    expect(submit()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call.url.includes("add_to_cart"))).toHaveLength(0);
  });

  it("a press while the add is on its way sends nothing more", async () => {
    const { calls } = mountWith(true);
    submit();
    expect(submit(), "still no post").toBe(false);
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    expect(calls.filter((call) => call.url.includes("add_to_cart"))).toHaveLength(1);
  });
});

describe("other product forms", () => {
  it("a variable product's form is the variation form's, not this one's", () => {
    loadCapturedBody("product-variable-hoodie.html");
    const { calls } = mountWith(true);
    expect(simpleProductForm(productForm())).toBeNull();
    expect(submit()).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
