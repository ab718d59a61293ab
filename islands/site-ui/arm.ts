/**
 * The cheap part that runs at once (first bundle): the sticky bar's observer, Shoptimizer's
 * `keyboard-active` body class (its focus styles) from the first Tab, its size guide's class, and
 * a press that lands before the island's code: it is held (the element marked) and the code
 * replays it once it is here. Only links whose own action the island replaces lose their
 * default: a `#` parent item, a reply link, and a tap on a parent item of the desktop menu on a
 * touch screen (the first tap opens the sub-menu). The hand-over goes through the DOM
 * (src/runtime/hold-press.ts).
 */
import { watchStickyNav } from "./sticky";
import { HeldPress } from "../../src/contract/page-names";

/** On the pressed element; "touch" when a finger pressed it. */
/** The theme's buttons the island acts on (drawers.ts, dropdowns.ts and links.ts name them fully). */
const BUTTONS = ".menu-toggle,.mobile-filter,.mobile-search-toggle:not([data-trigger]),.main-navigation .caret";
const PARENT_LINK = ".main-navigation .menu-item-has-children>a";
const REPLY_LINKS = ".comment-reply-link,#cancel-comment-reply-link";

export function armSiteUi(island: HTMLElement, replies: boolean, signal?: AbortSignal): Promise<void> {
  watchStickyNav(signal);
  // Shoptimizer styles its size guide button by this class, which its main.js added at load.
  for (const wrapper of document.querySelectorAll(".button-wrapper")) wrapper.classList.add("shoptimizer-size-guide");
  const listen = <K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void): void =>
    document.addEventListener(type, handler, { capture: true, signal });
  let touch = false;
  listen("pointerdown", (event) => (touch = event.pointerType === "touch"));
  listen("keydown", (event) => {
    touch = false;
    if (event.key === "Tab") document.body.classList.add("keyboard-active");
  });
  return new Promise((resolve) =>
    listen("click", (event) => {
      const target = event.target instanceof Element && !island.hasAttribute(HeldPress.Listening) ? event.target : null;
      const link = target?.closest(replies ? `${PARENT_LINK},${REPLY_LINKS}` : PARENT_LINK);
      // A parent item's link goes on, unless it leads nowhere or a finger tapped it on the desktop menu.
      const takeover = link && (link.getAttribute("href") === "#" || !link.matches(PARENT_LINK) || (touch && innerWidth > 992));
      const press = takeover ? link : target?.closest(BUTTONS);
      if (!press) return;
      if (takeover) event.preventDefault();
      for (const earlier of document.querySelectorAll(`[${HeldPress.SiteUi}]`)) earlier.removeAttribute(HeldPress.SiteUi);
      press.setAttribute(HeldPress.SiteUi, touch ? "touch" : "");
      resolve();
    }),
  );
}
