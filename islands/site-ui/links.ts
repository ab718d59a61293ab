/**
 * The header's smaller pieces:
 * - the logo scrolls to the top (docs/behaviour/site-ui.md#logo): Shoptimizer's logo mark in the
 *   sticky bar (`.logo-mark a`, a `#` link) always, and the header's logo
 *   (`.site-branding a.custom-logo-link`) when it links to the page being shown (the home page);
 *   elsewhere it still takes the shopper home. Smooth unless the shopper prefers reduced motion;
 * - Shoptimizer's phone search toggle (`div.mobile-search-toggle`, its "toggle" search position;
 *   the modal one is the dialogs island's) shows the header's search with the body class
 *   `m-search-toggled`, as a named button with `aria-expanded`, and puts the focus in the field;
 * - Shoptimizer's own sticky add-to-cart button for variable and grouped products
 *   (`a.variable-grouped-sticky`) scrolls smoothly to the product's form, below the stuck bar.
 */
import { prefersReducedMotion } from "../../src/dom/motion";
import { ThemeMarkup } from "../../src/contract/page-names";

export const LOGO_LINKS = ".logo-mark a, .site-branding a.custom-logo-link";
export const SEARCH_TOGGLE = ".mobile-search-toggle:not([data-trigger])";
export const SEARCH_OPEN_CLASS = "m-search-toggled";
const GROUPED_STICKY = "a.variable-grouped-sticky";
/** The theme's anchor on the product form, which its main.js gave the form at load. */
const FORM_ANCHOR = "#sticky-scroll";

const withoutHash = (url: string): string => url.split("#")[0] ?? url;

function scrollToTop(top: number): void {
  window.scrollTo({ top, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** The logo leads to the page being shown (or nowhere): it scrolls to the top instead. */
export function logoScrollsToTop(link: HTMLAnchorElement, location: Location = window.location): boolean {
  const href = link.getAttribute("href") ?? "";
  return href === "" || href === "#" || withoutHash(link.href) === withoutHash(location.href);
}

function groupedTarget(link: HTMLAnchorElement): Element | null {
  const href = link.getAttribute("href") ?? "";
  if (!href.startsWith("#") || href.length < 2) return null;
  const named = document.getElementById(decodeURIComponent(href.slice(1)));
  return named ?? (href === FORM_ANCHOR ? document.querySelector(".single-product form.cart") : null);
}

export function prepareSearchToggles(label: string): void {
  for (const toggle of document.querySelectorAll<HTMLElement>(SEARCH_TOGGLE)) {
    if (toggle.tagName !== "BUTTON") {
      toggle.setAttribute("role", "button");
      toggle.tabIndex = 0;
    }
    if (!toggle.textContent?.trim() && !toggle.hasAttribute("aria-label")) toggle.setAttribute("aria-label", label);
    toggle.setAttribute("aria-expanded", String(document.body.classList.contains(SEARCH_OPEN_CLASS)));
  }
}

function toggleSearch(): void {
  const open = document.body.classList.toggle(SEARCH_OPEN_CLASS);
  for (const toggle of document.querySelectorAll(SEARCH_TOGGLE)) toggle.setAttribute("aria-expanded", String(open));
  if (open) document.querySelector<HTMLElement>(".site-header .site-search input[type=search], .site-header .site-search input[name=s]")?.focus();
}

/** A press on one of them; true when it was theirs. */
export function onLinkPress(event: MouseEvent, target: Element): boolean {
  const logo = target.closest<HTMLAnchorElement>(LOGO_LINKS);
  if (logo && logoScrollsToTop(logo)) {
    event.preventDefault();
    scrollToTop(0);
    return true;
  }
  if (target.closest(SEARCH_TOGGLE)) {
    event.preventDefault();
    toggleSearch();
    return true;
  }
  const grouped = target.closest<HTMLAnchorElement>(GROUPED_STICKY);
  const destination = grouped ? groupedTarget(grouped) : null;
  if (!destination) return false;
  event.preventDefault();
  const bar = document.querySelector(`${ThemeMarkup.StickyNav}.${ThemeMarkup.StuckClass}`);
  scrollToTop(destination.getBoundingClientRect().top + window.scrollY - (bar?.getBoundingClientRect().height ?? 0));
  return true;
}
