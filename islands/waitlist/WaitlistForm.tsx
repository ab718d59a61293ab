/**
 * The popup's form (`.commercekit-waitlist`), rendered from its state (fields.ts): the email
 * and consent checks that enable 'Join waiting list', the email error, the send through the
 * store client, and the outcome: the server's message, as text, in place of the form; our own
 * trouble above the kept form.
 */
import { useCallback, useLayoutEffect, useReducer, useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import { formReducer, initialForm, isComplete, type FieldValues } from "./fields";
import { useNativeChange } from "./modal";
import type { PopupMarkup } from "./popup";
import { ServerBlock } from "./ServerBlock";
import { EMAIL_ERROR, EMAIL_LABEL } from "./strings";
import type { WaitlistOutcome } from "./submit";

/** Always in the layout (empty while the email is fine): showing it must not move the consent box from under a pointer. */
const ERROR_STYLE = { height: "1.5em", lineHeight: "1.5em", margin: "0", overflow: "hidden" } as const;

export interface WaitlistFormProps {
  markup: PopupMarkup;
  emailRef: RefObject<HTMLInputElement>;
  errorId: string;
  send(email: string): Promise<WaitlistOutcome>;
}

/** A message that takes focus when it appears (each outcome is a new element). */
function Message({ className, role, text }: { className: string; role: "status" | "alert"; text: string }): ReactNode {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => ref.current?.focus({ preventScroll: true }), []);
  // Text, not HTML: the message is shown, never run.
  return (
    <p ref={ref} className={className} role={role} tabIndex={-1}>
      {text}
    </p>
  );
}

export function WaitlistForm({ markup, emailRef, errorId, send }: WaitlistFormProps): ReactNode {
  const consentRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(formReducer, !markup.submit.disabled, initialForm);
  // The fields are the shopper's (uncontrolled, as CommerceKit's): their values are read when checked.
  const values = useCallback((): FieldValues => ({ email: emailRef.current?.value ?? "", consent: consentRef.current?.checked ?? false }), [emailRef]);
  const leave = useCallback(() => dispatch({ type: "check", values: values(), leave: true }), [values]);
  const edit = (): void => dispatch({ type: "check", values: values(), leave: false });
  useNativeChange(emailRef, leave);

  const join = (event: MouseEvent): void => {
    event.preventDefault();
    const current = values();
    dispatch({ type: "check", values: current, leave: true });
    if (!isComplete(current)) return;
    dispatch({ type: "send" });
    void send(current.email.trim()).then((outcome) => dispatch({ type: "outcome", outcome, values: values() }));
  };

  const answer = state.answer;
  if (answer) {
    const success = answer.kind === "success";
    return (
      <div className="commercekit-waitlist">
        <Message key={state.outcomes} className={success ? "success" : "error"} role={success ? "status" : "alert"} text={answer.message} />
      </div>
    );
  }
  return (
    <div className="commercekit-waitlist">
      {state.failure !== null && <Message key={state.outcomes} className="error islet-waitlist-failure" role="alert" text={state.failure} />}
      {markup.intro.map((element, index) => (
        <ServerBlock key={index} element={element} />
      ))}
      <input
        ref={emailRef}
        type="email"
        id={markup.email.id}
        name={markup.email.name}
        placeholder={markup.email.placeholder}
        defaultValue={markup.email.value}
        className={state.emailError ? "error" : undefined}
        aria-invalid={state.emailError ? "true" : undefined}
        aria-label={EMAIL_LABEL}
        aria-describedby={errorId}
        onInput={edit}
      />
      <p id={errorId} className="islet-waitlist-email-error" style={ERROR_STYLE} aria-live="polite">
        {state.emailError ? EMAIL_ERROR : ""}
      </p>
      <label className={state.consentError ? "error" : undefined}>
        <input ref={consentRef} type="checkbox" id={markup.consent.id} name={markup.consent.name} value={markup.consent.value} defaultChecked={markup.consent.checked} onChange={edit} />
        {markup.consent.text}
      </label>
      <input type="button" id={markup.submit.id} name={markup.submit.name} value={markup.submit.value} disabled={!state.ready} onClick={join} />
      {markup.hidden.map((field) => (
        <input key={field.name} type="hidden" id={field.id || undefined} name={field.name} value={field.value} />
      ))}
    </div>
  );
}
