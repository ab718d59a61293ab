/**
 * The variation form's view: the swatch radio groups, the "Clear" link and the no-match notice
 * rendered from the selection and state stores (in the places the server printed them). What it
 * writes into the server's own parts, and the events that follow, is server-parts.ts's.
 */
import { useStore } from "@nanostores/react";
import { useMemo, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { $hasSelection, $variationSelection, $variationState } from "../../src/stores/variation";
import type { VariationFormRefs } from "./form";
import type { VariationStrings } from "./props";
import { possibleByName } from "./resolver";
import { useServerParts } from "./server-parts";
import { SwatchGroup } from "../../src/swatches/SwatchGroup";
import type { SwatchGroupData } from "../../src/swatches/swatches";
import type { FormWiring } from "./wiring";

/** Where the tree renders: each swatch list's place, the "Clear" link's, after `.single_variation`. */
export interface FormSlots {
  groups: ReadonlyMap<string, HTMLElement>;
  reset: HTMLElement | null;
  notice: HTMLElement | null;
}

export interface VariationFormViewProps {
  refs: VariationFormRefs;
  groups: readonly SwatchGroupData[];
  slots: FormSlots;
  strings: VariationStrings;
  wiring: FormWiring;
}

export const NO_MATCH_CLASS = "wc-no-matching-variations";

/** The "Clear" link (WooCommerce: shown only while a choice exists, by visibility). */
function ResetLink({ visible, onReset }: { visible: boolean; onReset(): void }): ReactNode {
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    onReset();
  };
  return (
    <a className="reset_variations" href="#" aria-label="Clear options" style={{ visibility: visible ? "visible" : "hidden" }} onClick={onClick}>
      Clear
    </a>
  );
}

/** WooCommerce's no-match notice after `.single_variation`, announced. */
function NoMatch({ text }: { text: string }): ReactNode {
  return (
    <div role="alert">
      <p className={`${NO_MATCH_CLASS} woocommerce-info`}>{text}</p>
    </div>
  );
}

export function VariationForm({ refs, groups, slots, strings, wiring }: VariationFormViewProps): ReactNode {
  const selection = useStore($variationSelection);
  const state = useStore($variationState);
  const hasSelection = useStore($hasSelection);
  const possible = useMemo(() => possibleByName(refs, selection), [refs, selection]);
  useServerParts({ refs, groups, strings, selection, state, possible });
  const showNoMatch = state.kind === "no-match" && wiring.hasChanged();
  return (
    <>
      {groups.map((group) => {
        const slot = slots.groups.get(group.name);
        return slot
          ? createPortal(
              <SwatchGroup
                group={group}
                selection={selection}
                possible={possible.get(group.name)}
                variations={refs.variations}
                onPress={(value, disabled) => wiring.press(group.name, value, disabled)}
              />,
              slot,
              group.name,
            )
          : null;
      })}
      {slots.reset && createPortal(<ResetLink visible={hasSelection} onReset={wiring.reset} />, slots.reset)}
      {slots.notice && showNoMatch && createPortal(<NoMatch text={strings.noMatch} />, slots.notice)}
    </>
  );
}
