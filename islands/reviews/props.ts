import { booleanField, isObject, stringField, type Result } from "../../src/contract/validate";

/** WooCommerce's wc_single_product_params as the reference store prints them (docs/behaviour/product-page.md#reviews). */
export const REQUIRED_RATING_TEXT = "Please select a rating";
export const RATING_LABELS = ["1 of 5 stars", "2 of 5 stars", "3 of 5 stars", "4 of 5 stars", "5 of 5 stars"] as const;
export const RATING_GROUP_LABEL = "Rating";

export interface ReviewsProps {
  /** `review_rating_required` ("yes" on the reference store): no review without a rating. */
  ratingRequired: boolean;
  /** `i18n_required_rating_text`, alerted when a required rating is missing. */
  requiredText: string;
  /** `i18n_rating_options`: the names of the five stars, 1 to 5. */
  ratingLabels: readonly string[];
  /** The accessible name of the star radio group. */
  groupLabel: string;
}

function labelsField(raw: Record<string, unknown>): readonly string[] | null {
  const value = raw.ratingLabels;
  if (value === undefined) return RATING_LABELS;
  const ok = Array.isArray(value) && value.length === 5 && value.every((entry) => typeof entry === "string" && entry !== "");
  return ok ? (value as string[]) : null;
}

export function parseReviewsProps(raw: unknown): Result<ReviewsProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  // "yes" / "no" as WooCommerce stores the option; booleans from other callers.
  const ratingRequired = booleanField(raw, "ratingRequired", true);
  const ratingLabels = labelsField(raw);
  if (!ratingLabels) return { ok: false, error: "ratingLabels must be five non-empty strings" };
  return {
    ok: true,
    value: {
      ratingRequired,
      requiredText: stringField(raw, "requiredText", REQUIRED_RATING_TEXT) ?? REQUIRED_RATING_TEXT,
      ratingLabels,
      groupLabel: stringField(raw, "groupLabel", RATING_GROUP_LABEL) ?? RATING_GROUP_LABEL,
    },
  };
}
