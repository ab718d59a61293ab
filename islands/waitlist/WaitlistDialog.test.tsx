import { afterEach, describe, expect, it, vi } from "vitest";
import { requestWaitlist } from "../../src/stores/waitlist";
import { rendered } from "../../src/testing/react";
import { ACTIVE_CLASS, POPUP_WRAP_ID, STOP_SCROLL_CLASS } from "./popup";
import { CLOSE_LABEL, EMAIL_ERROR, EMAIL_LABEL } from "./strings";
import type { WaitlistOutcome } from "./submit";
import { BEANIE, chooseBlue3xl, get, HOODIE, pageOpener, renderWaitlist, resetWaitlistPage, type RenderedWaitlist } from "./testing";

const JOINED: WaitlistOutcome = { kind: "success", message: "You have been added to the waiting list for this product!" };
let view: RenderedWaitlist | null = null;

async function render(page: string, answer: () => Promise<WaitlistOutcome> = () => Promise.resolve(JOINED)): Promise<RenderedWaitlist> {
  view = await renderWaitlist(page, answer);
  return view;
}
const open = (): Promise<void> => rendered(() => requestWaitlist(pageOpener()));
const dialog = (): HTMLElement => get(`#${POPUP_WRAP_ID} > [role=dialog]`);
const email = (): HTMLInputElement => get("#ckwtl-email", dialog());
const consent = (): HTMLInputElement => get("#ckwtl-consent", dialog());
const join = (): HTMLInputElement => get("#ckwtl-button", dialog());
const errorText = (): string | null => get(".islet-waitlist-email-error", dialog()).textContent;

/** Types into the email field (an input event), and leaves it (a change event) when `leave`. */
async function type(value: string, leave = false): Promise<void> {
  await rendered(() => {
    email().value = value;
    email().dispatchEvent(new Event("input", { bubbles: true }));
    if (leave) email().dispatchEvent(new Event("change", { bubbles: true }));
  });
}
async function fillValid(): Promise<void> {
  await type("shopper@example.com", true);
  await rendered(() => consent().click());
}
const key = (init: KeyboardEventInit): KeyboardEvent => new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });

afterEach(() => {
  view?.unmount();
  view = null;
  resetWaitlistPage();
});

describe("WaitlistDialog: closed and opened", () => {
  it("renders nothing until a 'Get notified' is pressed", async () => {
    await render(BEANIE);
    expect(document.getElementById(POPUP_WRAP_ID)).toBeNull();
  });

  it("opens for a press queued before it mounted: CommerceKit's popup as a modal dialog named by its product", async () => {
    requestWaitlist(pageOpener());
    const { sent } = await render(BEANIE);
    await rendered();
    const popup = dialog();
    expect(popup.id).toBe("commercekit-waitlist-popup");
    expect(popup.classList.contains(ACTIVE_CLASS)).toBe(true);
    expect(popup.getAttribute("aria-modal")).toBe("true");
    expect(popup.tabIndex).toBe(-1);
    expect(document.getElementById(popup.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Wool Beanie");
    expect(get("#commercekit-waitlist-close", popup).getAttribute("aria-label")).toBe(CLOSE_LABEL);
    expect(get("#commercekit-waitlist-close svg", popup)).toBeTruthy();
    expect(get(".commercekit-waitlist > p", popup).textContent).toBe("Notify me when the item is back in stock.");
    expect(email().getAttribute("aria-label")).toBe(EMAIL_LABEL);
    expect(email().placeholder).toBe("Enter your email address...");
    expect(get("label", popup).textContent).toBe("\u00a0\u00a0I consent to being contacted by the store owner");
    expect(join().value).toBe("Join waiting list");
    expect(join().disabled).toBe(true);
    expect(get<HTMLInputElement>("#ckwtl-pid", popup).value).toBe("69");
    expect(document.activeElement).toBe(email());
    expect(document.body.classList.contains(STOP_SCROLL_CLASS)).toBe(true);
    expect(sent).toEqual([]);
  });

  it("uses the variation's own popup on the Hoodie", async () => {
    await render(HOODIE);
    chooseBlue3xl();
    await open();
    expect(document.getElementById(dialog().getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Hoodie - Blue, 3XL");
    expect(dialog().closest("form")).toBeNull();
  });

  it("opens nothing for markup that is not CommerceKit's", async () => {
    await render(BEANIE);
    get("#ckwtl-consent", pageOpener().nextElementSibling ?? document).remove();
    await open();
    expect(document.querySelector("[role=dialog]#commercekit-waitlist-popup")).toBeNull();
  });
});

describe("WaitlistDialog: the email and consent checks", () => {
  it("shows the email error once the field is left invalid, keeps it while typing, clears it once valid", async () => {
    await render(BEANIE);
    await open();
    expect(email().getAttribute("aria-describedby")).toBe(get(".islet-waitlist-email-error", dialog()).id);
    await type("shopper@example");
    expect(errorText()).toBe("");
    await type("shopper@example", true);
    expect(errorText()).toBe(EMAIL_ERROR);
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(email().classList.contains("error")).toBe(true);
    await type("shopper@example.co");
    expect(errorText()).toBe("");
    expect(email().hasAttribute("aria-invalid")).toBe(false);
    expect(email().classList.contains("error")).toBe(false);
  });

  it("marks the consent label from the first check on while unchecked; enables 'Join waiting list' with both", async () => {
    await render(BEANIE);
    await open();
    const label = get("label", dialog());
    expect(label.className).toBe("");
    await type("shopper@example.com");
    expect(label.className).toBe("error");
    expect(join().disabled).toBe(true);
    await rendered(() => consent().click());
    expect(label.className).toBe("");
    expect(join().disabled).toBe(false);
  });
});

describe("WaitlistDialog: sending and the outcome", () => {
  it("sends the trimmed email once, disabled while sending, then shows the server's message as text in place of the form", async () => {
    let answer: (outcome: WaitlistOutcome) => void = () => undefined;
    const { sent } = await render(BEANIE, () => new Promise((resolve) => (answer = resolve)));
    await open();
    await fillValid();
    await type(" shopper@example.com ");
    await rendered(() => join().click());
    expect(sent).toEqual(["shopper@example.com"]);
    expect(join().disabled).toBe(true);
    await rendered(() => answer({ kind: "success", message: "<b>Added</b>" }));
    const message = get("p.success", dialog());
    expect(message.getAttribute("role")).toBe("status");
    expect(message.textContent).toBe("<b>Added</b>");
    expect(document.activeElement).toBe(message);
    expect(dialog().querySelector("#ckwtl-email, #ckwtl-button, .commercekit-waitlist > p:not(.success)")).toBeNull();
  });

  it("shows the server's error in an alert in place of the form", async () => {
    await render(BEANIE, () => Promise.resolve({ kind: "error", message: "Error on submitting for waiting list." }));
    await open();
    await fillValid();
    await rendered(() => join().click());
    expect(get("p.error[role=alert]", dialog()).textContent).toBe("Error on submitting for waiting list.");
    expect(dialog().querySelector("#ckwtl-email")).toBeNull();
  });

  it("keeps the form after our own trouble, says so above it (a new alert each time), and lets the shopper try again", async () => {
    const { sent } = await render(BEANIE, () => Promise.resolve({ kind: "failed", message: "Your session has expired. Please try again." }));
    await open();
    await fillValid();
    await rendered(() => join().click());
    const first = get("p.islet-waitlist-failure", dialog());
    expect(first.className).toBe("error islet-waitlist-failure");
    expect(first.getAttribute("role")).toBe("alert");
    expect(get(".commercekit-waitlist", dialog()).firstElementChild).toBe(first);
    expect(document.activeElement).toBe(first);
    expect(join().disabled).toBe(false);
    await rendered(() => join().click());
    expect(sent).toHaveLength(2);
    expect(dialog().querySelectorAll("p.islet-waitlist-failure")).toHaveLength(1);
    expect(get("p.islet-waitlist-failure", dialog())).not.toBe(first);
  });

  it("sends nothing while the fields do not pass", async () => {
    const { sent } = await render(BEANIE);
    await open();
    await type("shopper@example.com");
    await rendered(() => join().click());
    expect(sent).toEqual([]);
  });
});

describe("WaitlistDialog: closing and focus", () => {
  it.each([
    ["Escape", () => document.dispatchEvent(key({ key: "Escape" }))],
    ["the close button", () => get("#commercekit-waitlist-close", dialog()).click()],
    ["a press on the backdrop", () => dialog().click()],
  ])("closes on %s: hidden, focus back on 'Get notified', the page scrolls again", async (_, close) => {
    await render(BEANIE);
    await open();
    await rendered(close);
    expect(dialog().classList.contains(ACTIVE_CLASS)).toBe(false);
    expect(dialog().style.display).toBe("none");
    expect(document.activeElement).toBe(pageOpener());
    expect(document.body.classList.contains(STOP_SCROLL_CLASS)).toBe(false);
  });

  it("stays open on a press inside its box", async () => {
    await render(BEANIE);
    await open();
    await rendered(() => get("#commercekit-waitlist-wrap", dialog()).click());
    expect(dialog().classList.contains(ACTIVE_CLASS)).toBe(true);
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    await render(BEANIE);
    await open();
    consent().focus();
    const tab = key({ key: "Tab" });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(get("#commercekit-waitlist-close", dialog()));
    const back = key({ key: "Tab", shiftKey: true });
    document.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(consent());
  });

  it("reopened, keeps what was typed; after an answer, focus goes to the popup", async () => {
    await render(BEANIE);
    await open();
    await type("shopper@example.com");
    await rendered(() => document.dispatchEvent(key({ key: "Escape" })));
    await open();
    expect(email().value).toBe("shopper@example.com");
    await rendered(() => consent().click());
    await rendered(() => join().click());
    await vi.waitFor(() => get("p.success", dialog()));
    await rendered(() => document.dispatchEvent(key({ key: "Escape" })));
    await open();
    expect(document.activeElement).toBe(dialog());
  });

  it("starts a fresh form for a variation's new popup", async () => {
    await render(HOODIE);
    chooseBlue3xl();
    await open();
    await type("shopper@example.com");
    await rendered(() => document.dispatchEvent(key({ key: "Escape" })));
    chooseBlue3xl();
    await open();
    expect(email().value).toBe("");
    expect(document.querySelectorAll(`#${POPUP_WRAP_ID} [role=dialog]`)).toHaveLength(1);
  });
});
