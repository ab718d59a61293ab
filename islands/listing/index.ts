/** Registry entry: the listing page's ordering dropdown and card carousels (plain TypeScript behaviour). */
import { defineIsland } from "../../src/runtime/types";
import { parseListingPageProps } from "./props";

export const listingPageIsland = defineIsland({
  name: "listing-page",
  parseProps: parseListingPageProps,
  load: () => import("./behaviour").then((module) => module.listingPage),
});
