/** Registry entry: the review form (star rating in React, required rating) and threaded replies. */
import { defineIsland } from "../../src/runtime/types";
import { parseReviewsProps } from "./props";

export const reviewsIsland = defineIsland({
  name: "reviews",
  parseProps: parseReviewsProps,
  load: () => import("./mount").then((module) => module.reviews),
  react: true,
});
