import { fail, isObject, ok, stringField, type Result } from "../../src/contract/validate";

/**
 * `dismiss`: the name of the coming-soon banner's dismiss control, which WooCommerce prints as
 * an empty link (its stylesheet draws a cross); the plugin passes WooCommerce's own 'Dismiss'.
 */
export interface NoticesProps {
  dismiss: string;
}

export const DEFAULT_DISMISS = "Dismiss";

export function parseNoticesProps(raw: unknown): Result<NoticesProps> {
  if (!isObject(raw)) return fail("props must be an object");
  return ok({ dismiss: stringField(raw, "dismiss") || DEFAULT_DISMISS });
}
