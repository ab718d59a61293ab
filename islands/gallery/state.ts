/**
 * The gallery's state and its changes (plain TypeScript, the component's reducer): which gallery
 * is shown, the active slide and the grid's load-more toggle. A swap starts at the first slide,
 * collapsed; a gallery with the same slug or the same image ids is no change at all, so React
 * keeps the same elements (CommerceKit's no-rebuild rule).
 */
import type { GalleryEntry } from "./props";
import { needsRebuild } from "./select";

export interface ShownGallery {
  slug: string;
  ids: readonly number[];
  /** The gallery the server printed, whose slides keep CommerceKit's markup. */
  fromServer: boolean;
}

export interface GalleryState {
  shown: ShownGallery;
  index: number;
  expanded: boolean;
}

export type GalleryAction = { type: "swap"; entry: GalleryEntry } | { type: "show"; index: number } | { type: "toggle-expanded" };

export function initialGalleryState(slug: string, ids: readonly number[]): GalleryState {
  return { shown: { slug, ids, fromServer: true }, index: 0, expanded: false };
}

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case "swap":
      if (!needsRebuild(state.shown, action.entry)) return state;
      return { shown: { slug: action.entry.slug, ids: [...action.entry.ids], fromServer: false }, index: 0, expanded: false };
    case "show":
      return action.index === state.index || action.index < 0 ? state : { ...state, index: action.index };
    case "toggle-expanded":
      return { ...state, expanded: !state.expanded };
  }
}
