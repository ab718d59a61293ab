/** Which gallery a selection shows, and whether that needs a rebuild (docs/behaviour/gallery.md#variation-swap). */
import type { Selection } from "../../src/stores/variation";
import type { GalleryEntry } from "./props";

const matches = (entry: GalleryEntry, selection: Selection): boolean =>
  Object.entries(entry.attributes).every(([name, value]) => (selection[name] ?? "") === value);

/**
 * The most specific gallery whose attributes the selection has (a variation's gallery over its
 * colour's); the default gallery (the first, no attributes) when nothing matches.
 */
export function galleryFor(galleries: readonly GalleryEntry[], selection: Selection): GalleryEntry | null {
  let best: GalleryEntry | null = null;
  for (const entry of galleries) {
    if (!matches(entry, selection) || entry.ids.length === 0) continue;
    const size = Object.keys(entry.attributes).length;
    if (!best || size > Object.keys(best.attributes).length) best = entry;
  }
  return best ?? galleries[0] ?? null;
}

/** CommerceKit keeps the gallery when the slug or the image id list is the same. */
export function needsRebuild(current: { slug: string; ids: readonly number[] }, next: GalleryEntry): boolean {
  if (current.slug === next.slug) return false;
  return current.ids.join(",") !== next.ids.join(",");
}

/** `data-image-ids` as CommerceKit prints it ("18,19"). */
export function readImageIds(value: string | null): number[] {
  return (value ?? "").split(",").map((part) => Number(part.trim())).filter((id) => Number.isInteger(id) && id > 0);
}
