/**
 * The rules of a popup's subscription form (docs/behaviour/popup.md#form): what is posted, where
 * the server's messages and field errors go, and where a success leads. Plain TypeScript;
 * PopupForm.tsx renders what these decide.
 */
import { booleanField, isObject, numberField, parseJson, stringField } from "../../src/contract/validate";
import type { PopupFormAnswer } from "../../src/api/popup";
import type { MessagePosition } from "./props";

/** The wrapper of one field, which gets the field's own error. */
export const FIELD_WRAPPER_SELECTOR = ".pum-form__field";

export interface FormSettings {
  closePopup: boolean;
  /** Seconds (Popup Maker's `closedelay`). */
  closeDelay: number;
  redirectEnabled: boolean;
  /** Decoded from the base64 the server printed; "" reloads the page. */
  redirect: string;
}

export interface FormMessage {
  type: "success" | "error";
  text: string;
  /** The field an error is about, if the form has it (marked invalid and described by it). */
  field?: string;
}

export interface FieldError {
  field: string;
  text: string;
}

export interface PlacedMessages {
  /** In the block at the top or bottom of the form. */
  block: FormMessage[];
  /** Next to their field. */
  fields: FieldError[];
}

function decodeBase64(value: string): string {
  try {
    return atob(value);
  } catch {
    return "";
  }
}

/** The form's `data-settings` (closepopup, closedelay, redirect_enabled, redirect). */
export function readFormSettings(form: Element): FormSettings {
  const json = parseJson(form.getAttribute("data-settings") ?? "");
  const raw = json.ok && isObject(json.value) ? json.value : {};
  const delay = numberField(raw, "closedelay", 0);
  return {
    closePopup: booleanField(raw, "closepopup", false),
    closeDelay: delay > 0 ? delay : 0,
    redirectEnabled: booleanField(raw, "redirect_enabled", false),
    redirect: decodeBase64(stringField(raw, "redirect") ?? ""),
  };
}

/**
 * The fields as the browser would submit them, in page order, and the popup's id last (Popup
 * Maker's script adds `pum_form_popup_id` to each form it finds in a popup).
 */
export function formFields(form: HTMLFormElement, popupId: number): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.push([name, value]);
  fields.push(["pum_form_popup_id", String(popupId)]);
  return fields;
}

/**
 * Where the answer's messages go: a success's message in the block; with the position `top` or
 * `bottom` every error in the block, otherwise an error about a field the form has next to it
 * and the others in the block. An answer with nothing to show says `failedText` (an error with
 * no message would otherwise leave the shopper waiting).
 */
export function placeMessages(answer: PopupFormAnswer, position: MessagePosition, hasField: (field: string) => boolean, failedText: string): PlacedMessages {
  if (answer.success) return { block: answer.message === "" ? [] : [{ type: "success", text: answer.message }], fields: [] };
  if (answer.errors.length === 0) return { block: [{ type: "error", text: failedText }], fields: [] };
  const placed: PlacedMessages = { block: [], fields: [] };
  for (const error of answer.errors) {
    const field = error.field !== null && hasField(error.field) ? error.field : null;
    if (position === "field" && field !== null) placed.fields.push({ field, text: error.message });
    else placed.block.push(field === null ? { type: "error", text: error.message } : { type: "error", text: error.message, field });
  }
  return placed;
}

/**
 * Where a success leads, if anywhere: the form's own redirect when enabled ("" → this page
 * again), else the server's `redirect` for a form that asks for it (`data-redirect_enabled`);
 * only same-origin addresses are followed (the caller checks).
 */
export function successTarget(settings: FormSettings, answer: PopupFormAnswer, formAllowsServerRedirect: boolean, here: string): string | null {
  if (settings.redirectEnabled) return settings.redirect === "" ? here : settings.redirect;
  if (answer.success && formAllowsServerRedirect && answer.redirect !== "") return answer.redirect;
  return null;
}

/** The conversion's details for the analytics beacon (capture 53). */
export function conversionData(popupId: number, formIndex: number): Record<string, unknown> {
  const instance = formIndex + 1;
  return { type: "form_submission", formProvider: "pumsubform", formId: popupId, formKey: `pumsubform_${popupId}_${instance}`, formInstanceId: instance };
}
