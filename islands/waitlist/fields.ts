/**
 * The waitlist form's state, pure (docs/behaviour/product-page.md#waitlist): the email and consent
 * checks that enable 'Join waiting list', the email error shown once the field is left invalid (not
 * on every keystroke), the send, and its outcome: the server's answer in place of the form, or our
 * own trouble above the kept form so the shopper can try again.
 */
import { isWaitlistEmail } from "./email";
import type { WaitlistOutcome } from "./submit";

export interface FieldValues {
  email: string;
  consent: boolean;
}

export interface FormState {
  /** The email error on show: set when the field is left invalid, cleared once it is valid. */
  emailError: boolean;
  /** Null until the first check: the consent label carries no class before it. */
  consentError: boolean | null;
  /** 'Join waiting list' may be pressed (the server prints it disabled). */
  ready: boolean;
  /** Our own trouble (timeout, expired nonce …), shown above the kept form. */
  failure: string | null;
  /** The server's answer, shown in place of the form. */
  answer: WaitlistOutcome | null;
  /** Counts the outcomes: each message is a new element, and takes focus. */
  outcomes: number;
}

export type FormAction =
  /** `leave`: the field was left (or the form sent): show the email error now. */
  | { type: "check"; values: FieldValues; leave: boolean }
  | { type: "send" }
  | { type: "outcome"; outcome: WaitlistOutcome; values: FieldValues };

export function initialForm(ready: boolean): FormState {
  return { emailError: false, consentError: null, ready, failure: null, answer: null, outcomes: 0 };
}

export function isComplete(values: FieldValues): boolean {
  return isWaitlistEmail(values.email.trim()) && values.consent;
}

function check(state: FormState, values: FieldValues, leave: boolean): FormState {
  const emailOk = isWaitlistEmail(values.email.trim());
  return {
    ...state,
    emailError: emailOk || leave ? !emailOk : state.emailError,
    consentError: !values.consent,
    ready: emailOk && values.consent,
  };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case "check":
      return check(state, action.values, action.leave);
    case "send":
      return { ...state, ready: false };
    case "outcome": {
      const outcomes = state.outcomes + 1;
      if (action.outcome.kind !== "failed") return { ...state, answer: action.outcome, failure: null, outcomes };
      return { ...check(state, action.values, false), failure: action.outcome.message, outcomes };
    }
  }
}
