/**
 * One attribute's swatches as a radio group (docs/behaviour/product-form.md#swatches; ARIA radio
 * group): the same list, items and buttons CommerceKit printed, with their state from the
 * selection. Arrow keys move and choose, Home and End jump; Tab enters at the chosen swatch, else
 * the first.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { rovingIndex } from "../dom/roving";
import { useServerHtml } from "../runtime/html";
import type { Selection, Variation } from "../stores/variation";
import { swatchState, type SwatchGroupData, type SwatchItem } from "./swatches";

export interface SwatchGroupProps {
  group: SwatchGroupData;
  selection: Selection;
  possible: ReadonlySet<string> | undefined;
  variations: readonly Variation[] | null;
  onPress(value: string, disabled: boolean): void;
  /**
   * A second copy of a group shown elsewhere (a listing card's hover row): for the pointer only,
   * out of the tab order and hidden from assistive technology, which use the group itself.
   */
  copy?: boolean;
}

function Swatch({ item, state, tabbable, onPress, buttonRef }: {
  item: SwatchItem;
  state: ReturnType<typeof swatchState>;
  tabbable: boolean;
  onPress(): void;
  buttonRef(element: HTMLButtonElement | null): void;
}): ReactNode {
  const html = useServerHtml(item.html);
  return (
    <li className={item.itemClassName} data-cgkit-tooltip={item.tooltip ?? undefined} role="none">
      <button
        ref={buttonRef}
        type="button"
        role="radio"
        className={state.className}
        data-type={item.type ?? undefined}
        data-attribute-value={item.value}
        data-attribute-text={item.text}
        data-oos-text={item.oosText}
        data-gimg_id={item.imageId ?? undefined}
        aria-label={state.label}
        aria-checked={state.selected}
        aria-disabled={state.disabled || undefined}
        tabIndex={tabbable ? 0 : -1}
        onClick={onPress}
        dangerouslySetInnerHTML={html}
      />
    </li>
  );
}

export function SwatchGroup({ group, selection, possible, variations, onPress, copy }: SwatchGroupProps): ReactNode {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const states = group.items.map((item) => swatchState(item, group.name, selection, possible, variations));
  const chosen = states.findIndex((state) => state.selected);
  const tabStop = chosen >= 0 ? chosen : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const index = buttons.current.findIndex((button) => button === event.target);
    const next = index < 0 ? null : rovingIndex(event.key, index, group.items.length);
    const item = next === null ? undefined : group.items[next];
    if (next === null || !item) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onPress(item.value, states[next]?.disabled ?? false);
  };
  return (
    <ul
      className={group.listClassName}
      data-attribute={group.name}
      data-no-selection={group.noSelection}
      role="radiogroup"
      aria-label={group.legend || undefined}
      aria-hidden={copy || undefined}
      onKeyDown={onKeyDown}
    >
      {group.items.map((item, index) => {
        const state = states[index] ?? swatchState(item, group.name, selection, possible, variations);
        return (
          <Swatch
            key={item.value}
            item={item}
            state={state}
            tabbable={!copy && index === tabStop}
            onPress={() => onPress(item.value, state.disabled)}
            buttonRef={(element) => {
              buttons.current[index] = element;
            }}
          />
        );
      })}
    </ul>
  );
}
