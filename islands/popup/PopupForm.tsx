/**
 * A subscription form in the popup (docs/behaviour/popup.md#form): the server's form and fields
 * stay as printed (the browser's own validation runs first: the submit event only comes once they
 * are valid); on submit it posts them, shows the server's message or errors as text in a block at
 * the top or bottom of the form or next to the named field, with Popup Maker's classes on the form
 * (`pum-form--loading`, `pum-form--errors`, `pum-newsletter-success`), clears the fields on a
 * success and says our failure text when the call fails (the failure itself is logged).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ApiResult } from "../../src/api/client";
import type { PopupFormAnswer } from "../../src/api/popup";
import { createSlot } from "../../src/runtime/react";
import { FIELD_WRAPPER_SELECTOR, formFields, placeMessages, type FieldError, type FormMessage, type PlacedMessages } from "./form";
import type { MessagePosition } from "./props";

export interface FormContext {
  popupId: number;
  position: MessagePosition;
  failedText: string;
  send(fields: [string, string][]): Promise<ApiResult<PopupFormAnswer>>;
  /** A success's consequences beyond the form: cookies, beacon, events, closing, redirect. */
  succeeded(form: HTMLFormElement, index: number, answer: PopupFormAnswer): void;
  fire(target: Element, name: string, args?: unknown[]): void;
}

interface Outcome {
  key: number;
  success: boolean;
  placed: PlacedMessages;
}

const fieldNamed = (form: HTMLFormElement, name: string): HTMLElement | null => form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
const wrapperOf = (form: HTMLFormElement, name: string): Element | null => fieldNamed(form, name)?.closest(FIELD_WRAPPER_SELECTOR) ?? null;

/** A node of ours inside the server's form: at its top or bottom, or at the end of a field's wrapper. */
function useSlot(parent: Element | null, atStart: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!parent) return undefined;
    const node = createSlot();
    if (atStart) parent.prepend(node);
    else parent.append(node);
    setSlot(node);
    return () => node.remove();
  }, [parent, atStart]);
  return slot;
}

function Message({ message, id }: { message: FormMessage; id: string }): ReactNode {
  const success = message.type === "success";
  // Text, never HTML: nothing says the server sends markup here (docs/behaviour/popup.md#form).
  return (
    <p id={id} className={`pum-form__message pum-form__message--${message.type}`} role={success ? "status" : "alert"} tabIndex={-1}>
      {message.text}
    </p>
  );
}

function MessageBlock({ form, position, messages, idPrefix }: { form: HTMLFormElement; position: MessagePosition; messages: FormMessage[]; idPrefix: string }): ReactNode {
  const edge = position === "bottom" ? "bottom" : "top";
  const slot = useSlot(form, edge === "top");
  if (!slot || messages.length === 0) return null;
  return createPortal(
    <div className={`pum-form__messages pum-form__messages--${edge}`}>
      {messages.map((message, index) => (
        <Message key={index} message={message} id={`${idPrefix}-${index}`} />
      ))}
    </div>,
    slot,
  );
}

/** A field's error next to it; its wrapper gets `pum-form__field--error`. */
function FieldMessage({ form, error, id }: { form: HTMLFormElement; error: FieldError; id: string }): ReactNode {
  const wrapper = wrapperOf(form, error.field);
  const slot = useSlot(wrapper, false);
  useLayoutEffect(() => {
    wrapper?.classList.add("pum-form__field--error");
    return () => wrapper?.classList.remove("pum-form__field--error");
  }, [wrapper]);
  return slot ? createPortal(<Message message={{ type: "error", text: error.text }} id={id} />, slot) : null;
}

/**
 * Popup Maker prints each field's label beside its input without tying them together, so the
 * field would be named by its placeholder only (and an error describing it would be its only
 * label): a lone text field in a wrapper is labelled by the wrapper's label while mounted.
 */
function useFieldLabels(form: HTMLFormElement, idPrefix: string): void {
  useLayoutEffect(() => {
    const tied: [HTMLElement, HTMLElement, boolean][] = [];
    form.querySelectorAll(FIELD_WRAPPER_SELECTOR).forEach((wrapper, index) => {
      const label = Array.from(wrapper.children).find((child): child is HTMLLabelElement => child instanceof HTMLLabelElement && !child.htmlFor && child.control === null);
      const inputs = wrapper.querySelectorAll<HTMLElement>("input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea");
      const input = inputs.length === 1 ? inputs[0] : undefined;
      if (!label || !input || input.hasAttribute("aria-labelledby") || input.hasAttribute("aria-label") || input.id !== "") return;
      const named = label.id === "";
      if (named) label.id = `${idPrefix}-label-${index}`;
      input.setAttribute("aria-labelledby", label.id);
      tied.push([label, input, named]);
    });
    return () => {
      for (const [label, input, named] of tied) {
        input.removeAttribute("aria-labelledby");
        if (named) label.removeAttribute("id");
      }
    };
  }, [form, idPrefix]);
}

/** The fields the errors name are marked invalid and described by their message, until the next answer. */
function useInvalidFields(form: HTMLFormElement, outcome: Outcome | null, idPrefix: string): void {
  useLayoutEffect(() => {
    if (!outcome || outcome.success) return undefined;
    const named = [
      ...outcome.placed.block.map((message, index) => [message.field, `${idPrefix}-${index}`] as const),
      ...outcome.placed.fields.map((error, index) => [error.field, `${idPrefix}-field-${index}`] as const),
    ];
    const marked = named.flatMap(([name, id]) => {
      const field = name === undefined ? null : fieldNamed(form, name);
      return field ? [[field, id] as const] : [];
    });
    for (const [field, id] of marked) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", id);
    }
    return () => {
      for (const [field] of marked) {
        field.removeAttribute("aria-invalid");
        field.removeAttribute("aria-describedby");
      }
    };
  }, [form, outcome, idPrefix]);
}

export function PopupForm({ form, index, context }: { form: HTMLFormElement; index: number; context: FormContext }): ReactNode {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sendingRef = useRef(false);
  const idPrefix = `islet-pum-${useId().replace(/[^\w-]/g, "")}`;

  useEffect(() => {
    let key = 0;
    const show = (success: boolean, placed: PlacedMessages): void => setOutcome({ key: (key += 1), success, placed });
    const onSubmit = (event: SubmitEvent): void => {
      event.preventDefault();
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      setOutcome(null);
      void context.send(formFields(form, context.popupId)).then((result) => {
        sendingRef.current = false;
        setSending(false);
        if (!result.ok) {
          // Logged (docs/behaviour/popup.md#form); the shopper is told too (0017).
          console.warn("[islet] popup form failed:", result.failure);
          show(false, { block: [{ type: "error", text: context.failedText }], fields: [] });
          return;
        }
        const answer = result.value;
        show(answer.success, placeMessages(answer, context.position, (name) => wrapperOf(form, name) !== null, context.failedText));
        if (!answer.success) {
          context.fire(form, "pumNewsletterError", [answer]);
          return;
        }
        form.reset();
        context.fire(form, "pumNewsletterSuccess", [answer]);
        context.succeeded(form, index, answer);
      });
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [form, index, context]);

  useLayoutEffect(() => {
    const submit = form.querySelector<HTMLButtonElement>("button:not([type=button]):not([type=reset]), input[type=submit]");
    form.classList.toggle("pum-form--loading", sending);
    form.classList.toggle("pum-form--errors", outcome !== null && !outcome.success);
    form.classList.toggle("pum-newsletter-success", outcome?.success === true);
    if (submit) submit.disabled = sending;
  }, [form, sending, outcome]);

  useFieldLabels(form, idPrefix);
  useInvalidFields(form, outcome, idPrefix);

  // After an answer, the first field to fix takes focus (its error describes it), or else the
  // message, so it is read out (after a success the fields were just cleared).
  useLayoutEffect(() => {
    if (outcome) (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>(`[id^="${idPrefix}-"]`))?.focus({ preventScroll: true });
  }, [form, outcome, idPrefix]);

  const placed = outcome?.placed ?? { block: [], fields: [] };
  return (
    <>
      <MessageBlock form={form} position={context.position} messages={placed.block} idPrefix={idPrefix} />
      {placed.fields.map((error, i) => (
        <FieldMessage key={`${outcome?.key ?? 0}-${i}`} form={form} error={error} id={`${idPrefix}-field-${i}`} />
      ))}
    </>
  );
}
