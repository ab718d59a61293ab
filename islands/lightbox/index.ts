/**
 * Registry entry: the PhotoSwipe 5 lightbox beside the product gallery (plain TypeScript).
 * The mount only listens (clicks, the hash, back); PhotoSwipe and its CSS load on first open.
 */
import { defineIsland } from "../../src/runtime/types";
import { parseLightboxProps } from "./props";

export const lightboxIsland = defineIsland({
  name: "lightbox",
  versions: [1],
  parseProps: parseLightboxProps,
  load: () => import("./behaviour").then((module) => module.lightbox),
});
