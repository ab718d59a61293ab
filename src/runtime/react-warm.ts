/**
 * Evaluates React's code before the first React island's own module, each library in a task
 * of its own: a single module graph (island + React + react-dom) would evaluate in one long
 * task. Importing the parts here makes esbuild put React and react-dom in chunks of their own
 * (their entry points differ), and every island mount after this finds them evaluated.
 */
import { nextTask } from "./conditions";

let warming: Promise<void> | null = null;

export function warmReact(): Promise<void> {
  warming ??= (async () => {
    await import("./react-parts/core");
    await nextTask();
    await import("./react-parts/dom");
    await nextTask();
  })();
  return warming;
}
