/**
 * Popup Maker's subscription form call (docs/behaviour/server-calls.md#other-plugins:
 * `pum_sub_form`, the form's values serialized; the answer's `success` and `data`: message, errors,
 * redirect), its answer read strictly: what is not one of the two captured shapes (ajax/49–52) is
 * `unexpected`, and the island says so. Loaded with the popup island only; sent through the
 * client's transport.
 */
import { DEFAULT_TIMEOUT_MS, mapAnswer, type ApiResult, type StoreClient } from "./client";
import { sendRequest, type FormBody } from "./http";
import { isObject } from "../contract/validate";

export const SUB_FORM_ACTION = "pum_sub_form";

export interface PopupFormError {
  /** The field it is about (`email`), or null for the form as a whole. */
  field: string | null;
  message: string;
}

export type PopupFormAnswer =
  | { success: true; message: string; redirect: string }
  | { success: false; errors: PopupFormError[] };

function readErrors(raw: unknown): PopupFormError[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const errors: PopupFormError[] = [];
  for (const entry of raw) {
    if (!isObject(entry) || typeof entry.message !== "string") return null;
    errors.push({ field: typeof entry.field === "string" && entry.field !== "" ? entry.field : null, message: entry.message });
  }
  return errors;
}

/** `{"success":true,"data":{"message":…}}` or `{"success":false,"data":{"errors":[…]}}`; null otherwise. */
export function readPopupFormAnswer(data: unknown): PopupFormAnswer | null {
  if (!isObject(data) || typeof data.success !== "boolean") return null;
  const body = data.data === undefined ? {} : data.data;
  if (!isObject(body)) return null;
  if (data.success) {
    const message = typeof body.message === "string" ? body.message : "";
    return { success: true, message, redirect: typeof body.redirect === "string" ? body.redirect : "" };
  }
  const errors = readErrors(body.errors);
  return errors === null ? null : { success: false, errors };
}

/**
 * The form's fields as Popup Maker posts them: `values[NAME]` for each, `values[A][B]` for a
 * field named `A[B]`, repeated `values[A][]` for a list.
 */
export function popupFormBody(action: string, fields: readonly (readonly [string, string])[]): FormBody {
  const body: Record<string, string | string[]> = { action };
  for (const [name, value] of fields) {
    const bracket = name.indexOf("[");
    const head = bracket < 0 ? name : name.slice(0, bracket);
    const rest = bracket < 0 ? "" : name.slice(bracket);
    if (rest.endsWith("[]")) {
      const key = `values[${head}]${rest.slice(0, -2)}`;
      const list = body[key];
      body[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      body[`values[${head}]${rest}`] = value;
    }
  }
  return body;
}

/** Posts a popup's subscription form to `ajaxUrl` (`pum_vars.ajaxurl`). */
export function submitPopupForm(
  client: Pick<StoreClient, "transport">,
  ajaxUrl: string,
  fields: readonly (readonly [string, string])[],
  signal?: AbortSignal,
): Promise<ApiResult<PopupFormAnswer>> {
  const body = popupFormBody(SUB_FORM_ACTION, fields);
  return sendRequest(client.transport.fetch, { method: "POST", url: ajaxUrl, body, timeoutMs: DEFAULT_TIMEOUT_MS, signal }).then(mapAnswer(readPopupFormAnswer));
}
