/**
 * CommerceKit's inventory bar (`.commercekit-inventory`), read from the server's markup for
 * InventoryBar.tsx. A simple product has one bar; a variable product has one hidden
 * `.cki-variation.cki-variation-<id>` block per in-stock variation (the stock text and level
 * the server computed), and the selected variation's block is shown; none is shown without a
 * selection or for a variation the server printed no block for (out of stock: the variation
 * form already shows "Out of stock"). A bar animates when it enters the view.
 */
export const INVENTORY_SELECTOR = ".commercekit-inventory";
export const BLOCK_SELECTOR = ".cki-variation";
export const BAR_SELECTOR = ".progress-bar";

export const blockClass = (variationId: number): string => `cki-variation-${variationId}`;

/** One variation's block: its classes and the server's markup inside it. */
export interface InventoryBlock {
  variationId: number;
  className: string;
  html: string;
}

/** The server's bar: the container's classes and either per-variation blocks or its own markup. */
export interface ServerInventory {
  element: HTMLElement;
  className: string;
  /** Per-variation blocks (a variable product), else empty. */
  blocks: InventoryBlock[];
  /** The container's markup (a simple product's bars). */
  html: string;
}

function readBlock(block: HTMLElement): InventoryBlock | null {
  const id = /\bcki-variation-(\d+)\b/.exec(block.className)?.[1];
  return id ? { variationId: Number(id), className: block.className, html: block.innerHTML } : null;
}

export function readServerInventory(island: HTMLElement): ServerInventory | null {
  const element = island.querySelector<HTMLElement>(INVENTORY_SELECTOR);
  if (!element) return null;
  const blocks = Array.from(element.querySelectorAll<HTMLElement>(BLOCK_SELECTOR), readBlock).filter((block) => block !== null);
  return { element, className: element.className, blocks, html: element.innerHTML };
}
