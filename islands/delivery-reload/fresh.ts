/**
 * When a page's delivery dates are stale, and which blocks a reload renews
 * (docs/behaviour/product-page.md#delivery-dates; docs/decisions/0036-jquery-free-store-pages.md).
 *
 * WPC Estimated Delivery Date's script asks `wpced_reload_dates` for every block on every page
 * load, for stores whose pages a full-page cache keeps. The dates the server printed go stale
 * with time only (the store's day, or its cut-off time, changed since), and the server says when:
 * a reload is asked only for a page past that time. A page the server just printed asks nothing.
 */
import type { DeliveryReloadProps } from "./props";

/** WPC's blocks: `div.wpced.wpced-<id>` with the product's id in `data-id`. */
export const BLOCK_SELECTOR = ".wpced[data-id]";
/** An order's items keep the dates of the order, which WPC never reloads. */
export const ORDER_ITEM_SELECTOR = ".order_item";
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

/** The dates on the page are stale at `now` (ms). */
export function isStale(props: Pick<DeliveryReloadProps, "freshUntil">, now: number): boolean {
  return now >= props.freshUntil * 1000;
}

/** The store asked for reloads, the page has blocks, and their dates are stale. */
export function needsReload(props: DeliveryReloadProps, root: ParentNode, now: number): boolean {
  return props.reload && reloadableBlocks(root).length > 0 && isStale(props, now);
}
