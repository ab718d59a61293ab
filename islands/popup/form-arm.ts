/**
 * The popup's subscription forms before their code (React, PopupForm.tsx) is there: opening the
 * popup loads neither (docs/decisions/0038-popup-dialog-without-react.md). A first focus, pointer
 * or touch inside a form loads them; a submit that lands before they listen is held (the browser's
 * own checks have passed by then) and given to them once they do, so no subscription is lost. If
 * they cannot load, the form says so in the text the island shows for a failed send.
 */
import type { MessagePosition } from "./props";

const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

export interface FormArmOptions {
  /** The popup's overlay, which holds the forms. */
  overlay: HTMLElement;
  /** What each of the forms matches. */
  formSelector: string;
  /** Loads and mounts the forms' code; resolves once its submit listeners are on. */
  load(): Promise<void>;
  failedText: string;
  position: MessagePosition;
  signal?: AbortSignal;
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Marks the failure block of ours, so a second try replaces it. */
const FAILED_ATTRIBUTE = "data-islet-pum-failed";

/** Without the forms' code: the failure said in the form, as text, where its messages go. */
function sayFailed(form: HTMLFormElement, text: string, position: MessagePosition): void {
  form.querySelector(`[${FAILED_ATTRIBUTE}]`)?.remove();
  const message = document.createElement("p");
  message.className = "pum-form__message pum-form__message--error";
  message.setAttribute("role", "alert");
  message.textContent = text;
  const block = document.createElement("div");
  block.className = `pum-form__messages pum-form__messages--${position === "bottom" ? "bottom" : "top"}`;
  block.setAttribute(FAILED_ATTRIBUTE, "");
  block.append(message);
  if (position === "bottom") form.append(block);
  else form.prepend(block);
}

/** Arms `forms` until their code is loaded (or the island is torn down). */
export function armPopupForms(forms: readonly HTMLFormElement[], options: FormArmOptions): void {
  if (forms.length === 0) return;
  const listening = new AbortController();
  options.signal?.addEventListener("abort", () => listening.abort(), { once: true });
  let held: HeldSubmit | null = null;
  let loading: Promise<void> | null = null;
  let failed = false;
  const start = (): void => {
    loading ??= options.load().then(
      () => {
        listening.abort();
        const submit = held;
        held = null;
        submit?.form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: submit.submitter }));
      },
      (error: unknown) => {
        console.warn("[islet] popup forms failed to load:", error);
        failed = true;
        if (held) sayFailed(held.form, options.failedText, options.position);
        held = null;
      },
    );
  };
  // By place, not by identity: happy-dom hands out form elements wrapped in a proxy.
  const inForm = ({ target }: Event): boolean => target instanceof Element && options.overlay.contains(target) && target.closest(options.formSelector) !== null;
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, (event) => inForm(event) && start(), { capture: true, passive: true, signal: listening.signal });
  }
  for (const form of forms) {
    form.addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        if (failed) {
          sayFailed(form, options.failedText, options.position);
          return;
        }
        held = { form, submitter: event.submitter };
        start();
      },
      { signal: listening.signal },
    );
  }
}
