/**
 * The dialog's parts and its accessible name. Popup Maker prints the overlay as the dialog
 * (`role="dialog"`), names it by its title with `aria-labelledby` when the popup has one;
 * may-promo has none, so the island names it after the first heading of its content, or, with
 * no heading either, the props' label.
 */

export const CONTAINER_SELECTOR = ".pum-container";
export const CONTENT_SELECTOR = ".pum-content";
/** The popup's subscription forms (Popup Maker's `[pum_sub_form]`). */
export const SUB_FORM_SELECTOR = "form.pum-sub-form";
/** Popup Maker's close buttons (`.popmake-close` for older themes and custom content). */
export const CLOSE_SELECTOR = ".pum-close, .popmake-close";

export type DialogName = { labelledBy: string } | { label: string };

export function dialogName(overlay: Element, fallback: string): DialogName {
  const labelledBy = overlay.getAttribute("aria-labelledby");
  if (labelledBy && overlay.ownerDocument.getElementById(labelledBy)) return { labelledBy };
  const heading = overlay.querySelector(`${CONTENT_SELECTOR} :is(h1, h2, h3, h4, h5, h6)`);
  const text = heading?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  return { label: text === "" ? fallback : text };
}

/** Whether a click on a close control keeps its own action (Popup Maker's `data-do-default`). */
export const keepsDefault = (control: Element): boolean => Boolean(control.getAttribute("data-do-default"));
