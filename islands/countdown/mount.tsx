/** The lazily loaded part: the timer's tree in place of CommerceKit's markup, and its clock. */
import type { NoProps } from "../../src/contract/validate";
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { createCountdown, type CountdownDeps } from "./controller";
import { Countdown } from "./Countdown";
import { readServerTimer } from "./server";
import { startCountdown } from "./start";

/** Mounts one timer (the island's, or a test's clock, tab and cookies). */
export async function mountCountdown(element: HTMLElement, context: IslandContext, deps: CountdownDeps = {}): Promise<void> {
  const server = readServerTimer(element);
  if (!server) throw new Error("no CommerceKit timer with a whole-number data-timer in the island");
  const countdown = createCountdown(server.settings, deps);
  context.signal?.addEventListener("abort", () => countdown.dispose(), { once: true });
  startCountdown(countdown, server.settings, context, deps.cookies);
  try {
    await mountReactInPlace(element, <Countdown server={server} countdown={countdown} />, [server.element], context.signal);
  } catch (error) {
    // The server's markup stays; no clock goes on writing its cookie behind it.
    countdown.dispose();
    throw error;
  }
}

export const countdown: IslandModule<NoProps> = {
  mount: (element, _props, context) => mountCountdown(element, context),
};
