import { isObject, stringField, type Result } from "../../src/contract/validate";

export interface WishlistProps {
  /** Shown when a wishlist call fails (an error page, a timeout); the store's messages otherwise. */
  failedText: string;
  /**
   * Whom the server printed the page's buttons for (rendered-for.ts): a cookie's key, "" for a
   * visitor without one, `account` for a logged-in customer; null when the markup does not say
   * (hand-written markup), and then a visitor who may have a wishlist is always corrected.
   */
  renderedFor: string | null;
}

export const DEFAULT_FAILED_TEXT = "Sorry, the wishlist could not be updated. Please try again.";

export function parseWishlistProps(raw: unknown): Result<WishlistProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const failedText = stringField(raw, "failedText", DEFAULT_FAILED_TEXT) ?? DEFAULT_FAILED_TEXT;
  const renderedFor = typeof raw.renderedFor === "string" ? raw.renderedFor : null;
  return { ok: true, value: { failedText: failedText.trim() === "" ? DEFAULT_FAILED_TEXT : failedText, renderedFor } };
}
