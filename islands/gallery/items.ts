/**
 * The items (slide + thumbnail) of the shown gallery: the server's slides while the server's
 * gallery is shown, the props' images after a swap. Keys carry the gallery's slug, so another
 * gallery gets new elements and the same gallery keeps its own.
 */
import type { GalleryImage } from "./props";
import type { ServerGallery, ServerItem, ServerThumb } from "./server";
import type { ShownGallery } from "./state";

export interface GalleryItem {
  key: string;
  /** The image data from the props (null: a server slide the props do not describe). */
  image: GalleryImage | null;
  /** The slide CommerceKit printed, whose content stays on the page. */
  slide: ServerItem | null;
  thumb: ServerThumb | null;
}

export const imagesById = (images: readonly GalleryImage[]): ReadonlyMap<number, GalleryImage> => new Map(images.map((image) => [image.id, image]));

export function galleryItems(shown: ShownGallery, server: ServerGallery, images: ReadonlyMap<number, GalleryImage>): GalleryItem[] {
  if (shown.fromServer) {
    return server.main.slides.map((slide, index) => {
      const id = server.ids[index];
      return { key: `${shown.slug}:${index}`, image: (id !== undefined && images.get(id)) || null, slide, thumb: server.thumbs?.items[index] ?? null };
    });
  }
  return shown.ids.flatMap((id, index) => {
    const image = images.get(id);
    return image ? [{ key: `${shown.slug}:${index}`, image, slide: null, thumb: null }] : [];
  });
}

/** The name a thumbnail's button gives its image. */
export const thumbAlt = (item: GalleryItem): string => item.thumb?.alt ?? item.image?.alt ?? "";
