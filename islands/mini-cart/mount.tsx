/** The lazily loaded part of the drawer: React and the component. */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { DIALOG_SELECTOR } from "./controller";
import { MiniCartDrawer } from "./MiniCartDrawer";
import type { MiniCartProps } from "./props";

export const miniCart: IslandModule<MiniCartProps> = {
  mount(element, props, context) {
    const dialog = element.querySelector<HTMLElement>(DIALOG_SELECTOR);
    if (!dialog) throw new Error("mini-cart: no [role=dialog] inside the island");
    return mountReact(element, <MiniCartDrawer dialog={dialog} props={props} context={context} />, context.signal);
  },
};
