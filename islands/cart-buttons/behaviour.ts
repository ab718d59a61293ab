/** The cart buttons behaviour: one delegated listener per page, no React. */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { onAddToCartClick } from "./add-to-cart";
import { onProductFormSubmit } from "./product-form";
import { onRemoveClick } from "./remove-from-cart";
import type { CartButtonsProps } from "./props";

let uninstall: (() => void) | null = null;

function install(context: IslandContext): () => void {
  const onClick = (event: MouseEvent): void => {
    // A modified click opens the link's href in a new tab, as the shopper asked.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    onAddToCartClick(event, context);
    onRemoveClick(event, context);
  };
  const onSubmit = (event: SubmitEvent): void => onProductFormSubmit(event, context);
  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
  return () => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("submit", onSubmit);
  };
}

export const cartButtons: IslandModule<CartButtonsProps> = {
  mount(_element, _props, context) {
    // Delegated on the document so buttons that fragments or infinite scroll add later work
    // too; a second island on the page must not add a second listener.
    uninstall ??= install(context);
  },
};

/** Removes the listener (tests start each fixture from a clean page). */
export function uninstallCartButtons(): void {
  uninstall?.();
  uninstall = null;
}
