/**
 * CommerceKit's `commercekit_get_countdown_total` (docs/behaviour/server-calls.md#commercekit):
 * `POST index` → `{status, total}`, as captured: index 1, the store's date-range timer (the Zip
 * Hoodie's), answers capture 21 (`{"status":1,"total":31564002}`, the seconds left when it was
 * captured); any other index (index 0 is the regular timer of the Hoodie and T-Shirt) answers
 * capture 22 (`{"status":0,"total":0}`). The total does not go down between calls: the demo store
 * keeps the captured answer, so tests see the same digits every time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { jsonAnswer, type Answer } from "./http";
import { AJAX_DIR } from "./paths";

export const COUNTDOWN_TOTAL_ACTION = "commercekit_get_countdown_total";
/** The index of the store's date-range timer (its markup's `data-index`, capture 21's request). */
export const DATE_RANGE_INDEX = "1";

const captured = (name: string): unknown => JSON.parse(readFileSync(path.join(AJAX_DIR, `${name}.json`), "utf8")) as unknown;

let answers: { dateRange: unknown; regular: unknown } | null = null;

/** Captures 21 and 22, read once on first use. */
function capturedAnswers(): { dateRange: unknown; regular: unknown } {
  answers ??= {
    dateRange: captured("21-commercekit_get_countdown_total-daterange"),
    regular: captured("22-commercekit_get_countdown_total-regular"),
  };
  return answers;
}

export function countdownTotalAnswer(_ctx: unknown, form: Map<string, string>): Answer {
  const index = (form.get("index") ?? "").trim();
  const { dateRange, regular } = capturedAnswers();
  return jsonAnswer(index === DATE_RANGE_INDEX ? dateRange : regular);
}
