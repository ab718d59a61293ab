import { afterEach, describe, expect, it } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { popupFor, readPopupMarkup } from "./popup";
import { BEANIE, chooseBlue3xl, footerPopup, get, HOODIE, pageOpener, resetWaitlistPage } from "./testing";

afterEach(resetWaitlistPage);

describe("reading CommerceKit's popup markup (docs/behaviour/product-page.md#waitlist)", () => {
  it("reads the Wool Beanie's popup: the close icon, the head named by its product, the intro and the fields", () => {
    loadCapturedBody(BEANIE);
    const popup = popupFor(pageOpener(), footerPopup());
    if (!popup) throw new Error("no popup");
    const markup = readPopupMarkup(popup, "name-id");
    expect(markup?.closeIconHtml).toContain("<svg");
    expect(markup?.labelled).toBe(true);
    const head = document.createElement("div");
    head.innerHTML = markup?.head?.html ?? "";
    expect(markup?.head?.className).toBe("commercekit-waitlist-head");
    expect(head.querySelector("#name-id")?.textContent).toBe("Wool Beanie");
    expect(markup?.intro).toEqual([{ tag: "p", className: "", html: "Notify me when the item is back in stock." }]);
    expect(markup?.email).toEqual({ id: "ckwtl-email", name: "ckwtl_email", value: "", placeholder: "Enter your email address..." });
    expect(markup?.consent).toEqual({ id: "ckwtl-consent", name: "ckwtl_consent", value: "1", checked: false, text: "\u00a0\u00a0I consent to being contacted by the store owner" });
    expect(markup?.submit).toEqual({ id: "ckwtl-button", name: "ckwtl_button", value: "Join waiting list", disabled: true });
    expect(markup?.hidden).toEqual([{ id: "ckwtl-pid", name: "ckwtl_pid", value: "69" }]);
    // Read from a copy: the server's popup keeps its own markup.
    expect(popup.querySelector("#name-id")).toBeNull();
  });

  it("takes the popup printed right after the button: a variation's names the variation", () => {
    loadCapturedBody(HOODIE);
    chooseBlue3xl();
    const popup = popupFor(pageOpener(), footerPopup());
    expect(popup?.closest(".single_variation")).not.toBeNull();
    const head = document.createElement("div");
    head.innerHTML = (popup && readPopupMarkup(popup, "n")?.head?.html) ?? "";
    expect(head.querySelector("#n")?.textContent).toBe("Hoodie - Blue, 3XL");
  });

  it("the form's 'Get notified' (#ckwtl-button3, in add-to-cart's row) opens the chosen variation's popup", () => {
    loadCapturedBody(HOODIE);
    chooseBlue3xl();
    const button = document.createElement("button");
    button.id = "ckwtl-button3";
    get(".single_add_to_cart_button").after(button);
    const popup = popupFor(button, footerPopup());
    expect(popup?.closest(".woocommerce-variation-availability")).not.toBeNull();
    expect(popup?.querySelector(".cgkit-product-name")?.textContent).toBe("Hoodie - Blue, 3XL");
  });

  it("falls back to the footer copy for a button printed without its popup", () => {
    loadCapturedBody(BEANIE);
    const lone = document.createElement("input");
    document.body.append(lone);
    expect(popupFor(lone, footerPopup())).toBe(footerPopup());
    expect(popupFor(lone, null)).toBeNull();
  });

  it("reads no name without a head, and nothing at all without CommerceKit's fields", () => {
    loadCapturedBody(BEANIE);
    const popup = footerPopup();
    get(".commercekit-waitlist-head", popup).remove();
    expect(readPopupMarkup(popup, "n")).toMatchObject({ head: null, labelled: false });
    get("#ckwtl-consent", popup).remove();
    expect(readPopupMarkup(popup, "n")).toBeNull();
  });
});
