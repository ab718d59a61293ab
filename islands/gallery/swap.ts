/** Replacing the gallery's slides and thumbnails with another gallery's (spec §4 "Gallery"). */
import { GALLERY_CHANGE_EVENT } from "./constants";
import type { GalleryRefs } from "./dom";
import type { GalleryEntry, GalleryImage } from "./props";
import { buildSlide, buildThumb } from "./render";

export interface GalleryChangeDetail {
  slug: string;
}

/** Rewrites slides, thumbnails, `data-gallery-slug`, `data-image-ids` and the thumb count class. */
export function renderGallery(refs: GalleryRefs, entry: GalleryEntry, images: ReadonlyMap<number, GalleryImage>): void {
  const doc = refs.root.ownerDocument;
  const chosen = entry.ids.map((id) => images.get(id)).filter((image): image is GalleryImage => image !== undefined);
  refs.slides.replaceChildren(...chosen.map((image, index) => buildSlide(doc, image, index)));
  refs.thumbs?.replaceChildren(...chosen.map((image, index) => buildThumb(doc, image, index)));
  refs.root.setAttribute("data-gallery-slug", entry.slug);
  refs.root.setAttribute("data-image-ids", chosen.map((image) => image.id).join(","));
  const box = refs.thumbsBox;
  if (box) {
    for (const name of Array.from(box.classList)) if (name.startsWith("cg-thumbs-count-")) box.classList.remove(name);
    box.classList.add(`cg-thumbs-count-${chosen.length}`);
  }
  refs.root.dispatchEvent(new CustomEvent<GalleryChangeDetail>(GALLERY_CHANGE_EVENT, { bubbles: true, detail: { slug: entry.slug } }));
}
