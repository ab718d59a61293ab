/**
 * The reload itself, as WPC's script did it on load: every block's product asked once with
 * `wpced_reload_dates`, and each answer's block put in place of every element with its class
 * (`wpced-25`), but an order's (docs/behaviour/product-page.md#delivery-dates). A block inside
 * another island's React root is that island's to render: it takes the answer from the store
 * (src/stores/delivery-dates.ts). A bad answer is ignored: the blocks stay as printed
 * (docs/behaviour/server-calls.md#failures).
 */
import type { StoreClient } from "../../src/api/client";
import type { DeliveryDates } from "../../src/api/delivery-dates";
import { productCalls } from "../../src/api/product-calls";
import { publishReloadedDeliveryBlocks } from "../../src/stores/delivery-dates";
import { ORDER_ITEM_SELECTOR, reloadIds, reloadableBlocks } from "./fresh";
import { IslandMark } from "../../src/contract/page-names";

const KEY = /^wpced-[1-9]\d*$/;

/** Puts each answer's block in place of the page's elements with its class; returns how many were replaced. */
export function applyReloadedDates(dates: DeliveryDates, root: ParentNode): number {
  let replaced = 0;
  for (const [key, html] of dates) {
    if (!KEY.test(key)) continue;
    const template = document.createElement("template");
    template.innerHTML = html;
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(`.${key}`))) {
      if (element.closest(ORDER_ITEM_SELECTOR) || element.closest(`[${IslandMark.ReactRoot}]`)) continue;
      element.replaceWith(template.content.cloneNode(true));
      replaced += 1;
    }
  }
  publishReloadedDeliveryBlocks(dates);
  return replaced;
}

export async function reloadDeliveryDates(client: StoreClient, nonce: string, root: ParentNode, signal?: AbortSignal): Promise<void> {
  const ids = reloadIds(reloadableBlocks(root));
  if (ids.length === 0) return;
  const answer = await productCalls(client).getDeliveryDates({ ids, nonce }, signal);
  if (answer.ok && !signal?.aborted) applyReloadedDates(answer.dates, root);
}
