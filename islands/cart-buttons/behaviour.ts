/** The cart buttons behaviour: one delegated listener per page, no React. */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { onAddToCartClick } from "./add-to-cart";
import { onRemoveClick } from "./remove-from-cart";
import type { CartButtonsProps } from "./props";

let installed = false;

export const cartButtons: IslandModule<CartButtonsProps> = {
  mount(_element: HTMLElement, _props: CartButtonsProps, context: IslandContext) {
    // Delegated on the document so buttons that fragments or infinite scroll add later work
    // too; a second island on the page must not add a second listener.
    if (installed) return;
    installed = true;
    document.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      onAddToCartClick(event, context);
      onRemoveClick(event, context);
    });
  },
};

/** For tests: forget the listener state between fixtures. */
export function resetCartButtonsForTests(): void {
  installed = false;
}
