/**
 * Renders a change made outside React (a native or jQuery event, a store listener) at once, as
 * the server markup it replaces changed at once: scripts that change the page and read it right
 * after, and tests, see the new state. Only modules loaded with React import this.
 */
import { flushSync } from "react-dom";

export function renderNow(change: () => void): void {
  try {
    flushSync(change);
  } catch {
    // Inside React's own work flushSync cannot flush; React renders it with that work.
    change();
  }
}
