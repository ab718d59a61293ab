/**
 * Registry entry: the PhotoSwipe 5 lightbox beside the product gallery. The arm (plain
 * TypeScript, gallery-bridge.ts) listens to the gallery at once and keeps a click's request;
 * the mount (React, Lightbox.tsx) owns the open state, the hash, Back and focus, and loads
 * PhotoSwipe and its CSS on the first open (open.ts). Printed `interaction`, the mount loads on
 * the first intent on the gallery (hover, touch, focus), or at once for a click or a hash that
 * asks for an item (whenOpenAsked).
 */
import { defineIsland } from "../../src/runtime/types";
import { armGalleryBridge, whenOpenAsked } from "./gallery-bridge";
import { parseLightboxProps } from "./props";

export const lightboxIsland = defineIsland({
  name: "lightbox",
  parseProps: parseLightboxProps,
  intentSelector: (props) => props.gallery,
  arm: (element, props, context) => {
    const bridge = armGalleryBridge(element, props, context.signal);
    return bridge ? whenOpenAsked(bridge, context.signal) : undefined;
  },
  load: () => import("./mount").then((module) => module.lightbox),
  react: true,
});
