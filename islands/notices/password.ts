/**
 * Password fields toggle hidden/shown (docs/behaviour/site-ui.md#passwords), as woocommerce.js's
 * eye button does: the plugin prints WooCommerce's wrapper (`span.password-input`) and the button
 * (`button.show-password-input`, named "Show password", `aria-pressed="false"`) hidden, so a page
 * without JavaScript shows no dead button; here it is shown and wired. A press switches the field
 * between `password` and `text`, `aria-pressed` and WooCommerce's `display-password` class (its
 * stylesheet's crossed eye) follow, and the caret stays where it was. A pointer press leaves the
 * focus in the field (the shopper goes on typing); a key press leaves it on the button (the shopper
 * may press again). The name stays: `aria-pressed` says the state.
 */

export const TOGGLE_SELECTOR = ".password-input .show-password-input";
export const SHOWN_CLASS = "display-password";

/** The field a toggle belongs to: the input beside it in WooCommerce's wrapper. */
export function fieldOf(button: Element): HTMLInputElement | null {
  return button.closest(".password-input")?.querySelector<HTMLInputElement>('input[type="password"], input[type="text"]') ?? null;
}

/** Switches the field; returns whether the password is now shown. */
export function togglePassword(button: HTMLElement, field: HTMLInputElement): boolean {
  const shown = field.type === "password";
  const { selectionStart, selectionEnd, selectionDirection } = field;
  field.type = shown ? "text" : "password";
  // Changing the type may reset the selection, at once or (Chromium 159) when the field is next
  // laid out: the caret goes back where it was, now and after the next frame.
  if (selectionStart !== null && selectionEnd !== null) {
    const restore = (): void => field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    restore();
    requestAnimationFrame(() => {
      if (field.selectionStart !== selectionStart || field.selectionEnd !== selectionEnd) restore();
    });
  }
  button.setAttribute("aria-pressed", String(shown));
  button.classList.toggle(SHOWN_CLASS, shown);
  return shown;
}

export function wirePasswordToggles(signal: AbortSignal): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(TOGGLE_SELECTOR)) {
    const field = fieldOf(button);
    if (!field) continue;
    button.addEventListener(
      "mousedown",
      (event) => {
        if (document.activeElement === field) event.preventDefault();
      },
      { signal },
    );
    button.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        togglePassword(button, field);
      },
      { signal },
    );
    button.hidden = false;
    signal.addEventListener("abort", () => void (button.hidden = true), { once: true });
  }
}
