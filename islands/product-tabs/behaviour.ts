/**
 * The product tabs as an ARIA tablist (plain TypeScript, no React). Without JavaScript every
 * panel shows (the server markup); mounted, one panel shows at a time, chosen by the URL
 * (./hash.ts), by click, or by keyboard: arrows, Home and End move and select (WooCommerce's
 * automatic activation), with a roving tabindex so Tab leaves the list in one step.
 */
import type { IslandModule } from "../../src/runtime/types";
import { initialTab, wantsReviews, ADDITIONAL_INFORMATION_TAB, REVIEWS_TAB } from "./hash";
import type { ProductTabsProps } from "./index";
import { rovingIndex } from "../../src/dom/roving";

interface Tab {
  tab: HTMLAnchorElement;
  item: HTMLElement | null;
  panel: HTMLElement;
}

/** The panel a tab controls: `aria-controls`, else its `#tab-…` href (older WooCommerce). */
function panelOf(tab: HTMLAnchorElement, root: HTMLElement): HTMLElement | null {
  const id = tab.getAttribute("aria-controls") ?? tab.getAttribute("href")?.replace(/^#/, "") ?? "";
  if (id === "") return null;
  const panel = root.ownerDocument.getElementById(id);
  return panel && root.contains(panel) ? panel : null;
}

export function readTabs(root: HTMLElement): Tab[] {
  const list = root.querySelector<HTMLElement>("ul.wc-tabs, ul.tabs");
  if (!list) return [];
  const tabs: Tab[] = [];
  for (const tab of list.querySelectorAll<HTMLAnchorElement>("li > a")) {
    const panel = panelOf(tab, root);
    if (panel) tabs.push({ tab, item: tab.parentElement, panel });
  }
  return tabs;
}

/** Roles and references the tablist pattern needs, added where the theme left them out. */
function addRoles(root: HTMLElement, tabs: readonly Tab[]): void {
  root.querySelector("ul.wc-tabs, ul.tabs")?.setAttribute("role", "tablist");
  for (const { tab, item, panel } of tabs) {
    item?.setAttribute("role", "presentation");
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-controls", panel.id);
    panel.setAttribute("role", "tabpanel");
  }
}

function select(tabs: readonly Tab[], chosen: Tab): void {
  for (const entry of tabs) {
    const on = entry === chosen;
    entry.tab.setAttribute("aria-selected", String(on));
    entry.tab.tabIndex = on ? 0 : -1;
    // Shoptimizer styles the current tab through WooCommerce's `li.active`.
    entry.item?.classList.toggle("active", on);
    entry.panel.hidden = !on;
  }
}

function onKeydown(event: KeyboardEvent, tabs: readonly Tab[]): void {
  const index = tabs.findIndex((entry) => entry.tab === event.target);
  if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === " ") {
    // Enter follows the link (a click); Space on a link does nothing by itself.
    event.preventDefault();
    const current = tabs[index];
    if (current) select(tabs, current);
    return;
  }
  const nextIndex = rovingIndex(event.key, index, tabs.length);
  const next = nextIndex === null ? undefined : tabs[nextIndex];
  if (!next) return;
  event.preventDefault();
  select(tabs, next);
  next.tab.focus();
}

/** Opens the tab a hash names (a "(3 customer reviews)" link, a changed hash); false if none. */
function openForHash(tabs: readonly Tab[], hash: string): boolean {
  const id = wantsReviews(hash, "") ? REVIEWS_TAB : hash === `#${ADDITIONAL_INFORMATION_TAB}` ? ADDITIONAL_INFORMATION_TAB : null;
  const target = tabs.find((entry) => entry.panel.id === id);
  if (target) select(tabs, target);
  return Boolean(target);
}

function hashOfLink(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href*='#']") : null;
  if (!link) return null;
  const href = link.getAttribute("href") ?? "";
  return href.slice(href.indexOf("#"));
}

export const productTabs: IslandModule<ProductTabsProps> = {
  mount(element, _props, context) {
    const root = element.querySelector<HTMLElement>(".wc-tabs-wrapper, .woocommerce-tabs") ?? element;
    const tabs = readTabs(root);
    if (tabs.length === 0) return;
    addRoles(root, tabs);
    const ids = tabs.map((entry) => entry.panel.id);
    const first = initialTab(location.hash, location.pathname + location.search, ids);
    const chosen = tabs.find((entry) => entry.panel.id === first) ?? tabs[0];
    if (chosen) select(tabs, chosen);

    const signal = context.signal;
    root.addEventListener(
      "click",
      (event) => {
        const entry = tabs.find((candidate) => event.target instanceof Node && candidate.tab.contains(event.target));
        if (!entry) return;
        // The tab is a same-page link; selecting must not scroll or rewrite the hash.
        event.preventDefault();
        select(tabs, entry);
      },
      { signal },
    );
    root.addEventListener("keydown", (event) => onKeydown(event, tabs), { signal });
    // "(3 customer reviews)" in the summary links to #reviews, inside a hidden panel.
    document.addEventListener(
      "click",
      (event) => {
        const hash = hashOfLink(event);
        if (hash && !tabs.some((entry) => event.target instanceof Node && entry.tab.contains(event.target))) openForHash(tabs, hash);
      },
      { signal, capture: true },
    );
    window.addEventListener("hashchange", () => openForHash(tabs, location.hash), { signal });
  },
};
