/**
 * What the cart buttons island acts on, and where a shopper's intent loads its code when the
 * plugin prints it to wait for one (the checkout: its only cart buttons are the drawer's remove
 * links, decision 0007's last addendum). Kept apart so the registry entry, in the first load,
 * takes these strings and nothing of the behaviour.
 */
export const ADD_BUTTON_SELECTOR = ".add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)";
export const REMOVE_LINK_SELECTOR = ".remove_from_cart_button";

/** The buttons, and the drawer island around its remove links (a pointer or touch in the open drawer). */
export const CART_BUTTONS_INTENT_SELECTOR = `${ADD_BUTTON_SELECTOR}, ${REMOVE_LINK_SELECTOR}, [data-island="mini-cart"]`;
