import { isObject, stringField, type Result } from "../../src/contract/validate";

export interface WishlistProps {
  /** Shown when a wishlist call fails (an error page, a timeout); the store's messages otherwise. */
  failedText: string;
}

const DEFAULT_FAILED_TEXT = "Sorry, the wishlist could not be updated. Please try again.";

export function parseWishlistProps(raw: unknown): Result<WishlistProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const failedText = stringField(raw, "failedText", DEFAULT_FAILED_TEXT) ?? DEFAULT_FAILED_TEXT;
  return { ok: true, value: { failedText: failedText.trim() === "" ? DEFAULT_FAILED_TEXT : failedText } };
}
