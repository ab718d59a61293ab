/**
 * CommerceKit's inventory bar (`.commercekit-inventory`). A simple product has one bar; a
 * variable product has one hidden `.cki-variation.cki-variation-<id>` block per in-stock
 * variation (the stock text and level the server computed), and the selected variation's
 * block is shown; none is shown without a selection or for a variation the server printed no
 * block for (out of stock: the variation form already shows "Out of stock"). A bar animates
 * when it enters the view.
 */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { $selectedVariation, type Variation } from "../../src/stores/variation";
import { animateBar, browserMotion, type MotionEnv } from "./animate";
import type { InventoryBarProps } from "./props";

export const INVENTORY_SELECTOR = ".commercekit-inventory";
export const BLOCK_SELECTOR = ".cki-variation";
const BAR_SELECTOR = ".progress-bar";

export const blockClass = (variationId: number): string => `cki-variation-${variationId}`;

/** Animates `bar` when it enters the view; the returned function cancels a pending entrance. */
function armBar(bar: HTMLElement | null, env: MotionEnv): () => void {
  if (!bar) return () => undefined;
  return env.whenVisible(bar, () => animateBar(bar, env.reducedMotion()));
}

function followSelection(blocks: HTMLElement[], env: MotionEnv, signal?: AbortSignal): void {
  let shown: HTMLElement | null = null;
  let cancel: () => void = () => undefined;
  const show = (variation: Variation | null): void => {
    const wanted = variation ? (blocks.find((block) => block.classList.contains(blockClass(variation.id))) ?? null) : null;
    if (wanted === shown) return;
    cancel();
    for (const block of blocks) block.style.display = block === wanted ? "" : "none";
    shown = wanted;
    const bar = wanted?.querySelector<HTMLElement>(BAR_SELECTOR) ?? null;
    bar?.classList.add("active", "full-bar");
    // Each newly shown block makes its entrance, as the legacy bar did on every found variation.
    cancel = armBar(bar, env);
  };
  const stop = $selectedVariation.subscribe(show);
  signal?.addEventListener(
    "abort",
    () => {
      stop();
      cancel();
    },
    { once: true },
  );
}

export function controlInventoryBar(island: HTMLElement, context: IslandContext, env: MotionEnv = browserMotion): void {
  const container = island.querySelector<HTMLElement>(INVENTORY_SELECTOR);
  if (!container) return;
  const blocks = Array.from(container.querySelectorAll<HTMLElement>(BLOCK_SELECTOR));
  if (blocks.length > 0) {
    followSelection(blocks, env, context.signal);
    return;
  }
  // A simple product: its bars are always shown, and only make their entrance.
  const cancels = Array.from(container.querySelectorAll<HTMLElement>(BAR_SELECTOR), (bar) => armBar(bar, env));
  context.signal?.addEventListener("abort", () => cancels.forEach((cancel) => cancel()), { once: true });
}

export const inventoryBar: IslandModule<InventoryBarProps> = {
  mount(element, _props, context) {
    controlInventoryBar(element, context);
  },
};
