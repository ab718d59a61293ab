/**
 * CommerceKit's wishlist popup (`#commercekit-wishlist-popup`, styled by its stylesheet): the
 * answer's message for 2 seconds (spec §9), in a polite live region so it is also heard.
 */
const POPUP_ID = "commercekit-wishlist-popup";
export const POPUP_MS = 2000;

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function popupElement(): HTMLElement {
  const existing = document.getElementById(POPUP_ID);
  if (existing) return existing;
  const popup = document.createElement("div");
  popup.id = POPUP_ID;
  popup.setAttribute("role", "status");
  popup.style.display = "none";
  document.body.prepend(popup);
  return popup;
}

/** The message as text: the store escapes it as HTML, so its entities are decoded, never its tags run. */
function messageText(message: string): string {
  const template = document.createElement("template");
  template.innerHTML = message;
  return (template.content.textContent ?? "").trim();
}

export function showWishlistMessage(message: string): void {
  const text = messageText(message);
  if (text === "") return;
  const popup = popupElement();
  popup.textContent = text;
  popup.style.display = "block";
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    popup.style.display = "none";
  }, POPUP_MS);
}
