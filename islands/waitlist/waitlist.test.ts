import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { setNonceSource } from "../../src/stores/nonce";
import { setVariationState } from "../../src/stores/variation";
import { GET_NOTIFIED } from "../../src/waitlist/label";
import { rendered } from "../../src/testing/react";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { ACTIVE_CLASS } from "./popup";
import { waitlistIsland } from "./index";
import { chooseBlue3xl } from "./testing";
import { CLOSE_LABEL, EMAIL_ERROR, EMAIL_LABEL, MESSAGES, soldOutLabel, WAITLIST_TIP } from "./strings";

let runtime: Runtime | null = null;

const get = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T => {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const openDialog = (): HTMLElement => get(`[role=dialog].${ACTIVE_CLASS}`);

/** Wraps CommerceKit's footer copy in the island, as the placement does, and scans. */
function mount(page: string, productId: number, answer: Responder): { calls: { body: string }[] } {
  loadCapturedBody(page);
  const clone = get("#cgkit_wtls_clone");
  const island = document.createElement("div");
  island.setAttribute("data-island", "waitlist");
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", "interaction");
  island.innerHTML = `<script type="application/json" data-island-props>{"productId":${productId}}</script>`;
  clone.before(island);
  island.append(clone);
  const config = testConfig();
  const recorded = routedFetch({ commercekit_save_waitlist: answer });
  runtime = createRuntime([waitlistIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
  runtime.scan();
  return recorded;
}

async function pressGetNotified(): Promise<HTMLElement> {
  const button = Array.from(document.querySelectorAll<HTMLInputElement>("input.ckwtl-button2")).find((b) => b.style.display !== "none" && !b.closest("[data-island]"));
  if (!button) throw new Error("no visible Get notified");
  expect(button.value).toBe(GET_NOTIFIED);
  button.focus();
  button.click();
  await vi.waitFor(() => openDialog());
  return button;
}

/** Types, ticks and lets React render (React 18 renders a native event's update in a microtask). */
async function fill(email: string, consent: boolean): Promise<void> {
  const dialog = openDialog();
  const input = get<HTMLInputElement>("#ckwtl-email", dialog);
  input.value = email;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
  const box = get<HTMLInputElement>("#ckwtl-consent", dialog);
  if (box.checked !== consent) box.click();
  await rendered();
}

const submit = (): HTMLInputElement => get<HTMLInputElement>("#ckwtl-button", openDialog());
const ok37: Responder = () => jsonResponse(capturedJson("37-commercekit_save_waitlist"));

beforeEach(() => {
  setNonceSource({ fetchNonce: () => Promise.resolve("d99608d53e"), readCookie: () => undefined, writeCookie: () => undefined });
  setVariationState({ kind: "none" });
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  setNonceSource(null);
  setVariationState({ kind: "none" });
  document.body.className = "";
});

describe("waitlist on the Hoodie (variable)", () => {
  it("swaps add-to-cart for 'Get notified' and labels the options while Blue + 3XL is sold out", async () => {
    mount("product-variable-hoodie.html", 25, ok37);
    const addToCart = get<HTMLButtonElement>(".single_add_to_cart_button");
    expect(addToCart.style.display).toBe("");
    chooseBlue3xl();
    // The sold-out state wakes the island: React mounts, then paints the swap.
    await vi.waitFor(() => expect(addToCart.style.display).toBe("none"));
    const labels = Array.from(document.querySelectorAll(".ckwtl-os-label-text"), (l) => l.textContent);
    expect(labels).toEqual([soldOutLabel("Blue"), soldOutLabel("3XL")]);
    expect(labels[0]).toBe("Blue sold out?");
    expect(get(".ckwtl-os-label-tip").textContent).toBe(WAITLIST_TIP);
    await rendered(() => setVariationState({ kind: "none" }));
    expect(addToCart.style.display).toBe("");
    expect(document.querySelector(".ckwtl-os-label")).toBeNull();
  });

  it("opens a dialog, checks the email and consent, and posts the selected variation's id", async () => {
    const { calls } = mount("product-variable-hoodie.html", 25, ok37);
    chooseBlue3xl();
    await pressGetNotified();
    const dialog = openDialog();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    // Moved out of the variations form, so its inputs never reach the form.
    expect(dialog.closest("form")).toBeNull();
    expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Hoodie - Blue, 3XL");
    const email = get<HTMLInputElement>("#ckwtl-email", dialog);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-label")).toBe(EMAIL_LABEL);
    expect(submit().disabled).toBe(true);
    await fill("shopper@example", true);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(get(".islet-waitlist-email-error", dialog).textContent).toBe(EMAIL_ERROR);
    expect(submit().disabled).toBe(true);
    await fill("shopper@example.com", false);
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(get(".islet-waitlist-email-error", dialog).textContent).toBe("");
    expect(submit().disabled).toBe(true);
    await fill("shopper@example.com", true);
    expect(submit().disabled).toBe(false);
    submit().click();
    await vi.waitFor(() => expect(get("p.success", dialog).textContent).toBe("You have been added to the waiting list for this product!"));
    expect(dialog.querySelector("#ckwtl-email")).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({ product_id: "50", email: "shopper@example.com", commercekit_nonce: "d99608d53e" });
  });

  it("closes on Escape and on the close button, giving focus back to 'Get notified'", async () => {
    mount("product-variable-hoodie.html", 25, ok37);
    chooseBlue3xl();
    const opener = await pressGetNotified();
    expect(document.body.classList.contains("commercekit-stop-scroll")).toBe(true);
    await rendered(() => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(document.querySelector(`.${ACTIVE_CLASS}`)).toBeNull();
    expect(document.activeElement).toBe(opener);
    await pressGetNotified();
    const close = get<HTMLButtonElement>("button#commercekit-waitlist-close", openDialog());
    expect(close.getAttribute("aria-label")).toBe(CLOSE_LABEL);
    await rendered(() => close.click());
    expect(document.querySelector(`.${ACTIVE_CLASS}`)).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside the dialog", async () => {
    mount("product-variable-hoodie.html", 25, ok37);
    chooseBlue3xl();
    await pressGetNotified();
    const dialog = openDialog();
    get<HTMLInputElement>("#ckwtl-consent", dialog).focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.dispatchEvent(tab);
    // The submit is disabled: the last focusable is the consent box, so Tab wraps to the first.
    expect(tab.defaultPrevented).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe("waitlist on the Wool Beanie (simple, out of stock)", () => {
  const submitted = async (answer: Responder) => {
    const recorded = mount("product-simple-out-of-stock-beanie.html", 69, answer);
    await pressGetNotified();
    await fill("shopper@example.com", true);
    submit().click();
    return recorded;
  };

  it("posts the simple product's id and shows the server's error message in an error paragraph", async () => {
    const { calls } = await submitted(() => jsonResponse(capturedJson("38-commercekit_save_waitlist-badnonce")));
    const dialog = openDialog();
    await vi.waitFor(() => expect(get("p.error", dialog).textContent).toBe("Error on submitting for waiting list."));
    expect(dialog.querySelector("#ckwtl-email")).toBeNull();
    expect(new URLSearchParams(calls[0]?.body).get("product_id")).toBe("69");
  });

  it.each([
    ["a 403 (expired nonce)", () => htmlResponse("-1", 403), MESSAGES.expired],
    ["malformed JSON", () => new Response("{", { status: 200, headers: { "Content-Type": "application/json" } }), MESSAGES.unexpected],
  ])("keeps the form and says so after %s", async (_, answer: Responder, message) => {
    await submitted(answer);
    const dialog = openDialog();
    await vi.waitFor(() => expect(get("p.error[role=alert]", dialog).textContent).toBe(message));
    expect(dialog.querySelector("#ckwtl-email")).not.toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it("says so after a timeout", async () => {
    await submitted(hangingResponder());
    vi.useFakeTimers();
    try {
      await vi.advanceTimersByTimeAsync(20000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(get("p.error[role=alert]", openDialog()).textContent).toBe(MESSAGES.timeout));
  });
});
