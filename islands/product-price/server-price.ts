/**
 * The price markup the server printed, kept when a painter changes the element before the
 * component mounts (early.ts): the component must start from the server's range, which it
 * shows again once nothing is selected.
 */
const printed = new WeakMap<HTMLElement, string>();

/** Remembers `price`'s markup the first time; returns the server's markup. */
export function keepServerPrice(price: HTMLElement): string {
  const known = printed.get(price);
  if (known !== undefined) return known;
  printed.set(price, price.innerHTML);
  return price.innerHTML;
}
