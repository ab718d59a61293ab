/**
 * The waitlist popup as a dialog (loaded on first use): CommerceKit's own popup markup, made
 * modal (focus trapped and restored, Escape and the close button close it), the email and
 * consent checks that enable 'Join waiting list', and the post with its outcome in place of the
 * form (spec §5, §8).
 */
import type { StoreClient } from "../../src/api/client";
import { trapTab } from "../mini-cart/focus";
import { isWaitlistEmail } from "./email";
import { EMAIL_ERROR, MESSAGES } from "./strings";
import { saveWaitlist, type WaitlistOutcome } from "./submit";

export const POPUP_SELECTOR = "#commercekit-waitlist-popup";
export const ACTIVE_CLASS = "commercekit-waitlist-popup--active";
export const STOP_SCROLL_CLASS = "commercekit-stop-scroll";
export const CLOSE_LABEL = "Close";
export const EMAIL_LABEL = "Email address";

interface Parts {
  popup: HTMLElement;
  container: HTMLElement;
  email: HTMLInputElement;
  consent: HTMLInputElement;
  submit: HTMLInputElement;
  error: HTMLElement;
}

let counter = 0;
const prepared = new WeakMap<HTMLElement, Parts>();

function find<T extends Element>(root: Element, selector: string): T | null {
  return root.querySelector<T>(selector);
}

/** The close control becomes a real button, with a name. */
function closeButton(popup: HTMLElement): void {
  const old = find<HTMLElement>(popup, "#commercekit-waitlist-close");
  if (!old || old instanceof HTMLButtonElement) return;
  const button = document.createElement("button");
  button.type = "button";
  button.id = old.id;
  button.setAttribute("aria-label", CLOSE_LABEL);
  button.append(...Array.from(old.childNodes));
  old.replaceWith(button);
}

function prepare(popup: HTMLElement): Parts | null {
  const known = prepared.get(popup);
  if (known) return known;
  const container = find<HTMLElement>(popup, ".commercekit-waitlist");
  const email = find<HTMLInputElement>(popup, "#ckwtl-email");
  const consent = find<HTMLInputElement>(popup, "#ckwtl-consent");
  const submit = find<HTMLInputElement>(popup, "#ckwtl-button");
  if (!container || !email || !consent || !submit) return null;
  const id = `islet-waitlist-${++counter}`;
  const name = find<HTMLElement>(popup, ".cgkit-product-name");
  if (name) name.id = `${id}-name`;
  popup.setAttribute("role", "dialog");
  popup.setAttribute("aria-modal", "true");
  if (name) popup.setAttribute("aria-labelledby", name.id);
  popup.tabIndex = -1;
  closeButton(popup);
  const error = document.createElement("p");
  error.id = `${id}-error`;
  error.className = "islet-waitlist-email-error";
  // Always in the layout (empty while the email is fine): showing it must not move the consent
  // box from under a pointer already on its way there.
  Object.assign(error.style, { height: "1.5em", lineHeight: "1.5em", margin: "0", overflow: "hidden" });
  error.setAttribute("aria-live", "polite");
  email.after(error);
  email.setAttribute("aria-label", EMAIL_LABEL);
  email.setAttribute("aria-describedby", error.id);
  const parts = { popup, container, email, consent, submit, error };
  prepared.set(popup, parts);
  return parts;
}

/** `markEmail`: show the email error now (after the field was left), not on every keystroke. */
export function validate(parts: Parts, markEmail: boolean): boolean {
  const emailOk = isWaitlistEmail(parts.email.value.trim());
  if (emailOk || markEmail) {
    parts.email.classList.toggle("error", !emailOk);
    if (emailOk) parts.email.removeAttribute("aria-invalid");
    else parts.email.setAttribute("aria-invalid", "true");
    parts.error.textContent = emailOk ? "" : EMAIL_ERROR;
  }
  parts.consent.parentElement?.classList.toggle("error", !parts.consent.checked);
  const ok = emailOk && parts.consent.checked;
  parts.submit.disabled = !ok;
  return ok;
}

function paragraph(outcome: WaitlistOutcome): HTMLElement {
  const p = document.createElement("p");
  p.className = outcome.kind === "success" ? "success" : "error";
  p.setAttribute("role", outcome.kind === "success" ? "status" : "alert");
  p.tabIndex = -1;
  // Text, not HTML: the message is shown, never run.
  p.textContent = outcome.message;
  return p;
}

export function showOutcome(parts: Parts, outcome: WaitlistOutcome): void {
  parts.container.querySelector(".islet-waitlist-failure")?.remove();
  const message = paragraph(outcome);
  if (outcome.kind === "failed") {
    // Our own trouble (timeout, expired nonce …): keep the form so the shopper can try again.
    message.classList.add("islet-waitlist-failure");
    parts.container.prepend(message);
    validate(parts, false);
  } else {
    parts.container.replaceChildren(message);
  }
  message.focus({ preventScroll: true });
}

export interface DialogDeps {
  client: StoreClient;
  productId: () => number;
  signal?: AbortSignal;
}

function wire(parts: Parts, deps: DialogDeps, close: () => void): void {
  const { signal } = deps;
  parts.email.addEventListener("input", () => validate(parts, false), { signal });
  parts.email.addEventListener("change", () => validate(parts, true), { signal });
  parts.consent.addEventListener("change", () => validate(parts, false), { signal });
  parts.popup.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target === parts.popup || target?.closest("#commercekit-waitlist-close")) close();
    },
    { signal },
  );
  parts.submit.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      if (!validate(parts, true)) return;
      parts.submit.disabled = true;
      void saveWaitlist(deps.client, deps.productId(), parts.email.value.trim()).then((outcome) =>
        showOutcome(parts, outcome ?? { kind: "failed", message: MESSAGES.unavailable }),
      );
    },
    { signal },
  );
}

export interface WaitlistDialog {
  open(opener: HTMLElement | null): void;
  close(): void;
  readonly isOpen: boolean;
}

/** Makes `popup` a dialog once; returns null when the markup is not CommerceKit's. */
export function createDialog(popup: HTMLElement, deps: DialogDeps): WaitlistDialog | null {
  const parts = prepare(popup);
  if (!parts) return null;
  let returnFocus: HTMLElement | null = null;
  let isOpen = false;
  const close = (): void => {
    if (!isOpen) return;
    isOpen = false;
    popup.classList.remove(ACTIVE_CLASS);
    popup.style.display = "none";
    document.body.classList.remove(STOP_SCROLL_CLASS);
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    returnFocus = null;
  };
  wire(parts, deps, close);
  document.addEventListener(
    "keydown",
    (event) => {
      if (!isOpen) return;
      if (event.key === "Escape") close();
      else trapTab(event, popup);
    },
    { signal: deps.signal },
  );
  return {
    open(opener) {
      returnFocus = opener;
      isOpen = true;
      popup.style.display = "";
      popup.classList.add(ACTIVE_CLASS);
      document.body.classList.add(STOP_SCROLL_CLASS);
      const first = parts.email.isConnected ? parts.email : popup;
      first.focus({ preventScroll: true });
    },
    close,
    get isOpen() {
      return isOpen;
    },
  };
}
