/**
 * Makes React ready before the first React island's own module runs, once per page: the page's
 * (WordPress's) or a copy of it (react-load.ts, docs/decisions/0035-one-react.md), then gives
 * the task back, so the island's module is evaluated in a task of its own (0013). The copy's two
 * files are classic scripts: each is evaluated in a task of its own as well.
 *
 * An arm's small code that paints before React (a press while React loads) is asked for first
 * (`loadBeforeReact`): React's 46 KB would otherwise arrive and evaluate ahead of it.
 */
import type { ReactSources } from "../config";
import { nextTask } from "./conditions";

const first: Promise<unknown>[] = [];
let warming: Promise<void> | null = null;

/** Loads `code` ahead of React (call it from an arm, at scan time). */
export function loadBeforeReact<T>(code: Promise<T>): Promise<T> {
  first.push(code.catch(() => undefined));
  return code;
}

/**
 * `sources`: the page config's (`config.react`), for a page without React 18+. A failure
 * rejects every React island of the page (their server markup stays); it is not tried again.
 */
export function warmReact(sources: ReactSources | null): Promise<void> {
  warming ??= (async () => {
    await Promise.all(first);
    // A chunk of its own: pages that mount no React island never load the loader.
    const { startReact } = await import("./react-load");
    await startReact(sources);
    await nextTask();
  })();
  return warming;
}
