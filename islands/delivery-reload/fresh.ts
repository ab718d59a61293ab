/**
 * When a page's delivery dates may be wrong for this visitor now, and which blocks a reload
 * renews (docs/behaviour/product-page.md#delivery-dates; decision 0036).
 *
 * WPC Estimated Delivery Date's script asks `wpced_reload_dates` for every block on every page
 * load, for stores whose pages a full-page cache keeps. The dates the server printed go wrong in
 * two ways only: time (a page printed before the store's day, or its cut-off time, changed) and
 * the visitor (dates follow the shipping zone and method of the cart the page was printed for).
 * So a reload is asked only when the page is past the time the server said its dates hold, or
 * was printed for another cart than this visitor's: a page the server just printed for them asks
 * nothing.
 */
import type { DeliveryReloadProps } from "./props";

/** WPC's blocks: `div.wpced.wpced-<id>` with the product's id in `data-id`. */
export const BLOCK_SELECTOR = ".wpced[data-id]";
/** An order's items keep the dates of the order, which WPC never reloads. */
const ORDER_ITEM_SELECTOR = ".order_item";
const ID = /^[1-9]\d*$/;

/** The page's blocks a reload renews: not an order's. */
export function reloadableBlocks(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)).filter((block) => block.closest(ORDER_ITEM_SELECTOR) === null);
}

/** The products whose dates a reload asks for, each once, in page order. */
export function reloadIds(blocks: readonly HTMLElement[]): number[] {
  const ids = blocks.map((block) => block.dataset.id ?? "").filter((id) => ID.test(id));
  return Array.from(new Set(ids), Number);
}

/** The dates on the page may be wrong for this visitor at `now` (ms), whose cart hash cookie is `cartHash`. */
export function isStale(props: Pick<DeliveryReloadProps, "freshUntil" | "printedFor">, now: number, cartHash: string | undefined): boolean {
  return now >= props.freshUntil * 1000 || (cartHash ?? "") !== props.printedFor;
}

/** The store asked for reloads, the page has blocks, and their dates may be wrong. */
export function needsReload(props: DeliveryReloadProps, root: ParentNode, now: number, cartHash: string | undefined): boolean {
  return props.reload && reloadableBlocks(root).length > 0 && isStale(props, now, cartHash);
}
