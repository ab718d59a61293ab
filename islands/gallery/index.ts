/**
 * Registry entry: the CommerceKit product gallery (React, Gallery.tsx, loaded from mount.tsx).
 * keen-slider loads later still, on the first interaction (useMainSlider.ts).
 */
import { defineIsland } from "../../src/runtime/types";
import { noteFirstInteraction } from "./first-interaction";
import { parseGalleryProps } from "./props";

export const galleryIsland = defineIsland({
  name: "gallery",
  parseProps: parseGalleryProps,
  load: () => import("./mount").then((module) => module.gallery),
  react: true,
  // A mouseover before the idle mount still starts the slider, as CommerceKit's does.
  arm: () => noteFirstInteraction(),
});
