/**
 * The header search's suggestions, an ARIA combobox over the server's own search field: the
 * field stays the theme's (typing, submitting to the search page without JavaScript); this
 * tree renders the list under it and owns the field's combobox attributes and keys.
 */
import { useStore } from "@nanostores/react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import type { SearchController } from "./controller";
import { listingFor, type SearchGroup, type SearchOption } from "./options";
import type { SearchTexts } from "./props";
import { OptionLink } from "./OptionLink";
import { useComboboxField } from "./useComboboxField";

/** CommerceKit keeps the list at least this tall, however little room is below the field. */
export const MIN_POPUP_MAX_HEIGHT = 280;
const VIEWPORT_MARGIN = 10;

export interface SearchBoxProps {
  controller: SearchController;
  field: HTMLInputElement;
  texts: SearchTexts;
  showTotals: boolean;
}

/** As CommerceKit: the room below the field down to 10 px above the window's bottom, but at least 280 px. */
function popupMaxHeight(field: HTMLElement): number {
  return Math.max(MIN_POPUP_MAX_HEIGHT, window.innerHeight - field.getBoundingClientRect().bottom - VIEWPORT_MARGIN);
}

function announcement(groups: readonly SearchGroup[], count: number, texts: SearchTexts): string {
  if (count > 0) return texts.resultsCount.replace("%d", String(count));
  return groups.map((group) => group.note ?? "").filter(Boolean).join(" ");
}

export function SearchBox({ controller, field, texts, showTotals }: SearchBoxProps): ReactNode {
  const view = useStore(controller.$view);
  const listing = useMemo(() => listingFor(view, texts, showTotals), [view, texts, showTotals]);
  const idBase = useId();
  const listId = `${idBase}-list`;
  const optionId = (index: number): string => `${idBase}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [maxHeight, setMaxHeight] = useState(MIN_POPUP_MAX_HEIGHT);
  // As CommerceKit: the list as wide as the field, in whole pixels (its offsetWidth).
  const [width, setWidth] = useState<number | undefined>(undefined);
  const visible = open && view.term !== "" && (listing.groups.length > 0 || listing.busy);

  useComboboxField(field, {
    listId,
    expanded: visible,
    activeId: visible && active >= 0 ? optionId(active) : null,
    onInput: (value) => {
      controller.input(value);
      setOpen(true);
      // A new term, a new list: no option is active (an answer arriving keeps the shopper's place).
      setActive(-1);
    },
    onOpen: () => {
      setOpen(true);
      // Measured while the shopper starts typing, not when the answer is painted (no forced layout then).
      setMaxHeight(popupMaxHeight(field));
      setWidth(field.offsetWidth || undefined);
    },
    onClose: () => {
      setOpen(false);
      setActive(-1);
    },
    onMove: (step) => {
      setOpen(true);
      const count = listing.options.length;
      if (count > 0) setActive((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    },
    onChoose: () => {
      const option = visible ? listing.options[active] : undefined;
      return option ? navigateSameOrigin(option.url) : false;
    },
  });

  let index = -1;
  const item = (option: SearchOption): ReactNode => {
    index += 1;
    const at = index;
    return <OptionLink key={option.key} option={option} id={optionId(at)} active={at === active} />;
  };
  const { products, posts } = listing;

  return (
    <>
      {/* CommerceKit's classes (its stylesheet draws the list); the roles are the combobox's. */}
      <div className="commercekit-ajs-results islet-search-results" hidden={!visible} aria-busy={listing.busy} style={{ maxHeight, width }}>
        {products?.note ? <p className="islet-search-note">{products.note}</p> : null}
        {/* The field keeps the focus (aria-activedescendant points into the list): a link that took it goes back. */}
        <ul
          role="listbox"
          id={listId}
          aria-label={texts.suggestions}
          className="commercekit-ajs-suggestions islet-search-list"
          onFocus={() => field.focus({ preventScroll: true })}
        >
          {products?.options.map(item)}
          {posts && posts.options.length > 0 ? (
            <li role="group" aria-label={posts.heading ?? undefined} className="islet-search-group">
              <div aria-hidden="true" className="commercekit-ajs-other-result">
                {posts.heading}
              </div>
              <ul role="none">{posts.options.map(item)}</ul>
            </li>
          ) : null}
        </ul>
        {posts?.note ? <p className="islet-search-note">{posts.note}</p> : null}
      </div>
      <div role="status" className="screen-reader-text">
        {visible && !listing.busy ? announcement(listing.groups, listing.count, texts) : ""}
      </div>
    </>
  );
}
