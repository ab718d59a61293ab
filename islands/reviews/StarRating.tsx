/**
 * The `#rating` select as five stars: WooCommerce's `p.stars` markup (so the theme's star styles
 * apply: `selected` on the paragraph, `active` on the chosen star), made an ARIA radio group
 * with a roving tabindex. The paragraph takes its place before the select, which is hidden, in
 * the first commit; both come back as they were on teardown.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { renderNow } from "../../src/runtime/render-now";
import { chooseRating, chosenIndex, starAfterKey } from "./stars";

export interface StarRatingProps {
  select: HTMLSelectElement;
  /** Ours: WooCommerce's `<p class="stars">`, put before the select once the stars render. */
  paragraph: HTMLElement;
  labels: readonly string[];
  groupLabel: string;
}

/** Shows the paragraph in the select's place, with WooCommerce's `selected` once a star is chosen. */
function usePlacedParagraph(select: HTMLSelectElement, paragraph: HTMLElement, selected: boolean): void {
  useLayoutEffect(() => {
    const wasHidden = select.hidden;
    select.before(paragraph);
    select.hidden = true;
    return () => {
      paragraph.remove();
      select.hidden = wasHidden;
    };
  }, [select, paragraph]);
  useLayoutEffect(() => {
    paragraph.classList.toggle("selected", selected);
  }, [paragraph, selected]);
}

export function StarRating({ select, paragraph, labels, groupLabel }: StarRatingProps): ReactNode {
  const [chosen, setChosen] = useState(() => chosenIndex(select, labels.length));
  const stars = useRef<(HTMLAnchorElement | null)[]>([]);
  usePlacedParagraph(select, paragraph, chosen >= 0);
  // Rendered at once, as WooCommerce's stars change at once: scripts reading the page see it.
  const choose = (index: number): void => {
    chooseRating(select, index);
    renderNow(() => setChosen(index));
  };
  const onClick = (event: MouseEvent, index: number): void => {
    event.preventDefault(); // the star is an `href="#"` link
    choose(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = starAfterKey(event.key, index, labels.length);
    if (next === null) return;
    event.preventDefault();
    choose(next);
    stars.current[next]?.focus();
  };
  const tabStop = chosen >= 0 ? chosen : 0;
  return createPortal(
    <span role="radiogroup" aria-label={groupLabel} aria-required={select.required || undefined}>
      {labels.map((label, index) => (
        <a
          key={index}
          ref={(element) => {
            stars.current[index] = element;
          }}
          href="#"
          className={index === chosen ? `star-${index + 1} active` : `star-${index + 1}`}
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === tabStop ? 0 : -1}
          onClick={(event) => onClick(event, index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </a>
      ))}
    </span>,
    paragraph,
  );
}
