/**
 * Whom the server printed a page's wishlist buttons for (docs/decisions/0015): the plugin puts a
 * key of the visitor's `commercekit_wishlist` cookie in the island's props when it renders the
 * page. A page a full-page cache stored for somebody else carries another key, so only then are
 * its buttons corrected with a call. The key is FNV-1a (32 bits, hex) of the cookie's value, as
 * PHP's `hash( 'fnv1a32', … )`: short, the same on both sides, and it does not give away the
 * cookie that names the visitor's list. A logged-in customer's page says `account`.
 */

/** The props' value for a page printed for a logged-in customer (their list lives with their account). */
export const RENDERED_FOR_ACCOUNT = "account";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The key of a `commercekit_wishlist` cookie value; "" for no cookie. */
export function renderedForKey(cookieValue: string | null | undefined): string {
  if (!cookieValue) return "";
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(cookieValue)) {
    hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
