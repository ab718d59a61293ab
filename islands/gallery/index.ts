/**
 * Registry entry: the CommerceKit product gallery (plain TypeScript behaviour). keen-slider
 * loads later still, on the first interaction (see slider.ts).
 */
import { defineIsland } from "../../src/runtime/types";
import { parseGalleryProps } from "./props";

export const galleryIsland = defineIsland({
  name: "gallery",
  versions: [1],
  parseProps: parseGalleryProps,
  load: () => import("./behaviour").then((module) => module.gallery),
});
