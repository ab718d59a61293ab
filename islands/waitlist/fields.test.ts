import { describe, expect, it } from "vitest";
import { formReducer, initialForm, isComplete, type FieldValues, type FormState } from "./fields";

const GOOD = "shopper@example.com";
const BAD = "shopper@example";
const values = (email: string, consent: boolean): FieldValues => ({ email, consent });
const check = (state: FormState, email: string, consent: boolean, leave = false): FormState =>
  formReducer(state, { type: "check", values: values(email, consent), leave });

describe("the waitlist form's state (docs/behaviour/product-page.md#waitlist)", () => {
  it("starts as the server printed the button, with no error and no class on the consent label", () => {
    expect(initialForm(false)).toEqual({ emailError: false, consentError: null, ready: false, failure: null, answer: null, outcomes: 0 });
    expect(initialForm(true).ready).toBe(true);
  });

  it("shows the email error only once the field is left invalid, and keeps it while typing, until the email is valid", () => {
    let state = check(initialForm(false), BAD, true);
    expect(state.emailError).toBe(false);
    state = check(state, BAD, true, true);
    expect(state.emailError).toBe(true);
    state = check(state, "shopper@exam", true);
    expect(state.emailError).toBe(true);
    state = check(state, ` ${GOOD} `, true);
    expect(state.emailError).toBe(false);
  });

  it("marks the consent label from the first check on, while the box is unchecked", () => {
    expect(check(initialForm(false), GOOD, false).consentError).toBe(true);
    expect(check(initialForm(false), GOOD, true).consentError).toBe(false);
  });

  it.each([
    [GOOD, true, true],
    [GOOD, false, false],
    [BAD, true, false],
    ["", false, false],
  ])("%j with consent %s: ready %s", (email, consent, ready) => {
    expect(check(initialForm(false), email, consent).ready).toBe(ready);
    expect(isComplete(values(email, consent))).toBe(ready);
  });

  it("disables the button while sending; a keystroke checks again, as CommerceKit's form does", () => {
    const sending = formReducer(check(initialForm(false), GOOD, true), { type: "send" });
    expect(sending.ready).toBe(false);
    expect(check(sending, GOOD, true).ready).toBe(true);
  });

  it("puts the server's answer in place of the form, success or error", () => {
    const ready = check(initialForm(false), GOOD, true);
    for (const outcome of [{ kind: "success", message: "ok" }, { kind: "error", message: "no" }] as const) {
      const state = formReducer(ready, { type: "outcome", outcome, values: values(GOOD, true) });
      expect(state).toMatchObject({ answer: outcome, failure: null, outcomes: 1 });
    }
  });

  it("keeps the form after our own trouble, says so, and checks the fields again", () => {
    const sending = formReducer(check(initialForm(false), GOOD, true), { type: "send" });
    const failed = formReducer(sending, { type: "outcome", outcome: { kind: "failed", message: "later" }, values: values(GOOD, true) });
    expect(failed).toMatchObject({ answer: null, failure: "later", ready: true, outcomes: 1 });
    const again = formReducer(failed, { type: "outcome", outcome: { kind: "failed", message: "later" }, values: values(GOOD, false) });
    expect(again).toMatchObject({ failure: "later", ready: false, consentError: true, outcomes: 2 });
  });
});
