/**
 * The lazily loaded part: the form's wiring (plain) and, where the form has a `#rating` select,
 * the stars (React) in its place.
 */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { readReviewForm, wireReviewForm } from "./behaviour";
import type { ReviewsProps } from "./props";
import { StarRating } from "./StarRating";

export const reviews: IslandModule<ReviewsProps> = {
  mount(element, props, context) {
    const reviewForm = readReviewForm(element);
    wireReviewForm(element, reviewForm, props, context.signal);
    const { select } = reviewForm;
    if (!select) return undefined;
    const paragraph = document.createElement("p");
    paragraph.className = "stars";
    return mountReact(element, <StarRating select={select} paragraph={paragraph} labels={props.ratingLabels} groupLabel={props.groupLabel} />, context.signal);
  },
};
