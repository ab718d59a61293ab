import { describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime } from "../../src/runtime/scan";
import type { IslandContext } from "../../src/runtime/types";
import { isBuyable, readVariation, setVariationState } from "../../src/stores/variation";
import { loadCapturedBody, testConfig } from "../../src/testing/fixtures";
import { ANIMATED_ATTRIBUTE, animateBar, BAR_ANIMATION_MS, type MotionEnv } from "./animate";
import { inventoryBarIsland } from "./index";
import { mountInventoryBar } from "./mount";
import { freshIslandTests } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";

const BLUE_M = 46;
const BLUE_L = 47;
const DARK_GRAY_M = 26;
const DARK_GRAY_3XL = 30; // out of stock: CommerceKit printed no block for it

const q = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const block = (id: number): HTMLElement => q(`.commercekit-inventory .cki-variation-${id}`);
const shownBlocks = (): HTMLElement[] =>
  Array.from(document.querySelectorAll<HTMLElement>(".commercekit-inventory .cki-variation")).filter((b) => b.style.display !== "none");
const barOf = (element: HTMLElement): HTMLElement => {
  const bar = element.querySelector<HTMLElement>(".progress-bar");
  if (!bar) throw new Error("no bar");
  return bar;
};

/** A variation with the id and stock flags the store would have (only the id matters here). */
function select(id: number | null, inStock = true): void {
  if (id === null) return setVariationState({ kind: "none" });
  const variation = readVariation({
    variation_id: id,
    attributes: {},
    is_in_stock: inStock,
    is_purchasable: true,
    variation_is_visible: true,
  });
  if (!variation) throw new Error("bad variation");
  setVariationState(isBuyable(variation) ? { kind: "found", variation } : { kind: "unavailable", variation });
}

/** A viewport the test moves by hand, and a reduced-motion switch. */
function fakeMotion(reduced = false) {
  const watched = new Map<Element, () => void>();
  const cancelled: Element[] = [];
  const env: MotionEnv = {
    whenVisible(element, onVisible) {
      watched.set(element, onVisible);
      return () => {
        if (watched.delete(element)) cancelled.push(element);
      };
    },
    reducedMotion: () => reduced,
  };
  const enter = (element: Element): void => {
    const onVisible = watched.get(element);
    watched.delete(element);
    onVisible?.();
  };
  return { env, watched, cancelled, enter };
}

/** Puts CommerceKit's bar in an island, as the placement does. */
function wrapInventory(page: string): HTMLElement {
  loadCapturedBody(page);
  const container = q(".summary .commercekit-inventory");
  const island = document.createElement("div");
  island.setAttribute("data-island", "inventory-bar");
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", "load");
  island.innerHTML = '<script type="application/json" data-island-props>{}</script>';
  container.before(island);
  island.append(container);
  return island;
}

const teardown = freshIslandTests();
const context = (): IslandContext => {
  const config = testConfig();
  return { config, client: createClient(config), signal: teardown().signal };
};

describe("inventory bar on a variable product (Hoodie)", () => {
  it("marks the product's timer beside it with CommerceKit's has-cg-inventory (the divider)", async () => {
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), fakeMotion().env);
    expect(document.querySelector("#commercekit-timer.product")?.classList.contains("has-cg-inventory")).toBe(true);
  });

  it("shows no block until a variation is selected", async () => {
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), fakeMotion().env);
    expect(shownBlocks()).toEqual([]);
  });

  it("shows only the selected variation's block, with CommerceKit's text", async () => {
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), fakeMotion().env);
    await rendered(() => select(BLUE_L));
    expect(shownBlocks()).toEqual([block(BLUE_L)]);
    expect(block(BLUE_L).textContent?.trim()).toBe("Only 2 items left in stock!");
    await rendered(() => select(DARK_GRAY_M));
    expect(shownBlocks()).toEqual([block(DARK_GRAY_M)]);
    expect(block(DARK_GRAY_M).textContent?.trim()).toBe("Only 3 items left in stock!");
    await rendered(() => select(BLUE_M));
    expect(block(BLUE_M).textContent?.trim()).toBe("Only 12 items left in stock!");
  });

  it("hides every block for an out-of-stock variation (no block printed) and after reset", async () => {
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), fakeMotion().env);
    await rendered(() => select(BLUE_L));
    await rendered(() => select(DARK_GRAY_3XL, false));
    expect(shownBlocks()).toEqual([]);
    await rendered(() => select(BLUE_L));
    await rendered(() => select(null));
    expect(shownBlocks()).toEqual([]);
  });

  it("animates a shown block's bar when it enters the view, from full to its level", async () => {
    const motion = fakeMotion();
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), motion.env);
    await rendered(() => select(BLUE_L));
    const bar = barOf(block(BLUE_L));
    const level = bar.querySelector("span");
    if (!level) throw new Error("no level");
    const animate = vi.fn();
    level.animate = animate;
    expect(bar.classList.contains("full-bar")).toBe(true);
    expect(bar.classList.contains("active")).toBe(true);
    expect(animate).not.toHaveBeenCalled();
    motion.enter(bar);
    expect(bar.classList.contains("full-bar")).toBe(false);
    expect(bar.getAttribute(ANIMATED_ATTRIBUTE)).toBe("animated");
    expect(animate).toHaveBeenCalledWith([{ width: "100%" }, { width: "5%" }], { duration: BAR_ANIMATION_MS, easing: "ease-out" });
  });

  it("cancels a pending entrance when another variation is chosen, and replays on re-selection", async () => {
    const motion = fakeMotion();
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), motion.env);
    await rendered(() => select(BLUE_L));
    const blueL = barOf(block(BLUE_L));
    await rendered(() => select(BLUE_M));
    expect(motion.cancelled).toEqual([blueL]);
    expect(motion.watched.has(barOf(block(BLUE_M)))).toBe(true);
    motion.enter(barOf(block(BLUE_M)));
    await rendered(() => select(BLUE_L));
    await rendered(() => select(BLUE_M));
    expect(barOf(block(BLUE_M)).classList.contains("full-bar")).toBe(true);
    expect(motion.watched.has(barOf(block(BLUE_M)))).toBe(true);
  });

  it("the same variation again (a new state object) does not restart the entrance", async () => {
    const motion = fakeMotion();
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), motion.env);
    await rendered(() => select(BLUE_L));
    motion.enter(barOf(block(BLUE_L)));
    await rendered(() => select(BLUE_L));
    expect(motion.watched.size).toBe(0);
    expect(barOf(block(BLUE_L)).classList.contains("full-bar")).toBe(false);
  });

  it("stops following the selection after teardown, and gives the server's bar back", async () => {
    const motion = fakeMotion();
    await mountInventoryBar(wrapInventory("product-variable-hoodie.html"), context(), motion.env);
    await rendered(() => select(BLUE_L));
    const shownBar = barOf(block(BLUE_L));
    teardown().abort();
    expect(motion.cancelled).toEqual([shownBar]);
    await rendered(() => select(BLUE_M));
    expect(shownBlocks()).toEqual([]);
  });
});

describe("inventory bar on a simple product (T-Shirt)", () => {
  it("keeps its one bar shown and animates it on entering the view", async () => {
    const motion = fakeMotion();
    await mountInventoryBar(wrapInventory("product-simple-t-shirt.html"), context(), motion.env);
    const bar = q(".commercekit-inventory .progress-bar");
    expect(q(".commercekit-inventory .title").textContent).toBe("Less than 25 items left!");
    expect(motion.watched.has(bar)).toBe(true);
    motion.enter(bar);
    expect(bar.getAttribute(ANIMATED_ATTRIBUTE)).toBe("animated");
    await rendered(() => select(BLUE_L)); // a selection store change means nothing here
    expect(bar.isConnected).toBe(true);
  });
});

describe("reduced motion", () => {
  it("shows the level without animating", async () => {
    const motion = fakeMotion(true);
    await mountInventoryBar(wrapInventory("product-simple-t-shirt.html"), context(), motion.env);
    const bar = q(".commercekit-inventory .progress-bar");
    const level = bar.querySelector("span");
    if (!level) throw new Error("no level");
    const animate = vi.fn();
    level.animate = animate;
    motion.enter(bar);
    expect(animate).not.toHaveBeenCalled();
    expect(bar.classList.contains("full-bar")).toBe(false);
    expect(bar.getAttribute(ANIMATED_ATTRIBUTE)).toBe("reduced");
  });
});

describe("animateBar", () => {
  it("copes with a bar without a level or without the Web Animations API", async () => {
    const bar = document.createElement("div");
    bar.className = "progress-bar full-bar";
    expect(() => animateBar(bar, false)).not.toThrow();
    bar.innerHTML = '<span style="width: 12%;"></span>';
    const level = bar.querySelector("span");
    if (level) Object.defineProperty(level, "animate", { value: undefined });
    expect(() => animateBar(bar, false)).not.toThrow();
    expect(bar.classList.contains("full-bar")).toBe(false);
  });
});

describe("inventory-bar island", () => {
  it("mounts from the page like the runtime does and follows the selection", async () => {
    const island = wrapInventory("product-variable-hoodie.html");
    const config = testConfig();
    const runtime = createRuntime([inventoryBarIsland], { config, client: createClient(config) });
    runtime.scan();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    await rendered(() => select(BLUE_L));
    expect(shownBlocks()).toEqual([block(BLUE_L)]);
    runtime.destroy();
  });

  it("a page without CommerceKit's bar inside the island mounts and does nothing", async () => {
    loadCapturedBody("product-variable-hoodie.html");
    const island = document.createElement("div");
    island.setAttribute("data-island", "inventory-bar");
    island.setAttribute("data-island-v", "1");
    island.setAttribute("data-island-when", "load");
    document.body.append(island);
    const config = testConfig();
    const runtime = createRuntime([inventoryBarIsland], { config, client: createClient(config) });
    runtime.scan();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"), { timeout: 5000 });
    runtime.destroy();
  });
});
