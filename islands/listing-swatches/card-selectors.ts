/** CommerceKit's listing swatch form: what the arm (first bundle) and the mount both look for. */
export const CARD_FORM_SELECTOR = "form.cgkit-swatch-form";
