/**
 * The waitlist's email rule (docs/behaviour/product-page.md#waitlist): user, "@", dotted domain, a
 * 2–4 character ending. CommerceKit's own pattern ends in `{2,4})+$`, which lets any ending of 2+
 * through; the rule says 2–4, so the ending is anchored here.
 */
export const WAITLIST_EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

export function isWaitlistEmail(value: string): boolean {
  return WAITLIST_EMAIL_PATTERN.test(value);
}
