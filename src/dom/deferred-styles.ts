/**
 * The stylesheets the plugin holds back from the first paint load after the page has
 * (wp-plugin/includes/first-paint-css.php, docs/decisions/0039-first-paint.md). Each one that
 * arrives makes the browser restyle and lay out the whole page; work that reads layout before the
 * last has arrived pays that in its own task (a card's layout on the Hoodie: 50 ms at 4x CPU, all
 * of it the page's style and layout). Such work waits for the loader's word instead, which theme
 * scripts may hear too (docs/theme-developers.md#events).
 */

/** The loader's script element; `data-done` once every held-back link has loaded or failed. */
const LOADER_ID = "islet-deferred-styles";
const DONE_ATTRIBUTE = "data-done";
/** What the loader dispatches on the document when it marks itself done. */
export const DEFERRED_STYLES_EVENT = "islet:deferred-styles";
/** A stylesheet that neither loads nor fails (a stalled request) holds nobody longer than this. */
export const DEFERRED_STYLES_WAIT_MS = 3000;

/** True while the page still has held-back stylesheets to load. */
export function deferredStylesPending(): boolean {
  const loader = document.getElementById(LOADER_ID);
  return loader !== null && !loader.hasAttribute(DONE_ATTRIBUTE);
}

/**
 * Runs `work` once the held-back stylesheets are in (at once on a page without any), or after
 * DEFERRED_STYLES_WAIT_MS, whichever comes first; never after `signal` aborts.
 */
export function afterDeferredStyles(work: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  if (!deferredStylesPending()) {
    work();
    return;
  }
  const stop = new AbortController();
  const run = (): void => {
    stop.abort();
    work();
  };
  const timer = setTimeout(run, DEFERRED_STYLES_WAIT_MS);
  stop.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  document.addEventListener(DEFERRED_STYLES_EVENT, run, { once: true, signal: stop.signal });
  signal?.addEventListener("abort", () => stop.abort(), { once: true, signal: stop.signal });
}
