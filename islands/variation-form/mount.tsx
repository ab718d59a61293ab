/**
 * The lazily loaded part of the variation form: reads the server's form, wires it to the stores
 * (wiring.ts) and mounts the view (VariationForm.tsx), whose swatch groups and "Clear" link take
 * the places of the server's in the first commit.
 *
 * Timings (docs/behaviour/constants.md#product-form): WooCommerce waits 100 ms before its first
 * check and CommerceKit 300 ms before showing a found variation. Both are dropped
 * (docs/decisions/0008).
 */
import { createVariationSender } from "../../src/api/variation";
import { mountReactInPlace, slotAfter, slotBefore } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { attributeNames, readForm } from "./form";
import { wrapLabels } from "./highlight";
import type { VariationFormProps } from "./props";
import { createResolver } from "./resolver";
import { readSwatchGroups } from "../../src/swatches/swatches";
import { VariationForm, type FormSlots } from "./VariationForm";
import { wireForm } from "./wiring";

export const variationForm: IslandModule<VariationFormProps> = {
  mount(element, props, context) {
    const refs = readForm(element);
    // Not WooCommerce's form (or its variations unreadable): the server's form stays as it is.
    if (!refs) return undefined;
    wrapLabels(refs.form);
    const groups = readSwatchGroups(refs.form, attributeNames(refs));
    const slots: FormSlots = {
      groups: new Map(groups.map((group) => [group.name, slotBefore(group.list)])),
      reset: refs.resetLink ? slotBefore(refs.resetLink) : null,
      notice: refs.singleVariation ? slotAfter(refs.singleVariation) : null,
    };
    const sender = createVariationSender(context);
    context.signal?.addEventListener("abort", () => sender.abort(), { once: true });
    const wiring = wireForm(refs, props, context, createResolver(refs, sender, context.signal));
    const replace = [...groups.map((group) => group.list), ...(refs.resetLink ? [refs.resetLink] : [])];
    const used = [...slots.groups.values(), ...(slots.reset ? [slots.reset] : []), ...(slots.notice ? [slots.notice] : [])];
    return mountReactInPlace(
      element,
      <VariationForm refs={refs} groups={groups} slots={slots} strings={props.i18n} wiring={wiring} />,
      replace,
      context.signal,
      used,
    );
  },
};
