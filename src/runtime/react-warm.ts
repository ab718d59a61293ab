/**
 * Evaluates React's code before the first React island's own module, in a task of its own: a
 * single module graph (island + React + react-dom) would evaluate in one long task. Importing
 * react-dom's client here makes esbuild put React in a chunk of its own (its entry point
 * differs from the islands'), and every island mount after this finds it evaluated.
 *
 * An arm's small code that paints before React (a press while React loads) is asked for first
 * (`loadBeforeReact`): React's 60 KB would otherwise arrive and evaluate ahead of it.
 */
import { nextTask } from "./conditions";

const first: Promise<unknown>[] = [];
let warming: Promise<void> | null = null;

/** Loads `code` ahead of React (call it from an arm, at scan time). */
export function loadBeforeReact<T>(code: Promise<T>): Promise<T> {
  first.push(code.catch(() => undefined));
  return code;
}

export function warmReact(): Promise<void> {
  warming ??= (async () => {
    await Promise.all(first);
    await import("./react-dom-part");
    await nextTask();
  })();
  return warming;
}
