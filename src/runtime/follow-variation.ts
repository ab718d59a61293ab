/**
 * A component that shows an answer for the selected variation (Discount Rules' table, WPC's
 * delivery dates): each new selection is asked through a latest-wins loader (answers kept per
 * variation), no selection or unmounting puts back what the server printed. Subscribing shows
 * the current state and stopping restores the server's, both from inside the effect, so they
 * render with React's work (`inReactWork`), not through flushSync.
 *
 * A change of selection is followed once it has painted: the shopper's press paints the price,
 * badge and button first, and the request and busy state come after, in a task of their own
 * (their cost kept out of the press's; docs/decisions/0013-load-cost.md).
 */
import { useEffect, type DependencyList } from "react";
import { createLatestLoader, followLatest, type Outcome } from "../api/latest";
import { subscribeSelectedVariationKey } from "../stores/variation";
import { afterNextPaint } from "../dom/after-paint";
import { inReactWork } from "./render-now";

export interface FollowedVariation<V> {
  /** Asks the store about variation `key` (its id). */
  ask(key: string, signal: AbortSignal): Promise<Outcome<V>>;
  show(outcome: Outcome<V>): void;
  restore(): void;
  beforeAsking?(): void;
}

/** Calls `listener` with the current key now, and with the latest key once a change has painted. */
export function subscribeAfterChange(listener: (key: string | null) => void, signal: AbortSignal): () => void {
  let initial = true;
  let scheduled: (() => void) | null = null;
  let latest: string | null = null;
  const stop = subscribeSelectedVariationKey((key) => {
    latest = key;
    if (initial) {
      listener(key);
      return;
    }
    scheduled ??= afterNextPaint(() => {
      scheduled = null;
      if (!signal.aborted) listener(latest);
    });
  });
  initial = false;
  return () => {
    scheduled?.();
    stop();
  };
}

/** `setup` runs again, with a fresh loader, when `deps` change. */
export function useFollowedVariation<V>(setup: () => FollowedVariation<V>, deps: DependencyList): void {
  useEffect(() => {
    const following = new AbortController();
    const { ask, ...handlers } = setup();
    inReactWork(() => followLatest((listener) => subscribeAfterChange(listener, following.signal), createLatestLoader<V>(ask), handlers, following.signal));
    return () => inReactWork(() => following.abort());
    // `setup` is a new closure each render; `deps` name what it reads.
  }, deps);
}
