/**
 * Shoptimizer's off-canvas drawers on phones (docs/behaviour/site-ui.md#mobile-drawers): the menu
 * (`.menu-toggle` opens `.col-full-nav` with the body class `mobile-toggled`;
 * `button.mobile-menu.close-drawer` closes it) and the shop's filters (`.mobile-filter` opens the
 * sidebar `.secondary-wrapper` with `filter-open`; `.filters.close-drawer` closes it). The theme's
 * stylesheet slides them in from those classes; this only sets them. A drawer is modal while open:
 * the focus goes to its close button, Tab stays inside it, and Escape, its close button or a press
 * outside it (the theme's `.mobile-overlay`) closes it, the focus going back to the toggle. One
 * drawer at a time, and never with the cart drawer (the cart drawer closes after a mobile toggle):
 * opening one closes the cart drawer, and the cart drawer opening (after an add to cart) closes
 * them.
 */
import { focusableIn } from "../../src/dom/focus";
import { ThemeMarkup } from "../../src/contract/page-names";

/**
 * Shoptimizer's body class for the open cart drawer. The cart bridge keeps it and the drawer's
 * store one state both ways (src/bridge/page-state.ts); the class is used here rather than the
 * store so that this lazily loaded part shares no module with the first bundle (a shared module
 * becomes a chunk of its own that every page loads at start).
 */
export const CART_DRAWER_OPEN_CLASS = "drawer-open";

export interface DrawerKind {
  bodyClass: string;
  toggles: string;
  /** The drawer (the first match in page order: the wrapper before what it wraps). */
  panel: string;
  closers: string;
}

export const MENU_DRAWER: DrawerKind = {
  bodyClass: "mobile-toggled",
  toggles: ".menu-toggle",
  panel: ".col-full-nav, #site-navigation",
  closers: ".mobile-menu.close-drawer",
};

export const FILTER_DRAWER: DrawerKind = {
  bodyClass: "filter-open",
  toggles: ".mobile-filter, .shoptimizer-mobile-toggle",
  panel: ".secondary-wrapper, #secondary",
  closers: ".filters.close-drawer",
};

export const DRAWERS: readonly DrawerKind[] = [MENU_DRAWER, FILTER_DRAWER];

const all = (selector: string): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>(selector));

/** Shown on the page: the theme hides the desktop copy of the menu inside the phone drawer. */
function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true }) : true;
}

const byPageOrder = (a: Node, b: Node): number => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

export interface Drawers {
  /** Escape closes and Tab stays inside an open drawer; true when the key was the drawer's. */
  onKey(event: KeyboardEvent): boolean;
  /** A press on a toggle or close button, or outside an open drawer; true when it was the drawer's. */
  onPress(target: Element): boolean;
}

function partsOf(kind: DrawerKind): HTMLElement[] {
  const panel = document.querySelector<HTMLElement>(kind.panel);
  return [...(panel ? [panel] : []), ...all(kind.closers), ...all(kind.toggles)];
}

/** Tab and Shift+Tab cycle through what can take the focus in the drawer and its close buttons. */
function trapTab(event: KeyboardEvent, kind: DrawerKind): void {
  const panel = document.querySelector<HTMLElement>(kind.panel);
  const inside = [...all(kind.closers), ...(panel ? focusableIn(panel) : [])].filter(shown).sort(byPageOrder);
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const lost = !(active instanceof HTMLElement) || !inside.includes(active);
  if (event.shiftKey ? active === first || lost : active === last || lost) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Shoptimizer's `--vh` (1 % of the window's height): its drawers fill the window with it on phones. */
function setViewportUnit(): void {
  document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
}

function prepareToggles(kind: DrawerKind): void {
  const panel = document.querySelector(kind.panel);
  const controlled = panel?.id ? panel : panel?.querySelector("[id]");
  for (const toggle of all(kind.toggles)) {
    if (!toggle.hasAttribute("aria-expanded")) toggle.setAttribute("aria-expanded", "false");
    if (!toggle.hasAttribute("aria-controls") && controlled) toggle.setAttribute("aria-controls", controlled.id);
  }
}

export function startDrawers(signal: AbortSignal): Drawers {
  const body = document.body.classList;
  const openers = new Map<DrawerKind, HTMLElement>();
  const isOpen = (kind: DrawerKind): boolean => body.contains(kind.bodyClass);
  const setExpanded = (kind: DrawerKind, open: boolean): void => all(kind.toggles).forEach((toggle) => toggle.setAttribute("aria-expanded", String(open)));

  const close = (kind: DrawerKind, restoreFocus: boolean): void => {
    if (!isOpen(kind)) return;
    const active = document.activeElement;
    const focusInside = active === document.body || partsOf(kind).some((part) => part.contains(active));
    body.remove(kind.bodyClass);
    setExpanded(kind, false);
    const opener = openers.get(kind) ?? all(kind.toggles).find(shown);
    openers.delete(kind);
    if (restoreFocus && focusInside) opener?.focus();
  };

  const open = (kind: DrawerKind, opener?: HTMLElement): void => {
    for (const other of DRAWERS) if (other !== kind) close(other, false);
    body.remove(CART_DRAWER_OPEN_CLASS);
    setViewportUnit();
    body.add(kind.bodyClass);
    setExpanded(kind, true);
    if (opener) openers.set(kind, opener);
    const panel = document.querySelector<HTMLElement>(kind.panel);
    const target = all(kind.closers).find(shown) ?? (panel ? focusableIn(panel).find(shown) : undefined);
    target?.focus();
  };

  const openKind = (): DrawerKind | undefined => DRAWERS.find(isOpen);

  for (const kind of DRAWERS) prepareToggles(kind);
  window.addEventListener("resize", () => openKind() && setViewportUnit(), { signal });
  const desktop = typeof matchMedia === "function" ? matchMedia(ThemeMarkup.DesktopQuery) : null;
  desktop?.addEventListener("change", () => desktop.matches && DRAWERS.forEach((kind) => close(kind, false)), { signal });
  const cartDrawer = new MutationObserver(() => body.contains(CART_DRAWER_OPEN_CLASS) && DRAWERS.forEach((kind) => close(kind, false)));
  cartDrawer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
  signal.addEventListener("abort", () => cartDrawer.disconnect(), { once: true });

  return {
    onKey(event) {
      const kind = openKind();
      if (!kind || (event.key !== "Escape" && event.key !== "Tab")) return false;
      if (event.key === "Escape") close(kind, true);
      else trapTab(event, kind);
      return true;
    },
    onPress(target) {
      const toggled = DRAWERS.find((kind) => target.closest(kind.toggles));
      if (toggled) {
        if (isOpen(toggled)) close(toggled, true);
        else open(toggled, target.closest<HTMLElement>(toggled.toggles) ?? undefined);
        return true;
      }
      const kind = openKind();
      if (!kind) return false;
      if (target.closest(kind.closers)) close(kind, true);
      else if (!partsOf(kind).some((part) => part.contains(target))) close(kind, false);
      else return false;
      return true;
    },
  };
}
