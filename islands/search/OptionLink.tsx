/**
 * One choosable entry of the suggestions list: a real link (`a role="option"`), as CommerceKit's
 * suggestions are links, so a shopper can open a product in a new tab, middle-click it or see its
 * address on hover (issue 28). The link is the option itself, not inside one: an option's content
 * is presentational, so a focusable link within it would be a nested control to assistive tech.
 * It stays out of the Tab order; the field keeps the focus and its keys (useComboboxField.ts).
 */
import type { MouseEvent, ReactNode } from "react";
import { navigateSameOrigin, sameOriginUrl } from "../../src/bridge/navigate";
import { classNames } from "../../src/runtime/server-props";
import type { SearchOption } from "./options";
import { SuggestionView } from "./SuggestionView";

/** A press the browser turns into a new tab, window or download: it must keep doing so. */
function opensElsewhere(event: Pick<MouseEvent, "button" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * CommerceKit's classes for its suggestion links and their rows, so the store's stylesheet draws
 * them as it draws CommerceKit's list, and whatever knows its suggestions by them (a tag manager's
 * click trigger, a store's own rules) finds these too.
 */
function storeClass(option: SearchOption): string {
  if (option.kind === "view-all") return "commercekit-ajs-view-all";
  return option.suggestion.kind === "post" ? "commercekit-ajs-post" : "commercekit-ajs-product";
}

const rowClass = (option: SearchOption, active: boolean): string =>
  option.kind === "view-all" ? "commercekit-ajs-view-all-holder" : classNames("autocomplete-suggestion", active && "active");

export function OptionLink({ option, id, active }: { option: SearchOption; id: string; active: boolean }): ReactNode {
  // The answer's links were checked when read (src/api/search.ts); checked again where they become
  // clickable, so nothing but this store's own http(s) address is ever an href.
  const href = sameOriginUrl(option.url);
  const className = classNames("islet-search-option", storeClass(option), active && "is-active", option.kind === "view-all" && "islet-search-view-all");
  return (
    <li role="none" className={rowClass(option, active)}>
      <a
        role="option"
        id={id}
        href={href ?? undefined}
        tabIndex={-1}
        aria-selected={active}
        className={className}
        // The field keeps the focus (and the list stays open) while the pointer chooses; other
        // buttons are left alone, so the browser's own middle-click does its work.
        onMouseDown={(event) => {
          if (event.button === 0) event.preventDefault();
        }}
        onClick={(event) => {
          // Ctrl, Cmd, Shift or Alt with a click, or another button: the browser opens the link its way.
          if (event.defaultPrevented || opensElsewhere(event)) return;
          event.preventDefault();
          navigateSameOrigin(option.url);
        }}
      >
        {option.kind === "suggestion" ? <SuggestionView suggestion={option.suggestion} /> : option.label}
      </a>
    </li>
  );
}
