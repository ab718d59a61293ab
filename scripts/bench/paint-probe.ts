/**
 * "Painted" for the interaction probes: the first frame whose animation-frame step sees the
 * awaited state, then a task (the frame's style, layout and paint have run).
 *
 * The frame loop starts at the press, so its callback is the first of every frame's
 * animation-frame callbacks and the task it queues is the first queued in that frame. A probe that
 * asked for its frame only once it saw the state (a mutation observer, then
 * requestAnimationFrame) came after the callbacks the page had asked for in its handlers, so its
 * task waited behind the work the page deliberately defers to after that paint (bulk table,
 * delivery dates, the old slider's teardown), and that work was counted as latency.
 */
import type { Page } from "playwright";

export const WHEN_PAINTED = "__isletWhenPainted";

/**
 * Watches the next click on the document until the first frame that shows the awaited state:
 * `pressed` gets the click's `timeStamp` (capture phase, before the page's handlers), `ready` is
 * checked at the start of each frame after it, `painted` gets the time the frame is done.
 * Positional callbacks: tsx names the arrow functions of an object literal, which the page could
 * not run.
 */
export type WhenPainted = (pressed: (timeStamp: number) => void, ready: () => boolean, painted: (paintedAt: number) => void) => void;

/**
 * Runs in the page: defines `window[name]` as a WhenPainted. No named inner functions (tsx's
 * keepNames would wrap them in a `__name()` helper the page does not have): the loop keeps its
 * callback on an object.
 */
export function defineWhenPainted(name: string): void {
  const whenPainted: { define?: WhenPainted } = {};
  whenPainted.define = (pressed, ready, painted) => {
    const loop: { frame?: () => void; pressed: boolean } = { pressed: false };
    loop.frame = () => {
      if (ready()) setTimeout(() => painted(performance.now()), 0);
      else if (loop.frame) requestAnimationFrame(loop.frame);
    };
    document.addEventListener(
      "click",
      (event) => {
        if (loop.pressed || !loop.frame) return;
        loop.pressed = true;
        pressed(event.timeStamp);
        requestAnimationFrame(loop.frame);
      },
      true,
    );
  };
  Reflect.set(window, name, whenPainted.define);
}

/** For probes armed with page.evaluate, in the page as it is. */
export function installWhenPainted(page: Page): Promise<void> {
  return page.evaluate(defineWhenPainted, WHEN_PAINTED);
}

/** For probes armed as init scripts: defined in every document before the page's scripts. */
export async function installWhenPaintedOnLoad(page: Page): Promise<void> {
  await page.addInitScript(defineWhenPainted, WHEN_PAINTED);
}
