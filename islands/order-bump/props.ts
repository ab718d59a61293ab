/**
 * The order-bump island's props: only texts, translated by the plugin (texts.ts reads them, with
 * the island's code). The bumps themselves (products, titles, buttons, CommerceKit's own
 * "Previous" and "Next") are read from the markup the island wraps. Checked here, in the first
 * bundle, only for being an object: the defaults stay out of every page's first load.
 */
import { isObject, type JsonObject, type Result } from "../../src/contract/validate";

export type OrderBumpProps = JsonObject;

export function parseOrderBumpProps(raw: unknown): Result<OrderBumpProps> {
  return isObject(raw) ? { ok: true, value: raw } : { ok: false, error: "props must be an object" };
}
