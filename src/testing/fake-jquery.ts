/**
 * A minimal stand-in for jQuery's body events (on/off/trigger/triggerHandler with extra
 * arguments), enough to check that we fire WooCommerce's events with its arguments and
 * honour the ones others fire.
 */
type Handler = (event: { type: string }, ...args: unknown[]) => unknown;

export interface FiredEvent {
  name: string;
  args: unknown[];
  /** The element (or other object) the event was triggered on. */
  target: unknown;
}

export interface FakeJQuery {
  fired: FiredEvent[];
  /** Triggers on `target` (default: document.body), bubbling to its ancestors like jQuery. */
  trigger(name: string, args?: unknown[], target?: unknown): void;
  /** Listens on `target` (default: document.body). */
  on(name: string, handler: Handler, target?: unknown): void;
  uninstall(): void;
}

/**
 * The target and, for a DOM node, its ancestors among `listened` (the nodes with handlers),
 * innermost first: jQuery's bubbling path, as far as any handler can tell. Ancestry is asked with
 * `contains`, not by walking `parentNode`: happy-dom serves a form as a Proxy, and once the form
 * is moved (the island wraps it) its children's `parentNode` is the unproxied form, which is not
 * the element handlers were registered on.
 */
function bubblingPath(target: unknown, listened: Iterable<unknown>): unknown[] {
  if (!(target instanceof Node)) return [target];
  const ancestors = Array.from(listened).filter(
    (node): node is Node => node instanceof Node && node !== target && node.contains(target),
  );
  ancestors.sort((a, b) => (a.contains(b) ? 1 : b.contains(a) ? -1 : 0));
  return [target, ...ancestors];
}

export function installFakeJQuery(): FakeJQuery {
  const handlers = new Map<unknown, Map<string, Set<Handler>>>();
  const fired: FiredEvent[] = [];
  const handlersOf = (target: unknown, name: string): Set<Handler> => {
    const byName = handlers.get(target) ?? new Map<string, Set<Handler>>();
    handlers.set(target, byName);
    const set = byName.get(name) ?? new Set<Handler>();
    byName.set(name, set);
    return set;
  };
  const run = (path: unknown[], name: string, args: unknown[]): unknown => {
    let result: unknown;
    for (const node of path) {
      for (const handler of [...handlersOf(node, name)]) {
        const value = handler({ type: name }, ...args);
        if (value !== undefined) result = value;
      }
    }
    return result;
  };
  const collection = (target: unknown) => ({
    0: target,
    length: 1,
    trigger(name: string, args: unknown[] = []) {
      fired.push({ name, args, target });
      run(bubblingPath(target, handlers.keys()), name, args);
      return this;
    },
    triggerHandler(name: string, args: unknown[] = []) {
      return run([target], name, args);
    },
    on(name: string, handler: Handler) {
      handlersOf(target, name).add(handler);
      return this;
    },
    off(name: string, handler: Handler) {
      handlersOf(target, name).delete(handler);
      return this;
    },
  });
  const jQuery = (target: unknown) => collection(target);
  (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
  return {
    fired,
    trigger: (name, args = [], target = document.body) => void collection(target).trigger(name, args),
    on: (name, handler, target = document.body) => void collection(target).on(name, handler),
    uninstall: () => {
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    },
  };
}
