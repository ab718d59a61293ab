/**
 * The variation swap (docs/behaviour/gallery.md#variation-swap): 200 ms after the selection
 * changes, the gallery for it replaces the shown one (the reducer keeps the same one when slug or
 * image ids match). A choice made before the island mounted is honoured at mount; an empty one
 * leaves the server's gallery.
 *
 * The delay is timed from the press behind the change (src/dom/input-time.ts), through a store
 * listener rather than this component's render: the press's own handling is not added to it.
 */
import { useEffect, type Dispatch } from "react";
import { sinceInput, watchInputTime } from "../../src/dom/input-time";
import { $variationSelection, type Selection } from "../../src/stores/variation";
import { VARIATION_SWAP_DELAY_MS } from "./constants";
import type { GalleryEntry } from "./props";
import { galleryFor } from "./select";
import type { GalleryAction } from "./state";
import type { SwapDue } from "./swap-due";

const hasChoice = (selection: Selection): boolean => Object.values(selection).some((value) => value !== "");

export function useFollowSelection(galleries: readonly GalleryEntry[], dispatch: Dispatch<GalleryAction>, swapDue: SwapDue): void {
  useEffect(() => {
    watchInputTime();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (selection: Selection): void => {
      clearTimeout(timer);
      swapDue.start();
      const delay = Math.max(0, VARIATION_SWAP_DELAY_MS - sinceInput());
      timer = setTimeout(() => {
        const entry = galleryFor(galleries, selection);
        // A plain update, not flushSync: its passive effects (the slider's teardown, the strip's
        // scroll) then run after the new slides paint, not before.
        if (entry) dispatch({ type: "swap", entry });
        swapDue.finish();
      }, delay);
    };
    // Nothing chosen yet when the island mounts: the gallery the server printed is the right one.
    const atMount = $variationSelection.get();
    if (hasChoice(atMount)) follow(atMount);
    const stop = $variationSelection.listen(follow);
    return () => {
      stop();
      clearTimeout(timer);
      swapDue.finish();
    };
  }, [galleries, dispatch, swapDue]);
}
