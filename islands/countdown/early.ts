/**
 * A timer counts from the page's load, painted on CommerceKit's own markup (paint.ts), and its
 * tree mounts at the shopper's first interaction over the same clock
 * (docs/decisions/0045-timer-before-react.md): the countdown brings no React to a page. The
 * island's arm starts it at scan; the mount asks for it here (the same timer, or started then if
 * the arm's import has not arrived), so the tree's file and this one share no code: a page loads
 * one file for its timer before the shopper's first interaction (docs/decisions/0037-few-files.md).
 */
import { atom, type ReadableAtom } from "nanostores";
import type { IslandContext } from "../../src/runtime/types";
import { createCountdown, type Countdown, type CountdownDeps } from "./controller";
import { paintTimer } from "./paint";
import { readServerTimer, type ServerNode, type ServerTimer } from "./server";
import { PRODUCT_LOCATION } from "./settings";
import { startCountdown } from "./start";
import { nodeLook, type NodeLook, type TimerView } from "./view";

/** A timer counting, with what its tree needs (Countdown.tsx imports this type only: its file shares no code with this one). */
export interface StartedTimer {
  server: ServerTimer;
  countdown: Countdown;
  /** True while the timer hides for the chosen option (product timers: selection.ts). */
  hidden: ReadableAtom<boolean>;
  /** What a marked node shows in a view (view.ts's nodeLook): the one rule the painter and the tree follow. */
  look(node: ServerNode, view: TimerView): NodeLook;
  /** Ends the painting of the server's markup (the tree has taken its place). */
  stopPainting(): void;
}

const started = new WeakMap<HTMLElement, StartedTimer>();

/** Only a product page's timer follows the chosen option (selection.ts, carried by the product pages' registry part). */
function hiddenStoreFor(server: ServerTimer, signal?: AbortSignal): ReadableAtom<boolean> {
  const hidden = atom(false);
  if (server.settings.location !== PRODUCT_LOCATION) return hidden;
  void import("./selection").then(({ $hiddenBySelection }) => {
    if (signal?.aborted) return;
    const stop = $hiddenBySelection.subscribe((value) => hidden.set(value));
    signal?.addEventListener("abort", stop, { once: true });
  });
  return hidden;
}

/** The island's timer, started once (later calls get the same); null when the island holds none. */
export function startEarlyTimer(element: HTMLElement, context: IslandContext, deps: CountdownDeps = {}): StartedTimer | null {
  const running = started.get(element);
  if (running) return running;
  const server = readServerTimer(element);
  if (!server) return null;
  const countdown = createCountdown(server.settings, deps);
  startCountdown(countdown, server.settings, context, deps.cookies);
  const hidden = hiddenStoreFor(server, context.signal);
  const timer: StartedTimer = {
    server,
    countdown,
    hidden,
    look: nodeLook,
    stopPainting: paintTimer(server, countdown.$state, hidden),
  };
  started.set(element, timer);
  context.signal?.addEventListener(
    "abort",
    () => {
      timer.stopPainting();
      countdown.dispose();
      started.delete(element);
    },
    { once: true },
  );
  return timer;
}
