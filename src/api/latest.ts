/**
 * "Ask each at most once per choice, and only for the latest choice" (issue 5): answers are
 * cached by key (a failure too, so a broken endpoint costs one request per choice, not one per
 * click), and asking for a new key aborts the request still on its way for the old one. An
 * aborted request was never answered, so it is not cached.
 */

export type Outcome<V> = { ok: true; value: V } | { ok: false; reason: string };

export interface LatestLoader<V> {
  /** The settled outcome for `key`, if it was asked before. */
  cached(key: string): Outcome<V> | undefined;
  /**
   * Asks for `key` unless cached. Resolves with its outcome, or null when another key was asked
   * (or `cancel` was called) before the answer came: the caller must not paint it.
   */
  load(key: string): Promise<Outcome<V> | null>;
  /** Aborts the request on its way, if any. */
  cancel(): void;
}

export function createLatestLoader<V>(
  request: (key: string, signal: AbortSignal) => Promise<Outcome<V>>,
): LatestLoader<V> {
  const answers = new Map<string, Outcome<V>>();
  let current: { key: string; controller: AbortController; answer: Promise<Outcome<V> | null> } | null = null;
  const cancel = (): void => {
    current?.controller.abort();
    current = null;
  };
  return {
    cached: (key) => answers.get(key),
    load(key) {
      const known = answers.get(key);
      if (known) {
        cancel();
        return Promise.resolve(known);
      }
      // The same choice asked again while its answer is on its way: one request.
      if (current?.key === key) return current.answer;
      cancel();
      const controller = new AbortController();
      const answer = request(key, controller.signal)
        .catch((error: unknown): Outcome<V> => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }))
        .then((outcome) => {
          if (controller.signal.aborted) return null;
          answers.set(key, outcome);
          if (current?.controller === controller) current = null;
          return outcome;
        });
      current = { key, controller, answer };
      return answer;
    },
    cancel,
  };
}

/**
 * Shows `key`'s outcome: at once when it was asked before, else once its answer comes (unless a
 * newer key was asked or the island was torn down meanwhile). `beforeAsking` runs only when a
 * request goes out (a busy state, say).
 */
export function showLatest<V>(
  loader: LatestLoader<V>,
  key: string,
  show: (outcome: Outcome<V>) => void,
  options: { signal?: AbortSignal; beforeAsking?: () => void } = {},
): void {
  const known = loader.cached(key);
  if (known) {
    loader.cancel();
    show(known);
    return;
  }
  options.beforeAsking?.();
  void loader.load(key).then((outcome) => {
    if (outcome && !options.signal?.aborted) show(outcome);
  });
}

/**
 * Follows a changing key (the selected variation, say) through `loader`: a new key is shown
 * with showLatest; no key, or teardown through `signal`, cancels what is on its way and puts
 * back what the server printed. `subscribe` calls its listener at once and on every change, and
 * returns the unsubscribe function (a nanostores `subscribe`).
 */
export function followLatest<V>(
  subscribe: (listener: (key: string | null) => void) => () => void,
  loader: LatestLoader<V>,
  handlers: { show: (outcome: Outcome<V>) => void; restore: () => void; beforeAsking?: () => void },
  signal?: AbortSignal,
): void {
  const stop = subscribe((key) => {
    if (key === null) {
      loader.cancel();
      handlers.restore();
      return;
    }
    showLatest(loader, key, handlers.show, { signal, beforeAsking: handlers.beforeAsking });
  });
  signal?.addEventListener(
    "abort",
    () => {
      stop();
      loader.cancel();
      handlers.restore();
    },
    { once: true },
  );
}
