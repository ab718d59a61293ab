import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { createClient } from "../../src/api/client";
import { slotBefore } from "../../src/runtime/react";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { $cardVariations, setCardVariations } from "../../src/stores/listing";
import { setNonceSource } from "../../src/stores/nonce";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { readCard, type CardRefs } from "./card";
import { ListingSwatches } from "./ListingSwatches";
import { CLOSE_LABEL, NOTICE_TITLE } from "./NoticeDialog";

/** The radio groups shoppers and assistive technology use (the hover row's copy is hidden from them). */
const GROUP = "[role=radiogroup]:not([aria-hidden])";
const NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";
let root: Root | null = null;
let jq: FakeJQuery;

async function renderCard(responder: Responder, options: { preload?: boolean; pressedBefore?: Record<string, string> } = {}) {
  loadCapturedBody("shop.html");
  const form = document.querySelector('form.cgkit-swatch-form[data-product_id="25"]');
  if (!form) throw new Error("no Hoodie card");
  // What the arm does with presses before the mount: the selects keep them.
  for (const [name, value] of Object.entries(options.pressedBefore ?? {})) {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (select) select.value = value;
  }
  const card = readCard(wrapInIsland(form, "listing-swatches")) as CardRefs;
  if (options.preload !== false && card.variations) setCardVariations(25, { variations: card.variations, images: card.images });
  const slots = new Map(card.groups.map((group) => [group.name, slotBefore(group.list)]));
  for (const group of card.groups) group.list.remove();
  const routes = routedFetch({ commercekit_ajax_as_add_to_cart: responder, get_refreshed_fragments: () => jsonResponse(capturedJson("01-get_refreshed_fragments-empty")) });
  const config = testConfig({ cartUrl: `${location.origin}/cart/` });
  const context = { config, client: createClient(config, { fetch: routes.fetch }) };
  const host = document.createElement("div");
  form.append(host);
  root = createRoot(host);
  await rendered(() => root?.render(<ListingSwatches card={card} slots={slots} copySlot={card.extras.clone} context={context} noMatch={NO_MATCH} />));
  const swatch = (group: string, value: string): HTMLButtonElement => {
    const button = document.querySelector<HTMLButtonElement>(`${GROUP}[aria-label="${group}"] [role=radio][data-attribute-value="${value}"]`);
    if (!button) throw new Error(`no ${value} in ${group}`);
    return button;
  };
  const press = async (group: string, value: string): Promise<void> => {
    const button = swatch(group, value);
    button.focus();
    await rendered(() => button.click());
  };
  return { ...routes, card, press, swatch };
}

beforeEach(() => {
  jq = installFakeJQuery();
  $cardVariations.set({});
  $cartDrawerOpen.set(false);
  sessionStorage.clear();
  setNonceSource({ fetchNonce: () => Promise.resolve("d99608d53e"), readCookie: () => undefined, writeCookie: () => undefined });
});

afterEach(() => {
  root?.unmount();
  root = null;
  setNonceSource(null);
  jq.uninstall();
  document.body.innerHTML = "";
});

describe("ListingSwatches (the Hoodie card on shop.html)", () => {
  it("renders each attribute as a named radio group in CommerceKit's place", async () => {
    await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    expect(Array.from(document.querySelectorAll(GROUP), (group) => group.getAttribute("aria-label"))).toEqual(["Select colour", "Select size"]);
    expect(document.querySelectorAll(`${GROUP} [role=radio]`)).toHaveLength(10);
  });

  it("Gray then L adds that variation, opens the drawer, and the picture shows Gray", async () => {
    const { calls, press, card } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    await press("Select colour", "Gray");
    expect(calls).toEqual([]);
    expect(card.picture?.element.getAttribute("src")).toMatch(/hoodie-gray-300x384\.png$/);
    await press("Select size", "L");
    await vi.waitFor(() => expect($cartDrawerOpen.get()).toBe(true));
    const body = new URLSearchParams(calls[0]?.body);
    expect([body.get("product_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["25", "Gray", "L"]);
    expect(jq.fired.map((event) => event.name)).toContain("added_to_cart");
  });

  it("shows the store's refusal in a named dialog, focus inside; Escape closes it and focus goes back to the swatch", async () => {
    const { press, swatch } = await renderCard(() => jsonResponse(capturedJson("29-commercekit_ajax_as_add_to_cart-outofstock")));
    await press("Select colour", "White");
    await press("Select size", "XXL");
    await vi.waitFor(() => expect(document.querySelector("[role=alertdialog]")).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>("[role=alertdialog]");
    const titleId = dialog?.getAttribute("aria-labelledby") ?? "";
    expect(document.getElementById(titleId)?.textContent).toBe(NOTICE_TITLE);
    expect(dialog?.textContent).toContain('You cannot add "Hoodie - White, XXL" to the cart because the product is out of stock.');
    expect(document.activeElement?.textContent).toBe(CLOSE_LABEL);
    expect(dialog?.querySelector("ul.woocommerce-error")?.hasAttribute("role")).toBe(false);
    await rendered(() => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    expect(document.querySelector("[role=alertdialog]")).toBeNull();
    expect(document.activeElement).toBe(swatch("Select size", "XXL"));
  });

  it("adds a combination completed while the variations load once they arrive", async () => {
    const { calls, press, card } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")), { preload: false });
    await rendered(() => $cardVariations.setKey("25", { status: "loading" }));
    await press("Select colour", "Blue");
    await press("Select size", "L");
    expect(calls).toEqual([]);
    await rendered(() => card.variations && setCardVariations(25, { variations: card.variations, images: card.images }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  it("starts from presses the arm kept before the mount, and adds a combination they completed", async () => {
    const { calls, swatch } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")), {
      pressedBefore: { attribute_colour: "Blue", attribute_size: "L" },
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const body = new URLSearchParams(calls[0]?.body);
    expect([body.get("variation_id"), body.get("variations[attribute_colour]"), body.get("variations[attribute_size]")]).toEqual(["47", "Blue", "L"]);
    // Added: the card is ready for the next add.
    await vi.waitFor(() => expect(swatch("Select colour", "Blue").getAttribute("aria-checked")).toBe("false"));
  });

  it("says so in the dialog when the variations could not be had", async () => {
    const { calls, press } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")), { preload: false });
    await rendered(() => $cardVariations.setKey("25", { status: "failed" }));
    await press("Select colour", "Blue");
    await press("Select size", "L");
    expect(document.querySelector("[role=alertdialog]")?.textContent).toContain("could not be added");
    expect(calls).toEqual([]);
  });

  it("shows the chosen variation's price in the card while it is added and after a refusal, the server's again on deselect", async () => {
    const { press } = await renderCard(() => jsonResponse(capturedJson("29-commercekit_ajax_as_add_to_cart-outofstock")));
    const price = (): string => document.querySelector("li.post-25 .cgkit-as-variation-price .price")?.textContent ?? "";
    expect(price()).toMatch(/29\.00.*45\.00/);
    await press("Select colour", "Gray");
    expect(price()).toMatch(/29\.00.*45\.00/);
    await press("Select size", "M");
    await vi.waitFor(() => expect(document.querySelector("[role=alertdialog]")).not.toBeNull());
    // (happy-dom leaves &pound; as written in markup it is given; a browser shows £.)
    expect(price()).toMatch(/Current price is: (£|&pound;)36\.00/);
    await rendered(() => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    await press("Select size", "M");
    expect(price()).toMatch(/29\.00.*45\.00/);
  });

  it("shows CommerceKit's loading state while adding, then makes the card ready for the next add: no choice, the server's picture", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { press, swatch, card } = await renderCard(() => new Promise<Response>((resolve) => (answer = resolve)));
    const serverSrc = card.picture?.element.getAttribute("src");
    await press("Select colour", "Gray");
    await press("Select size", "L");
    await vi.waitFor(() => expect(card.form.classList.contains("cgkit-loading")).toBe(true));
    expect(card.form.classList.contains("loading")).toBe(true);
    await rendered(() => answer(jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart"))));
    await vi.waitFor(() => expect(card.form.classList.contains("cgkit-loading")).toBe(false));
    expect(swatch("Select colour", "Gray").getAttribute("aria-checked")).toBe("false");
    expect(card.picture?.element.getAttribute("src")).toBe(serverSrc);
    expect(Array.from(card.selects, (select) => select.value)).toEqual(["", ""]);
  });

  it("copies the colours into CommerceKit's hover row for the pointer only: a press there chooses in the group", async () => {
    const { swatch } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    const copy = document.querySelector<HTMLElement>(".cgkit-as-swatches-clone ul[role=radiogroup]");
    expect(copy?.getAttribute("aria-hidden")).toBe("true");
    const buttons = Array.from(copy?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, -1, -1]);
    await rendered(() => buttons.find((button) => button.dataset.attributeValue === "Gray")?.click());
    expect(swatch("Select colour", "Gray").getAttribute("aria-checked")).toBe("true");
    expect(copy?.querySelector('[data-attribute-value="Gray"]')?.classList.contains("cgkit-swatch-selected")).toBe(true);
  });

  it("hides the theme's flip image while a colour's picture shows", async () => {
    const { press, card } = await renderCard(() => jsonResponse(capturedJson("26-commercekit_ajax_as_add_to_cart")));
    const flip = document.createElement("img");
    flip.className = "gallery-image";
    card.picture?.element.after(flip);
    card.extras.flipImage = flip;
    await press("Select colour", "Gray");
    expect(flip.style.display).toBe("none");
    await press("Select colour", "Gray");
    expect(flip.style.display).toBe("");
  });
});
