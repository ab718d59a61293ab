/**
 * The lazily loaded part: reads CommerceKit's bar and the main form, and renders the bar in the
 * server section's place (swapped in the first commit; the section is fixed, so nothing shifts).
 */
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { readMainForm } from "./form";
import type { StickyBarProps } from "./props";
import { readServerBar, SECTION_SELECTOR } from "./server";
import { StickyBar } from "./StickyBar";

export const stickyBar: IslandModule<StickyBarProps> = {
  mount(island, props, context) {
    const section = island.querySelector<HTMLElement>(SECTION_SELECTOR);
    const target = document.querySelector(props.watch);
    const main = target ? readMainForm(target) : null;
    if (!section || !target || !main) throw new Error("sticky-bar: the bar or the main add-to-cart form is missing");
    const server = readServerBar(section);
    return mountReactInPlace(island, <StickyBar server={server} main={main} target={target} props={props} />, [section], context.signal);
  },
};
