/**
 * CommerceKit's waitlist popup markup (docs/behaviour/product-page.md#waitlist), read into what the
 * dialog renders: its ids and classes (theme CSS relies on them), the server's HTML for the parts
 * that are HTML (the close icon, the product head, the intro), and the fields' names and values.
 */
export const POPUP_SELECTOR = "#commercekit-waitlist-popup";
export const POPUP_WRAP_ID = "commercekit-waitlist-popup-wrap";
export const ACTIVE_CLASS = "commercekit-waitlist-popup--active";
export const STOP_SCROLL_CLASS = "commercekit-stop-scroll";

/** An element the server printed, rendered as its tag and class with its own inner HTML. */
export interface ServerElement {
  tag: string;
  className: string;
  html: string;
}

export interface FieldMarkup {
  id: string;
  name: string;
  value: string;
}

export interface PopupMarkup {
  /** The close control's icon (CommerceKit prints a div; the dialog renders a button). */
  closeIconHtml: string | null;
  /** The product head, its name carrying the id the dialog is labelled by. */
  head: ServerElement | null;
  labelled: boolean;
  /** What comes before the email field ("Notify me when the item is back in stock."). */
  intro: ServerElement[];
  email: FieldMarkup & { placeholder: string };
  consent: FieldMarkup & { checked: boolean; text: string };
  submit: FieldMarkup & { disabled: boolean };
  /** The hidden inputs after the button (`ckwtl-pid`). */
  hidden: FieldMarkup[];
}

/**
 * CommerceKit prints each popup right after its button (a variation's comes in its
 * availability_html): that one names the right product. The footer copy is the fallback.
 */
export function popupFor(opener: Element, fallback: HTMLElement | null): HTMLElement | null {
  const next = opener.nextElementSibling;
  if (next instanceof HTMLElement && next.matches(POPUP_SELECTOR)) return next;
  // The form's 'Get notified' (#ckwtl-button3) opens the chosen variation's popup, printed in
  // its availability beside CommerceKit's hidden `.ckwtl-button2`.
  const inForm = opener.closest("form")?.querySelector<HTMLElement>(`.woocommerce-variation-availability ${POPUP_SELECTOR}`);
  return inForm ?? fallback;
}

const serverElement = (element: Element): ServerElement => ({
  tag: element.tagName.toLowerCase(),
  className: element.getAttribute("class") ?? "",
  html: element.innerHTML,
});

const field = (input: HTMLInputElement): FieldMarkup => ({ id: input.id, name: input.name, value: input.getAttribute("value") ?? "" });

/** The head's HTML with `nameId` on the product name (the dialog's accessible name). */
function readHead(popup: Element, nameId: string): { head: ServerElement | null; labelled: boolean } {
  const head = popup.querySelector(".commercekit-waitlist-head")?.cloneNode(true);
  if (!(head instanceof Element)) return { head: null, labelled: false };
  const name = head.querySelector(".cgkit-product-name");
  if (name) name.id = nameId;
  return { head: serverElement(head), labelled: name !== null };
}

/** The text after the box in its label (`&nbsp;&nbsp;I consent …`): the box's name. */
function labelText(box: HTMLInputElement): string {
  const label = box.closest("label");
  if (!label) return "";
  return Array.from(label.childNodes, (node) => (node === box ? "" : (node.textContent ?? ""))).join("");
}

/** Null when the markup is not CommerceKit's (no dialog, as CommerceKit's script would do nothing). */
export function readPopupMarkup(popup: Element, nameId: string): PopupMarkup | null {
  const container = popup.querySelector(".commercekit-waitlist");
  const email = popup.querySelector<HTMLInputElement>("input#ckwtl-email");
  const consent = popup.querySelector<HTMLInputElement>("input#ckwtl-consent");
  const submit = popup.querySelector<HTMLInputElement>("input#ckwtl-button");
  if (!container || !email || !consent || !submit) return null;
  const children = Array.from(container.children);
  const emailAt = children.findIndex((child) => child.contains(email));
  return {
    closeIconHtml: popup.querySelector("#commercekit-waitlist-close")?.innerHTML ?? null,
    ...readHead(popup, nameId),
    intro: children.slice(0, Math.max(emailAt, 0)).map(serverElement),
    email: { ...field(email), placeholder: email.placeholder },
    consent: { ...field(consent), checked: consent.hasAttribute("checked"), text: labelText(consent) },
    submit: { ...field(submit), disabled: submit.hasAttribute("disabled") },
    hidden: Array.from(container.querySelectorAll<HTMLInputElement>("input[type=hidden]"), field),
  };
}
