/**
 * The variation swap (spec §4 "Gallery"): 200 ms after the selection changes, the gallery for it
 * replaces the shown one (the reducer keeps the same one when slug or image ids match). A choice
 * made before the island mounted is honoured at mount; an empty one leaves the server's gallery.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, type Dispatch } from "react";
import { $variationSelection, type Selection } from "../../src/stores/variation";
import { VARIATION_SWAP_DELAY_MS } from "./constants";
import type { GalleryEntry } from "./props";
import { galleryFor } from "./select";
import type { GalleryAction } from "./state";

const hasChoice = (selection: Selection): boolean => Object.values(selection).some((value) => value !== "");

export function useFollowSelection(galleries: readonly GalleryEntry[], dispatch: Dispatch<GalleryAction>): void {
  const selection = useStore($variationSelection);
  const atMount = useRef(selection);
  useEffect(() => {
    // Nothing chosen yet when the island mounts: the gallery the server printed is the right one.
    if (selection === atMount.current && !hasChoice(selection)) return undefined;
    const timer = setTimeout(() => {
      const entry = galleryFor(galleries, selection);
      if (entry) dispatch({ type: "swap", entry });
    }, VARIATION_SWAP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [galleries, selection, dispatch]);
}
