import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigation } from "../../src/bridge/navigate";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $canAddVariation, $selectedVariation, $variationSelection } from "../../src/stores/variation";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, type Responder } from "../../src/testing/fixtures";
import { DEFAULT_VARIATION_STRINGS as TEXT } from "./props";
import { button, choose, form, mount, noMatch, q, swatch, unmount, variationId } from "./testing";

let jq: FakeJQuery;

beforeEach(() => {
  jq = installFakeJQuery();
  navigation.assign = vi.fn();
  $cartDrawerOpen.set(false);
  sessionStorage.clear();
});

afterEach(() => {
  unmount();
  jq.uninstall();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("variation form (inline mode, the Hoodie's 25 variations)", () => {
  it("starts with add-to-cart disabled and asks for a selection when pressed", async () => {
    await mount();
    expect(button().className).toMatch(/\bdisabled\b.*\bwc-variation-selection-needed\b|\bwc-variation-selection-needed\b.*\bdisabled\b/);
    expect(button().getAttribute("aria-disabled")).toBe("true");
    expect(q(".reset_variations").style.visibility).toBe("hidden");
    button().click();
    expect(form().querySelector("[role=alert].islet-notice")?.textContent).toBe(TEXT.makeSelection);
  });

  it("Blue + M: shows price and stock, sets variation_id 46, enables add-to-cart", async () => {
    await mount();
    choose("attribute_colour", "Blue");
    expect(button().classList.contains("disabled")).toBe(true);
    choose("attribute_size", "M");
    expect(variationId()).toBe("46");
    expect(button().classList.contains("disabled")).toBe(false);
    expect(button().hasAttribute("aria-disabled")).toBe(false);
    expect(q(".single_variation .woocommerce-variation-price").textContent).toContain("45.00");
    expect(q(".single_variation .woocommerce-variation-availability").textContent).toContain("in stock");
    expect(q<HTMLInputElement>("input[name=quantity]").max).toBe("12");
    expect($selectedVariation.get()?.id).toBe(46);
    expect($canAddVariation.get()).toBe(true);
    expect(q(".reset_variations").style.visibility).toBe("visible");
  });

  it("Blue + 3XL (out of stock): unavailable, and says so when pressed", async () => {
    await mount();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "3XL");
    expect(variationId()).toBe("50");
    expect(button().classList.contains("wc-variation-is-unavailable")).toBe(true);
    expect(button().classList.contains("disabled")).toBe(true);
    expect(q(".single_variation").textContent).toContain("Out of stock");
    button().click();
    expect(form().querySelector("[role=alert].islet-notice")?.textContent).toBe(TEXT.unavailable);
    expect($canAddVariation.get()).toBe(false);
  });

  it("shows the no-match notice (role=alert) for a combination no variation has, and resets", async () => {
    loadCapturedBody("product-variable-hoodie.html");
    const list = JSON.parse(form().getAttribute("data-product_variations") ?? "[]") as { variation_id: number }[];
    await mount({}, JSON.stringify(list.filter((variation) => variation.variation_id !== 46)));
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    expect(noMatch()?.textContent).toBe(TEXT.noMatch);
    expect(noMatch()?.parentElement?.getAttribute("role")).toBe("alert");
    expect(button().classList.contains("wc-variation-selection-needed")).toBe(true);
    expect(variationId()).toBe("");
    choose("attribute_size", "L");
    expect(noMatch()).toBeNull();
  });

  it("Clear resets every choice and announces it", async () => {
    await mount();
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    q(".reset_variations").click();
    expect(q<HTMLSelectElement>("select[name=attribute_colour]").value).toBe("");
    expect(q<HTMLSelectElement>("select[name=attribute_size]").value).toBe("");
    expect(q(".reset_variations_alert").textContent).toBe(TEXT.resetAlert);
    expect(button().classList.contains("wc-variation-selection-needed")).toBe(true);
    expect(q(".single_variation").textContent).toBe("");
    expect($variationSelection.get()).toEqual({ attribute_colour: "", attribute_size: "" });
    choose("attribute_colour", "Gray");
    expect(q(".reset_variations_alert").textContent).toBe("");
  });

  it("adds the variation through the cart queue with the form's fields, then opens the drawer", async () => {
    const { calls } = await mount({ add_to_cart: () => jsonResponse(capturedJson("25-add_to_cart-variation-id")) });
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    q<HTMLInputElement>("input[name=quantity]").value = "2";
    button().click();
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    const add = calls.find((call) => call.url.includes("add_to_cart"));
    expect(Object.fromEntries(new URLSearchParams(add?.body))).toEqual({
      attribute_colour: "Blue",
      attribute_size: "M",
      quantity: "2",
      product_id: "46",
      variation_id: "46",
    });
    expect(jq.fired.map((event) => event.name)).toEqual(expect.arrayContaining(["adding_to_cart", "added_to_cart"]));
    expect(button().classList.contains("added")).toBe(true);
  });

  it("with the store's ajax add off, a chosen variation's form posts as the theme's does; an incomplete choice never does", async () => {
    const { calls } = await mount({}, undefined, false);
    const submit = (): boolean => form().dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    choose("attribute_colour", "Blue");
    expect(submit(), "no variation yet: the submit is stopped").toBe(false);
    choose("attribute_size", "M");
    expect(variationId()).toBe("46");
    expect(submit(), "Blue, M: the browser posts the form").toBe(true);
    expect(calls.filter((call) => call.url.includes("add_to_cart"))).toHaveLength(0);
  });

  it("follows product_url when the store refuses the add", async () => {
    await mount({ add_to_cart: () => jsonResponse({ error: true, product_url: `${location.origin}/product/hoodie/` }) });
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    button().click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(`${location.origin}/product/hoodie/`));
  });
});

describe("swatches", () => {
  it("are radio groups; choosing, re-pressing to deselect, arrows to move", async () => {
    await mount();
    const group = q('ul[data-attribute="attribute_colour"]');
    expect(group.getAttribute("role")).toBe("radiogroup");
    expect(group.getAttribute("aria-label")).toBe("Select colour");
    swatch("attribute_colour", "Blue").click();
    expect(swatch("attribute_colour", "Blue").getAttribute("aria-checked")).toBe("true");
    expect(q(".cgkit-chosen-attribute.attribute_colour").textContent).toBe("Blue");
    swatch("attribute_size", "3XL").click();
    expect(swatch("attribute_size", "3XL").classList.contains("cgkit-swatch-oos")).toBe(true);
    expect(variationId()).toBe("50");
    swatch("attribute_size", "3XL").click();
    expect(q<HTMLSelectElement>("select[name=attribute_size]").value).toBe("");
    const m = swatch("attribute_size", "M");
    m.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(q<HTMLSelectElement>("select[name=attribute_size]").value).toBe("3XL");
    swatch("attribute_size", "3XL").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(q<HTMLSelectElement>("select[name=attribute_size]").value).toBe("M");
    expect(m.tabIndex).toBe(0);
  });

  it("a disabled swatch resets the other choices first", async () => {
    loadCapturedBody("product-variable-hoodie.html");
    const list = JSON.parse(form().getAttribute("data-product_variations") ?? "[]") as { variation_id: number }[];
    await mount({}, JSON.stringify(list.filter((variation) => variation.variation_id !== 50)));
    swatch("attribute_colour", "Blue").click();
    expect(swatch("attribute_size", "3XL").getAttribute("aria-disabled")).toBe("true");
    swatch("attribute_size", "3XL").click();
    expect(q<HTMLSelectElement>("select[name=attribute_colour]").value).toBe("");
    expect(q<HTMLSelectElement>("select[name=attribute_size]").value).toBe("3XL");
  });
});

describe("ajax mode (data-product_variations=false)", () => {
  const blueM = (): Responder => () => jsonResponse(capturedJson("10-get_variation-instock-blue-m"));

  it("asks get_variation with product_id and the attributes, then shows the variation", async () => {
    const { calls } = await mount({ get_variation: blueM() }, "false");
    choose("attribute_colour", "Blue");
    expect(calls.some((call) => call.url.includes("get_variation"))).toBe(false);
    choose("attribute_size", "M");
    await vi.waitFor(() => expect(variationId()).toBe("46"));
    const call = calls.find((entry) => entry.url.includes("get_variation"));
    expect(call?.body).toBe("attribute_colour=Blue&attribute_size=M&product_id=25");
    expect(button().classList.contains("disabled")).toBe(false);
  });

  it("shows the no-match message when the store answers false", async () => {
    await mount({ get_variation: () => jsonResponse(false) }, "false");
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    await vi.waitFor(() => expect(noMatch()?.textContent).toBe(TEXT.noMatch));
    expect(button().classList.contains("wc-variation-selection-needed")).toBe(true);
  });

  it.each([
    ["malformed JSON", () => new Response("{oops", { headers: { "Content-Type": "application/json" } })],
    ["403", () => htmlResponse("forbidden", 403)],
    ["HTML page", () => htmlResponse("<html>error</html>")],
  ] as [string, Responder][])("says unavailable on a bad answer (%s), never throws", async (_, responder) => {
    await mount({ get_variation: responder }, "false");
    choose("attribute_colour", "Blue");
    choose("attribute_size", "M");
    await vi.waitFor(() => expect(q(".single_variation").textContent).toContain(TEXT.unavailable));
    expect(button().classList.contains("wc-variation-is-unavailable")).toBe(true);
  });

  it("says unavailable on a timeout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await mount({ get_variation: hangingResponder() }, "false");
      choose("attribute_colour", "Blue");
      choose("attribute_size", "M");
      expect(form().getAttribute("aria-busy")).toBe("");
      await vi.advanceTimersByTimeAsync(5001);
      await vi.waitFor(() => expect(q(".single_variation").textContent).toContain(TEXT.unavailable));
    } finally {
      vi.useRealTimers();
    }
  });

  it("aborts the earlier request in flight", async () => {
    let first = true;
    const { calls, fetch } = await mount(
      {
        get_variation: (call) => {
          if (first) {
            first = false;
            return new Promise<Response>(() => undefined);
          }
          return blueM()(call);
        },
      },
      "false",
    );
    choose("attribute_colour", "Blue");
    choose("attribute_size", "L");
    choose("attribute_size", "M");
    await vi.waitFor(() => expect(variationId()).toBe("46"));
    expect(calls.filter((call) => call.url.includes("get_variation"))).toHaveLength(2);
    const signals = fetch.mock.calls.filter(([url]) => url.includes("get_variation")).map(([, init]) => init.signal);
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, false]);
  });
});
