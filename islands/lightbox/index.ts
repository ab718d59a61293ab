/**
 * Registry entry: the PhotoSwipe 5 lightbox beside the product gallery. The arm (plain
 * TypeScript, gallery-bridge.ts) listens to the gallery at once and keeps a click's request;
 * the mount (React, Lightbox.tsx) owns the open state, the hash, Back and focus, and loads
 * PhotoSwipe and its CSS on the first open (open.ts).
 */
import { defineIsland } from "../../src/runtime/types";
import { armGalleryBridge } from "./gallery-bridge";
import { parseLightboxProps } from "./props";

export const lightboxIsland = defineIsland({
  name: "lightbox",
  parseProps: parseLightboxProps,
  arm: (element, props, context) => armGalleryBridge(element, props, context.signal),
  load: () => import("./mount").then((module) => module.lightbox),
  react: true,
});
