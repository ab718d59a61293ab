/**
 * The lazily loaded part: the timer's tree in place of CommerceKit's markup, over the clock its
 * arm started (early.ts, imported here only by name: it is loaded already, or it starts the
 * clock now, with a test's clock, tab and cookies). Once the tree shows, the server's markup is
 * no longer painted; if the tree cannot mount, the painted markup goes on counting.
 */
import type { NoProps } from "../../src/contract/validate";
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import type { CountdownDeps } from "./controller";
import { Countdown } from "./Countdown";
import { serverTree } from "./server-tree";

export async function mountCountdown(element: HTMLElement, context: IslandContext, deps: CountdownDeps = {}): Promise<void> {
  const timer = (await import("./early")).startEarlyTimer(element, context, deps);
  if (!timer) throw new Error("no CommerceKit timer with a whole-number data-timer in the island");
  await mountReactInPlace(element, <Countdown timer={timer} tree={serverTree(timer.server)} />, [timer.server.element], context.signal);
  timer.stopPainting();
}

export const countdown: IslandModule<NoProps> = {
  mount: (element, _props, context) => mountCountdown(element, context),
};
