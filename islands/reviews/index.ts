/**
 * Registry entry: the review form (star rating in React, required rating) and threaded replies.
 * The form sits in the reviews tab, which is closed on load: its code loads when the tab's panel
 * comes into view, or earlier, at a first pointer, touch or focus on a link that opens it (the
 * tab, the summary's review count), so the stars are there when the panel opens.
 */
import { whenInteracted } from "../../src/runtime/conditions";
import { defineIsland } from "../../src/runtime/types";
import { parseReviewsProps } from "./props";

/** The links that open the reviews tab: the tab's own, the summary's and the sticky bar's (`#tab-reviews`), the review count's (`#reviews`). */
const REVIEWS_OPENERS = 'a[href="#tab-reviews"], a[href="#reviews"]';

export const reviewsIsland = defineIsland({
  name: "reviews",
  parseProps: parseReviewsProps,
  load: () => import("./mount").then((module) => module.reviews),
  react: true,
  arm: (element) => whenInteracted(element, REVIEWS_OPENERS),
});
