/** Whether the mini-cart drawer is open. The bridge mirrors it to a body class. */
import { atom } from "nanostores";

export const $cartDrawerOpen = atom(false);

export function openCartDrawer(): void {
  $cartDrawerOpen.set(true);
}

export function closeCartDrawer(): void {
  $cartDrawerOpen.set(false);
}
