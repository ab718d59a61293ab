/**
 * CommerceKit's extra mini-cart content (before and after the items), reloaded after the
 * drawer opens and after cart changes: a 500 ms click delay, then debounced 100 ms, so a burst of
 * clicks asks once. A failed reload keeps what is shown (docs/behaviour/cart.md#drawer-blocks).
 */
import { atom } from "nanostores";
import type { MiniCartBlocks } from "../../src/api/answers";
import type { StoreClient } from "../../src/api/client";

export const BLOCKS_CLICK_DELAY_MS = 500;
export const BLOCKS_DEBOUNCE_MS = 100;

export const $miniCartBlocks = atom<MiniCartBlocks | null>(null);

export interface BlocksReloader {
  schedule(): void;
  cancel(): void;
}

export function createBlocksReloader(client: StoreClient): BlocksReloader {
  const delays = new Set<ReturnType<typeof setTimeout>>();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const reload = async (): Promise<void> => {
    const request = client.getMiniCartBlocks();
    if (!request) return;
    const result = await request;
    if (result.ok) $miniCartBlocks.set(result.value);
  };
  return {
    schedule() {
      const delay = setTimeout(() => {
        delays.delete(delay);
        clearTimeout(debounce);
        debounce = setTimeout(() => void reload(), BLOCKS_DEBOUNCE_MS);
      }, BLOCKS_CLICK_DELAY_MS);
      delays.add(delay);
    },
    cancel() {
      for (const delay of delays) clearTimeout(delay);
      delays.clear();
      clearTimeout(debounce);
    },
  };
}
