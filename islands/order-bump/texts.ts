/**
 * The island's texts from its props: a missing, empty or non-text value takes its English
 * default, so a hand-written island with `{}` works. The plugin prints the same defaults,
 * translated (wp-plugin/includes/order-bump.php, islet_order_bump_props).
 */
import { stringField, type JsonObject } from "../../src/contract/validate";

export interface OrderBumpTexts {
  /** The carousel's name when CommerceKit printed no heading over it. */
  label: string;
  /** The arrows' names when CommerceKit's markup gives none. */
  previous: string;
  next: string;
  /** Each item's name in a carousel: `%1$s` its number, `%2$s` how many. */
  slide: string;
  /** Shown and announced after an add: `%s` the product. */
  added: string;
  /** Shown and announced when the add failed: `%s` the product. */
  failed: string;
}

export const DEFAULT_TEXTS: OrderBumpTexts = {
  label: "Suggested products",
  previous: "Previous",
  next: "Next",
  slide: "%1$s of %2$s",
  added: "“%s” has been added to your cart.",
  failed: "Sorry, “%s” could not be added to your cart. Please try again.",
};

export function readTexts(props: JsonObject): OrderBumpTexts {
  const texts = { ...DEFAULT_TEXTS };
  for (const key of Object.keys(texts) as (keyof OrderBumpTexts)[]) {
    const value = stringField(props, key, "") ?? "";
    if (value.trim() !== "") texts[key] = value;
  }
  return texts;
}
