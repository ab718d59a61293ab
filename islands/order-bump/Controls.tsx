/**
 * The controls the island renders in place of the server's: each bump's add button, its message,
 * the two arrows and the bullets. They keep CommerceKit's elements and classes (its stylesheet
 * dresses them) and become real, named buttons. Their clicks stop at the island: a CommerceKit
 * script left on a page (its delegated click handlers on the same classes) must not act on them too.
 */
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import { arrowDisabled, arrowMeaning, arrowStep, fillText, type Arrow } from "./rules";
import type { OrderBumpTexts } from "./texts";
import type { ServerBump } from "./server";

export type BumpState = "idle" | "adding" | "added" | "failed";

const join = (...names: readonly (string | false)[]): string => names.filter((name) => name !== false && name.trim() !== "").join(" ");

/** Moves the server element's child nodes (CommerceKit's arrow icon) into ours while mounted. */
function useMovedChildren(target: RefObject<HTMLElement | null>, source: Element | null): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || !source) return undefined;
    const nodes = Array.from(source.childNodes);
    element.append(...nodes);
    return () => source.append(...nodes.filter((node) => node.parentNode === element));
  }, [target, source]);
}

export interface AddButtonProps {
  bump: ServerBump;
  state: BumpState;
  buttonRef(element: HTMLButtonElement | null): void;
  onAdd(): void;
}

/** "Click to add", named with the product; not pressable while it adds or once it added. */
export function AddButton({ bump, state, buttonRef, onAdd }: AddButtonProps): ReactNode {
  const unavailable = state === "adding" || state === "added";
  const press = (event: MouseEvent): void => {
    event.stopPropagation();
    if (!unavailable) onAdd();
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className={join(bump.className, state === "adding" && "loading", state === "added" && "added")}
      aria-disabled={unavailable || undefined}
      onClick={press}
    >
      {bump.text}
      {bump.name !== "" && <span className="screen-reader-text"> {bump.name}</span>}
    </button>
  );
}

/** What the add came to, under the bump: the cart's live region has announced it already. */
export function BumpMessage({ bump, state, texts }: { bump: ServerBump; state: BumpState; texts: OrderBumpTexts }): ReactNode {
  if (state === "added") return <p className="islet-order-bump-message">{fillText(texts.added, bump.name)}</p>;
  if (state === "failed") return <p className="islet-notice islet-notice--error">{fillText(texts.failed, bump.name)}</p>;
  return null;
}

export interface ArrowsProps {
  index: number;
  count: number;
  rtl: boolean;
  names: { previous: string; next: string };
  /** The server's arrows, whose icons move into ours. */
  icons: { prev: Element | null; next: Element | null };
  onGo(index: number): void;
}

function ArrowButton({ arrow, index, count, rtl, names, icon, onGo }: Omit<ArrowsProps, "icons"> & { arrow: Arrow; icon: Element | null }): ReactNode {
  const ref = useRef<HTMLButtonElement>(null);
  useMovedChildren(ref, icon);
  const disabled = arrowDisabled(arrow, index, count, rtl);
  const press = (event: MouseEvent): void => {
    event.stopPropagation();
    if (!disabled) onGo(index + arrowStep(arrow, rtl));
  };
  // aria-disabled, not disabled: the focus stays on the arrow that reached the end.
  return (
    <button
      ref={ref}
      type="button"
      className={join(`ckobp-${arrow}`, disabled && "ckobp-disabled")}
      aria-label={arrowMeaning(arrow, rtl) === "previous" ? names.previous : names.next}
      aria-disabled={disabled}
      onClick={press}
    />
  );
}

export function Arrows({ icons, ...props }: ArrowsProps): ReactNode {
  return (
    <div className="ckobp-prevnext">
      <ArrowButton arrow="prev" icon={icons.prev} {...props} />
      <ArrowButton arrow="next" icon={icons.next} {...props} />
    </div>
  );
}

/** CommerceKit's dots: the item in view marked; a pointer's shortcut (keys and arrows do the same). */
export function Bullets({ index, count, onGo }: { index: number; count: number; onGo(index: number): void }): ReactNode {
  return (
    <div className="ckobp-bullets" data-index={index + 1} data-total={count} aria-hidden="true">
      {Array.from({ length: count }, (_, bullet) => (
        <div
          key={bullet}
          className={join("ckobp-bullet", bullet === index && "active")}
          data-index={bullet + 1}
          onClick={(event) => {
            event.stopPropagation();
            onGo(bullet);
          }}
        >
          {"\u00a0"}
        </div>
      ))}
    </div>
  );
}
