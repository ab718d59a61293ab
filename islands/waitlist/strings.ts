/**
 * The waitlist's texts, word for word (docs/behaviour/product-page.md#waitlist), and ours for bad
 * answers. The button's label, GET_NOTIFIED, is src/waitlist/label.ts's: the sticky bar shows it too.
 */
export const WAITLIST_TIP = 'Select your desired options and click on the "Get notified" button to be alerted when new stock arrives.';
export const soldOutLabel = (option: string): string => `${option} sold out?`;

export const EMAIL_ERROR = "Please enter a valid email address.";
export const MESSAGES = {
  unavailable: "The waiting list is not available right now. Please try again later.",
  expired: "Your session has expired. Please try again.",
  timeout: "The store took too long to answer. Please try again.",
  unexpected: "The store sent an unexpected answer. Please try again.",
} as const;

/** The names the dialog gives what CommerceKit left unnamed. */
export const CLOSE_LABEL = "Close";
export const EMAIL_LABEL = "Email address";
