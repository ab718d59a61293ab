import { describe, expect, it } from "vitest";
import { DEFAULT_VARIATION_STRINGS, parseVariationFormProps } from "./props";

describe("variation form props", () => {
  it("default to the documented texts (docs/behaviour/product-form.md#texts), word for word", () => {
    expect(DEFAULT_VARIATION_STRINGS).toEqual({
      noMatch: "Sorry, no products matched your selection. Please choose a different combination.",
      makeSelection: "Please select some product options before adding this product to your cart.",
      unavailable: "Sorry, this product is unavailable. Please choose a different combination.",
      resetAlert: "Your selection has been reset. Please select some product options before adding this product to your cart.",
    });
  });

  it("take the store's translations for any text given, and reject what is not an object", () => {
    const parsed = parseVariationFormProps({ i18n: { noMatch: "Aucun produit" } });
    expect(parsed.ok && parsed.value.i18n).toEqual({ ...DEFAULT_VARIATION_STRINGS, noMatch: "Aucun produit" });
    expect(parseVariationFormProps({}).ok).toBe(true);
    expect(parseVariationFormProps(null).ok).toBe(false);
    expect(parseVariationFormProps({ i18n: "x" }).ok).toBe(false);
  });
});
