/**
 * The demo store's `commercekit_save_waitlist` (docs/behaviour/server-calls.md#commercekit):
 * product_id, email, commercekit_nonce → `{status, message}`, in the shapes of captures 37 (joined)
 * and 38 (refused: a bad nonce, HTTP 200). CommerceKit refuses a bad email or product the same way.
 * Nothing is stored: the demo store sends no mail.
 */
import { jsonAnswer, type Answer } from "./http";
import { ckNonceValid } from "./ajax-ck";

export const WAITLIST_JOINED = "You have been added to the waiting list for this product!";
export const WAITLIST_REFUSED = "Error on submitting for waiting list.";
/** CommerceKit's server check (its script's pattern; the ending length is the client's business). */
const EMAIL = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,}$/;

/** What the handler needs of a request: RequestContext has it. */
export interface WaitlistContext {
  session: { readonly ckNonce: string };
}

export function saveWaitlistAnswer(ctx: WaitlistContext, form: Map<string, string>): Answer {
  const productId = Number.parseInt(form.get("product_id") ?? "", 10);
  const email = (form.get("email") ?? "").trim();
  const ok = ckNonceValid(ctx.session, form) && Number.isInteger(productId) && productId > 0 && EMAIL.test(email);
  return jsonAnswer(ok ? { status: 1, message: WAITLIST_JOINED } : { status: 0, message: WAITLIST_REFUSED });
}
