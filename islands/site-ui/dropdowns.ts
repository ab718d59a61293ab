/**
 * The primary menu's sub-menus (docs/behaviour/site-ui.md#dropdown-menus: tap to open on touch
 * devices wider than 992px). On the desktop the theme's stylesheet shows a sub-menu while its item
 * is hovered or holds the focus, and for the class `tapped`; in the phone drawer, for
 * `dropdown-open`, toggled by the item's caret. This keeps that state in the attributes:
 * - a tap on a parent item on a touch screen wider than 992 px opens its sub-menu (`tapped`)
 *   and a second tap follows the link; a tap elsewhere closes it;
 * - ArrowDown on a parent item goes into its sub-menu, ArrowUp and ArrowDown move in it, Escape
 *   closes it (our `islet-dropdown-shut` hides it over the theme's hover and focus rules until
 *   the pointer or the focus leaves the item) and gives the focus back to the parent item;
 * - the parent item's link says whether its sub-menu is shown (`aria-expanded`; the theme's
 *   `aria-haspopup` and `aria-expanded` on the `<li>`, which ARIA does not allow there, move to
 *   it), and the caret becomes a named button with `aria-expanded`;
 * - a hovered full-width (mega) item dims the page (`.site.overlay`), as the theme did.
 */
import { rovingIndex } from "../../src/dom/roving";
import { ThemeMarkup } from "../../src/contract/page-names";

export const PARENT_ITEM = ".main-navigation li.menu-item-has-children";
export const TAPPED_CLASS = "tapped";
export const MOBILE_OPEN_CLASS = "dropdown-open";
export const SHUT_CLASS = "islet-dropdown-shut";
/** The phone drawer's copy of the menu: its carets, not its links, say what is open. */
const PHONE_COPY = ".shoptimizer-mobile-menu";

const linkOf = (item: Element): HTMLAnchorElement | null => item.querySelector<HTMLAnchorElement>(":scope > a");
const caretOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(":scope > .caret");
const subLinks = (item: Element): HTMLAnchorElement[] =>
  Array.from(item.querySelectorAll<HTMLAnchorElement>(":scope > .sub-menu-wrapper .sub-menu > li > a, :scope > .sub-menu > li > a"));
const itemOf = (target: Element | null): HTMLElement | null => target?.closest<HTMLElement>(PARENT_ITEM) ?? null;

export interface Dropdowns {
  /** A press: the tap-to-open rule, a caret, a `#` parent item, or a press elsewhere. */
  onPress(event: MouseEvent, target: Element, touch: boolean): void;
  /** ArrowUp, ArrowDown and Escape in the menu; true when the key was the menu's. */
  onKey(event: KeyboardEvent): boolean;
}

export function startDropdowns(subMenuLabel: string, signal: AbortSignal): Dropdowns {
  const items = Array.from(document.querySelectorAll<HTMLElement>(PARENT_ITEM));
  const hovered = new Set<Element>();
  const desktop = typeof matchMedia === "function" ? matchMedia(ThemeMarkup.DesktopQuery) : null;
  const wide = (): boolean => desktop?.matches ?? window.innerWidth > 992;

  const isShown = (item: Element): boolean =>
    !item.classList.contains(SHUT_CLASS) &&
    (hovered.has(item) || item.contains(document.activeElement) || item.classList.contains(TAPPED_CLASS) || item.classList.contains(MOBILE_OPEN_CLASS));

  const sync = (): void => {
    for (const item of items) {
      if (!item.closest(PHONE_COPY)) linkOf(item)?.setAttribute("aria-expanded", String(isShown(item)));
      caretOf(item)?.setAttribute("aria-expanded", String(item.classList.contains(MOBILE_OPEN_CLASS)));
    }
  };

  const untap = (except: Element | null): void => {
    for (const item of items) if (!item.contains(except)) item.classList.remove(TAPPED_CLASS);
  };

  const overlay = (item: Element, on: boolean): void => {
    if (item.classList.contains("full-width")) document.querySelector(".site")?.classList.toggle("overlay", on);
  };

  for (const item of items) {
    item.removeAttribute("aria-haspopup");
    item.removeAttribute("aria-expanded");
    const caret = caretOf(item);
    if (caret) {
      const text = linkOf(item)?.textContent?.trim() ?? "";
      caret.setAttribute("role", "button");
      caret.tabIndex = 0;
      caret.setAttribute("aria-label", subMenuLabel.replace("%s", text));
    }
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      hovered.add(item);
      overlay(item, true);
      sync();
    }, { signal });
    item.addEventListener("pointerleave", () => {
      hovered.delete(item);
      item.classList.remove(SHUT_CLASS);
      overlay(item, false);
      sync();
    }, { signal });
  }
  document.addEventListener("focusin", sync, { signal });
  document.addEventListener("focusout", (event) => {
    const item = itemOf(event.target instanceof Element ? event.target : null);
    if (item && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) item.classList.remove(SHUT_CLASS);
    // The focus has not moved yet: read it once it has.
    queueMicrotask(sync);
  }, { signal });
  desktop?.addEventListener("change", () => untap(null), { signal });
  sync();

  const shut = (item: HTMLElement): void => {
    item.classList.add(SHUT_CLASS);
    item.classList.remove(TAPPED_CLASS);
    linkOf(item)?.focus();
    sync();
  };

  return {
    onPress(event, target, touch) {
      const item = itemOf(target);
      const caret = item ? caretOf(item) : null;
      const link = item ? linkOf(item) : null;
      if (item && caret?.contains(target)) {
        item.classList.toggle(MOBILE_OPEN_CLASS);
      } else if (item && link?.contains(target) && link.getAttribute("href") === "#") {
        event.preventDefault();
        item.classList.toggle(MOBILE_OPEN_CLASS);
      } else if (item && link?.contains(target) && touch && wide() && !item.classList.contains(TAPPED_CLASS)) {
        // The first tap opens the sub-menu; the second follows the link.
        event.preventDefault();
        untap(item);
        item.classList.add(TAPPED_CLASS);
        item.classList.remove(SHUT_CLASS);
      } else if (!target.closest(PARENT_ITEM)) {
        untap(null);
      }
      sync();
    },
    onKey(event) {
      const target = event.target instanceof Element ? event.target : null;
      const item = itemOf(target);
      if (!item || !wide()) return false;
      const link = linkOf(item);
      if (event.key === "Escape") {
        shut(item);
        return true;
      }
      const list = link ? [link, ...subLinks(item)] : [];
      const index = list.findIndex((entry) => entry === target);
      const next = event.key === "ArrowDown" || event.key === "ArrowUp" ? rovingIndex(event.key, Math.max(index, 0), list.length) : null;
      if (index < 0 || next === null || list.length < 2) return false;
      event.preventDefault();
      item.classList.remove(SHUT_CLASS);
      list[next]?.focus();
      sync();
      return true;
    },
  };
}
