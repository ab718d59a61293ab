/**
 * The waitlist button's label (docs/behaviour/product-page.md#waitlist, verbatim): the
 * waitlist island's button says it, and so does the sticky bar's while the chosen variation is
 * sold out. A module of its own: only those
 * two islands' lazily loaded code imports it, never their arms.
 */
export const GET_NOTIFIED = "Get notified";
