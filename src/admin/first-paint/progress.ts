/**
 * What the settings page shows while the builder works: a row per job type
 * (`[data-islet-first-paint-row="TYPE"]`, its state in `data-state`, a sentence in its
 * `[data-islet-first-paint-status]` child or itself) and the whole run's end on `<html>`
 * (`data-islet-first-paint-state`), which tests wait on. On an admin page without rows the
 * builder works silently.
 */

export type JobState = "building" | "built" | "failed";
export type RunState = "building" | "done" | "failed";

export const ROW_ATTRIBUTE = "data-islet-first-paint-row";
export const STATUS_ATTRIBUTE = "data-islet-first-paint-status";
export const RUN_STATE_ATTRIBUTE = "data-islet-first-paint-state";

/** The rows for `type` (compared as text: a type is PHP's and need not be a valid selector). */
function rowsFor(doc: Document, type: string): Element[] {
  return [...doc.querySelectorAll(`[${ROW_ATTRIBUTE}]`)].filter((row) => row.getAttribute(ROW_ATTRIBUTE) === type);
}

/**
 * Shows `message` for the job `type`; `details` (every problem, one a line) goes in the
 * status's tooltip when the sentence can only name the first.
 */
export function showJobState(doc: Document, type: string, state: JobState, message: string, details = ""): void {
  for (const row of rowsFor(doc, type)) {
    row.setAttribute("data-state", state);
    const status = row.querySelector(`[${STATUS_ATTRIBUTE}]`) ?? row;
    status.textContent = message;
    if (details === "") status.removeAttribute("title");
    else status.setAttribute("title", details);
  }
}

export function showRunState(doc: Document, state: RunState): void {
  doc.documentElement.setAttribute(RUN_STATE_ATTRIBUTE, state);
}

/** "18.4 KB". */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
