/**
 * A minimal stand-in for jQuery's body events (on/off/trigger/triggerHandler with extra
 * arguments), enough to check that we fire WooCommerce's events with its arguments and
 * honour the ones others fire.
 */
type Handler = (event: { type: string }, ...args: unknown[]) => unknown;

export interface FiredEvent {
  name: string;
  args: unknown[];
}

export interface FakeJQuery {
  fired: FiredEvent[];
  trigger(name: string, args?: unknown[]): void;
  on(name: string, handler: Handler): void;
  uninstall(): void;
}

export function installFakeJQuery(): FakeJQuery {
  const handlers = new Map<string, Set<Handler>>();
  const fired: FiredEvent[] = [];
  const run = (name: string, args: unknown[]): unknown => {
    let result: unknown;
    for (const handler of handlers.get(name) ?? []) {
      const value = handler({ type: name }, ...args);
      if (value !== undefined) result = value;
    }
    return result;
  };
  const collection = (target: unknown) => ({
    0: target,
    length: 1,
    trigger(name: string, args: unknown[] = []) {
      fired.push({ name, args });
      run(name, args);
      return this;
    },
    triggerHandler(name: string, args: unknown[] = []) {
      return run(name, args);
    },
    on(name: string, handler: Handler) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(handler);
      return this;
    },
    off(name: string, handler: Handler) {
      handlers.get(name)?.delete(handler);
      return this;
    },
  });
  const jQuery = (target: unknown) => collection(target);
  (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
  return {
    fired,
    trigger: (name, args = []) => void collection(document.body).trigger(name, args),
    on: (name, handler) => void collection(document.body).on(name, handler),
    uninstall: () => {
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    },
  };
}
