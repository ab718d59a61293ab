/**
 * The lazily loaded part: reads the gallery CommerceKit printed and mounts the tree, which
 * takes the server's parts' place inside the server's root in its first commit (Gallery.tsx).
 */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { Gallery } from "./Gallery";
import type { GalleryProps } from "./props";
import { readServerGallery } from "./server";

export const gallery: IslandModule<GalleryProps> = {
  mount(island, props, context) {
    const server = readServerGallery(island);
    if (!server) throw new Error("gallery: #commercegurus-pdp-gallery markup not found");
    return mountReact(island, <Gallery props={props} server={server} />, context.signal);
  },
};
