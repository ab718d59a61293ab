/**
 * CommerceKit's wishlist popup (`#commercekit-wishlist-popup`, styled by its stylesheet, printed
 * in the island by the plugin, a `role="status"` region): the answer's message for 2 seconds
 * (docs/behaviour/wishlist.md#popup).
 */
const POPUP_ID = "commercekit-wishlist-popup";
export const POPUP_MS = 2000;

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The message as text: the store escapes it as HTML, so its entities are decoded, never its tags run. */
function messageText(message: string): string {
  const template = document.createElement("template");
  template.innerHTML = message;
  return (template.content.textContent ?? "").trim();
}

export function showWishlistMessage(message: string): void {
  const text = messageText(message);
  if (text === "") return;
  const popup = document.getElementById(POPUP_ID);
  if (!popup) return;
  popup.textContent = text;
  popup.style.display = "block";
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    popup.style.display = "none";
  }, POPUP_MS);
}
