import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadPageBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { servedPage } from "../../src/testing/served-pages";
import { BUTTONS_ADDED } from "./behaviour";
import { quantityIsland } from "./index";
import { parseQuantityProps } from "./props";
import { $productQuantity } from "../../src/stores/quantity";

let runtime: Runtime | null = null;

/** A captured page as the plugin serves it, its quantity islands mounted. */
async function mountPage(page: string): Promise<void> {
  loadPageBody(servedPage(page));
  const config = testConfig();
  runtime = createRuntime([quantityIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  await runtime.settled();
}

function quantityOf(root: ParentNode): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>("input.qty");
  if (!input) throw new Error("no quantity input");
  return input;
}

function buttonIn(root: ParentNode, name: string): HTMLButtonElement {
  const button = Array.from(root.querySelectorAll("button")).find((candidate) => candidate.getAttribute("aria-label") === name);
  if (!button) throw new Error(`no "${name}" button`);
  return button;
}

function productForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>("form.cart:not(.cgkit-swatch-form)");
  if (!form) throw new Error("no product form");
  return form;
}

beforeEach(() => {
  // happy-dom never reports intersections; without the observer `visible` resolves at once.
  vi.stubGlobal("IntersectionObserver", undefined);
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.unstubAllGlobals();
});

describe("props", () => {
  it("default to the English names and reject empty ones", () => {
    expect(parseQuantityProps({})).toEqual({ ok: true, value: { decrease: "Decrease quantity", increase: "Increase quantity" } });
    expect(parseQuantityProps({ decrease: "Moins", increase: "Plus" })).toEqual({ ok: true, value: { decrease: "Moins", increase: "Plus" } });
    expect(parseQuantityProps({ decrease: " " }).ok).toBe(false);
    expect(parseQuantityProps([]).ok).toBe(false);
  });
});

describe("quantity island on the Classic T-Shirt (min 1, max 25)", () => {
  beforeEach(() => mountPage("product-simple-t-shirt.html"));

  it("mounts and adds the theme's stepper (up, then down) after the input, as named buttons", () => {
    const island = productForm().querySelector<HTMLElement>('[data-island="quantity"]');
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    const input = quantityOf(productForm());
    const minus = buttonIn(productForm(), "Decrease quantity");
    const plus = buttonIn(productForm(), "Increase quantity");
    const nav = input.nextElementSibling;
    expect(nav?.className).toBe("quantity-nav");
    expect(Array.from(nav?.children ?? [])).toEqual([plus, minus]);
    expect([plus.className, minus.className]).toEqual(["quantity-button quantity-up plus", "quantity-button quantity-down minus"]);
    expect([minus.textContent, plus.textContent]).toEqual(["", ""]);
    expect([minus.type, plus.type]).toEqual(["button", "button"]);
    expect(input.closest(".quantity")?.classList.contains(BUTTONS_ADDED)).toBe(true);
    const label = document.getElementById(minus.getAttribute("aria-describedby") ?? "");
    expect(label?.textContent).toBe("Classic T-Shirt quantity");
  });

  it("plus increases and fires a bubbling change; minus decreases", () => {
    const input = quantityOf(productForm());
    const seen = vi.fn();
    productForm().addEventListener("change", seen);
    buttonIn(productForm(), "Increase quantity").click();
    buttonIn(productForm(), "Increase quantity").click();
    expect(input.value).toBe("3");
    buttonIn(productForm(), "Decrease quantity").click();
    expect(input.value).toBe("2");
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it("plus is capped at max (25), minus floors at min (1)", () => {
    const input = quantityOf(productForm());
    input.value = "25";
    buttonIn(productForm(), "Increase quantity").click();
    expect(input.value).toBe("25");
    input.value = "1";
    buttonIn(productForm(), "Decrease quantity").click();
    expect(input.value).toBe("1");
  });

  it.each([
    ["0", "1"],
    ["-1", "1"],
    ["1e309", "25"],
    [String(2 ** 53 + 1), "25"],
    ["", "1"],
    ["2.5", "2"],
  ])("a typed %j becomes %s on change", (typed, expected) => {
    const input = quantityOf(productForm());
    input.value = typed;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(input.value).toBe(expected);
  });

  it("a hostile value set without a change never reaches the submitted form", () => {
    const input = quantityOf(productForm());
    input.value = "1e309";
    const form = productForm();
    form.addEventListener("submit", (event) => event.preventDefault());
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(new FormData(form).get("quantity")).toBe("25");
  });

  it("the related products' quick-add quantities are left to their own script, and teardown removes the buttons", () => {
    expect(document.querySelectorAll('[data-island="quantity"]').length).toBe(1);
    expect(document.querySelectorAll(`.quantity.${BUTTONS_ADDED}`).length).toBe(1);
    expect(document.querySelectorAll(`form.cgkit-swatch-form .quantity.${BUTTONS_ADDED}`).length).toBe(0);
    runtime?.destroy();
    runtime = null;
    expect(document.querySelectorAll("button.plus, button.minus, .quantity-nav").length).toBe(0);
  });
});

describe("quantity island on the Gift Card (sold individually)", () => {
  beforeEach(() => mountPage("product-sold-individually-gift-card.html"));

  it("is fixed at 1 with the quantity control hidden and no buttons", () => {
    const input = quantityOf(productForm());
    expect(input.type).toBe("hidden");
    expect(input.value).toBe("1");
    expect(input.closest<HTMLElement>(".quantity")?.hidden).toBe(true);
    expect(productForm().querySelectorAll("button.plus, button.minus").length).toBe(0);
  });

  it("sends 1 even if something changed the hidden value", () => {
    const input = quantityOf(productForm());
    input.value = "7";
    productForm().dispatchEvent(new Event("submit", { cancelable: true }));
    expect(input.value).toBe("1");
  });
});

describe("quantity island on the cart page", () => {
  beforeEach(() => mountPage("cart-with-items.html"));

  function row(name: string): HTMLElement {
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>(".cart_item .product-name a")).find((a) => a.textContent === name);
    const tr = link?.closest<HTMLElement>("tr");
    if (!tr) throw new Error(`no cart row ${name}`);
    return tr;
  }

  function updateButton(): HTMLButtonElement {
    const button = document.querySelector<HTMLButtonElement>('[name="update_cart"]');
    if (!button) throw new Error("no update button");
    return button;
  }

  it("adds buttons to every row, each described by its own label", () => {
    const rows = ["Classic T-Shirt", "Hoodie - Blue, M", "Hoodie - Blue, L", "Tote Bag"].map(row);
    for (const tr of rows) {
      const minus = buttonIn(tr, "Decrease quantity");
      expect(document.getElementById(minus.getAttribute("aria-describedby") ?? "")?.closest("tr")).toBe(tr);
    }
  });

  it("disables the update button until a row changes, as cart.js does at load", () => {
    expect(updateButton().disabled).toBe(true);
    expect(updateButton().getAttribute("aria-disabled")).toBe("true");
  });

  it("plus and minus enable the update button; minus goes down to 0 (the cart's min)", () => {
    expect(updateButton().disabled).toBe(true);
    const tshirt = row("Classic T-Shirt");
    buttonIn(tshirt, "Decrease quantity").click();
    expect(quantityOf(tshirt).value).toBe("0");
    expect(updateButton().disabled).toBe(false);
    expect(updateButton().getAttribute("aria-disabled")).toBe("false");
    buttonIn(tshirt, "Decrease quantity").click();
    expect(quantityOf(tshirt).value).toBe("0");
  });

  it("plus stops at the row's max (Hoodie - Blue, L: 2)", () => {
    const hoodie = row("Hoodie - Blue, L");
    for (let i = 0; i < 4; i += 1) buttonIn(hoodie, "Increase quantity").click();
    expect(quantityOf(hoodie).value).toBe("2");
  });

  it("a typed change also enables the update button; cart rows are not raised to a min", () => {
    updateButton().disabled = true;
    const tote = row("Tote Bag");
    quantityOf(tote).value = "4";
    quantityOf(tote).dispatchEvent(new Event("change", { bubbles: true }));
    expect(updateButton().disabled).toBe(false);
    expect(quantityOf(row("Hoodie - Blue, M")).value).toBe("2");
  });

  it("text typed in a row becomes 1, not 0 (which would remove the item)", () => {
    const tote = row("Tote Bag");
    quantityOf(tote).value = "";
    quantityOf(tote).dispatchEvent(new Event("change", { bubbles: true }));
    expect(quantityOf(tote).value).toBe("1");
  });
});

describe("quantity island on the variable Hoodie", () => {
  beforeEach(() => mountPage("product-variable-hoodie.html"));

  it("the variation form's quantity has buttons with no max (plus keeps increasing)", () => {
    const input = quantityOf(productForm());
    input.value = "40";
    buttonIn(productForm(), "Increase quantity").click();
    expect(input.value).toBe("41");
  });

  it("raises a starting value below min to min", async () => {
    runtime?.destroy();
    loadPageBody(servedPage("product-variable-hoodie.html", (html) => html.replace('value="1"', 'value="0"')));
    const config = testConfig();
    runtime = createRuntime([quantityIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
    runtime.scan();
    await runtime.settled();
    expect(quantityOf(productForm()).value).toBe("1");
  });
});

describe("broken markup", () => {
  it("an island without an input.qty is marked error, not thrown at the page", async () => {
    document.body.innerHTML = '<div data-island="quantity" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script></div>';
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const config = testConfig();
    runtime = createRuntime([quantityIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
    runtime.scan();
    await runtime.settled();
    expect(document.querySelector("[data-island]")?.getAttribute("data-island-state")).toBe("error");
    expect(error).toHaveBeenCalled();
  });
});

describe("$productQuantity (read by Discount Rules and the sticky bar)", () => {
  it("follows the product form's quantity, clamped, and is cleared on teardown", async () => {
    await mountPage("product-simple-t-shirt.html");
    expect($productQuantity.get()).toBe(1);
    buttonIn(productForm(), "Increase quantity").click();
    expect($productQuantity.get()).toBe(2);
    const input = quantityOf(productForm());
    input.value = "1e309";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect($productQuantity.get()).toBe(25);
    runtime?.destroy();
    runtime = null;
    expect($productQuantity.get()).toBeNull();
  });

  it("is 1 for a sold-individually product and never written by cart rows", async () => {
    await mountPage("product-sold-individually-gift-card.html");
    expect($productQuantity.get()).toBe(1);
    runtime?.destroy();
    runtime = null;
    await mountPage("cart-with-items.html");
    expect($productQuantity.get()).toBeNull();
  });
});
