/**
 * The lazily loaded part: the drawers, the dropdowns, the header's links and, where the island
 * runs it, the reply form, wired on the document (one listener per kind of event), and the press
 * the arm held replayed.
 */
import { takeHeldPress } from "../../src/runtime/take-held-press";
import type { IslandModule } from "../../src/runtime/types";
import { startDrawers } from "./drawers";
import { startDropdowns } from "./dropdowns";
import { onLinkPress, prepareSearchToggles } from "./links";
import type { SiteUiProps } from "./props";
import { readSiteUiStrings } from "./strings";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import { HeldPress } from "../../src/contract/page-names";

/** Elements this island made buttons of: Enter and Space press them. */
const MADE_BUTTONS = ".main-navigation .caret[role=button], .mobile-search-toggle[role=button]";

type Press = (event: MouseEvent, target: Element, touch: boolean) => void;

/** A click with the main button and no modifier (a modified click opens a link elsewhere). */
const plainClick = (event: MouseEvent): boolean => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** A held link the island could not act on goes where it leads, as it would have without the island. */
function follow(held: Element): void {
  if (!(held instanceof HTMLAnchorElement) || held.getAttribute("href") === "#" || held.href === "") return;
  navigateSameOrigin(held.href);
}

function listen(press: Press, onKey: (event: KeyboardEvent) => boolean, signal: AbortSignal): void {
  let touch = false;
  document.addEventListener("pointerdown", (event) => (touch = event.pointerType === "touch"), { capture: true, passive: true, signal });
  document.addEventListener("click", (event) => event.target instanceof Element && plainClick(event) && press(event, event.target, touch), { signal });
  document.addEventListener(
    "keydown",
    (event) => {
      touch = false;
      if (onKey(event) || (event.key !== "Enter" && event.key !== " ")) return;
      const made = event.target instanceof Element ? event.target.closest<HTMLElement>(MADE_BUTTONS) : null;
      if (!made) return;
      event.preventDefault();
      made.click();
    },
    { signal },
  );
}

export const siteUi: IslandModule<SiteUiProps> = {
  async mount(element, props, context) {
    // The runtime's teardown signal, or one of our own for a page that never tears down.
    const signal = context.signal ?? new AbortController().signal;
    const replies = props.replies ? await import("./replies") : null;
    if (signal.aborted) return;
    const strings = readSiteUiStrings(props.printed);
    const drawers = startDrawers(signal);
    const dropdowns = startDropdowns(strings.subMenuLabel, signal);
    prepareSearchToggles(strings.searchLabel);
    replies?.listenForSubmitShortcut(signal);
    const press: Press = (event, target, touch) => {
      if (replies?.onReplyPress(event, target) || onLinkPress(event, target) || drawers.onPress(target)) return;
      dropdowns.onPress(event, target, touch);
    };
    listen(press, (event) => drawers.onKey(event) || dropdowns.onKey(event), signal);
    const byTouch = document.querySelector(`[${HeldPress.SiteUi}]`)?.getAttribute(HeldPress.SiteUi) === "touch";
    const held = takeHeldPress(element, HeldPress.SiteUi, signal);
    if (!held) return;
    const replay = new MouseEvent("click", { cancelable: true });
    press(replay, held, byTouch);
    // The arm kept a link from its default; one nothing took over (the window narrowed, the
    // comment is gone) goes where it leads.
    if (!replay.defaultPrevented) follow(held);
  },
};
