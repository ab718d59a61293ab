/**
 * Renders a change made outside React (a native or jQuery event, a store listener) at once, as
 * the server markup it replaces changed at once: scripts that change the page and read it right
 * after, and tests, see the new state. Only modules loaded with React import this.
 *
 * A component's effect that fires the page's events (WooCommerce's `found_variation`, a
 * `change`) runs inside React's commit, where flushSync cannot flush and says so on the
 * console: such effects wrap their calls in `inReactWork`, and changes made by the listeners
 * are rendered with the commit instead, before the browser paints.
 */
import { flushSync } from "react-dom";

let reactWorkDepth = 0;

/** Runs `work` from a component's effect, telling `renderNow` that React is already rendering. */
export function inReactWork(work: () => void): void {
  reactWorkDepth += 1;
  try {
    work();
  } finally {
    reactWorkDepth -= 1;
  }
}

export function renderNow(change: () => void): void {
  if (reactWorkDepth > 0) {
    change();
    return;
  }
  flushSync(change);
}
