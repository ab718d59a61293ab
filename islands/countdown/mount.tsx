/** The lazily loaded part: the timer's tree in place of CommerceKit's markup, and its clock. */
import { atom, type ReadableAtom } from "nanostores";
import type { NoProps } from "../../src/contract/validate";
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { createCountdown, type CountdownDeps } from "./controller";
import { Countdown } from "./Countdown";
import { readServerTimer, type ServerTimer } from "./server";
import { PRODUCT_LOCATION } from "./settings";
import { startCountdown } from "./start";

const NEVER_HIDDEN: ReadableAtom<boolean> = atom(false);

/** Only a product page's timer follows the chosen option (selection.ts loads with it). */
function hiddenStoreFor(server: ServerTimer): Promise<ReadableAtom<boolean>> {
  if (server.settings.location !== PRODUCT_LOCATION) return Promise.resolve(NEVER_HIDDEN);
  return import("./selection").then((module) => module.$hiddenBySelection);
}

/** Mounts one timer (the island's, or a test's clock, tab and cookies). */
export async function mountCountdown(element: HTMLElement, context: IslandContext, deps: CountdownDeps = {}): Promise<void> {
  const server = readServerTimer(element);
  if (!server) throw new Error("no CommerceKit timer with a whole-number data-timer in the island");
  const countdown = createCountdown(server.settings, deps);
  context.signal?.addEventListener("abort", () => countdown.dispose(), { once: true });
  startCountdown(countdown, server.settings, context, deps.cookies);
  try {
    const hidden = await hiddenStoreFor(server);
    await mountReactInPlace(element, <Countdown server={server} countdown={countdown} hidden={hidden} />, [server.element], context.signal);
  } catch (error) {
    // The server's markup stays; no clock goes on writing its cookie behind it.
    countdown.dispose();
    throw error;
  }
}

export const countdown: IslandModule<NoProps> = {
  mount: (element, _props, context) => mountCountdown(element, context),
};
