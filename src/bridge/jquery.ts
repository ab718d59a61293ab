/**
 * jQuery interop: third-party plugins listen to WooCommerce's body events (added_to_cart,
 * wc_fragments_refreshed, …). Where jQuery is on the page we fire them with WooCommerce's own
 * arguments, and we listen to the ones others fire. Without jQuery all of this is a no-op.
 */

interface JQueryEventLike {
  type: string;
}
export interface JQueryCollectionLike {
  trigger(event: string, args?: unknown[]): unknown;
  triggerHandler(event: string, args?: unknown[]): unknown;
  on(event: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
  off(event: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
}
export type JQueryLike = (target: unknown) => JQueryCollectionLike;

export function getJQuery(): JQueryLike | null {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === "function" ? (candidate as JQueryLike) : null;
}

/** Events we are firing right now: our own listeners must not react to them. */
const firing = new Set<string>();

/** Wraps a DOM element the way WooCommerce passes `$button` to handlers. */
export function wrapElement(element: Element): unknown {
  const $ = getJQuery();
  return $ ? $(element) : element;
}

/** Triggers a jQuery event on `target` with WooCommerce's arguments (no-op without jQuery). */
export function fireEvent(target: Element, name: string, args: unknown[] = []): void {
  const $ = getJQuery();
  if (!$) return;
  firing.add(name);
  try {
    $(target).trigger(name, args);
  } catch (error) {
    // A third-party handler that throws must not break the cart or the form.
    console.error(`[islet] a handler of ${name} threw`, error);
  } finally {
    firing.delete(name);
  }
}

export function fireBodyEvent(name: string, args: unknown[] = []): void {
  fireEvent(document.body, name, args);
}

/**
 * Asks listeners whether to go on (WooCommerce's `should_send_ajax_request.adding_to_cart`):
 * only an explicit `false` cancels.
 */
export function askBodyHandlers(name: string, args: unknown[]): boolean {
  const $ = getJQuery();
  if (!$) return true;
  try {
    return $(document.body).triggerHandler(name, args) !== false;
  } catch (error) {
    console.error(`[islet] a handler of ${name} threw`, error);
    return true;
  }
}

/** Listens to a jQuery event on `target` fired by someone else. Returns an unsubscribe function. */
export function onForeignEvent(target: Element, name: string, handler: (...args: unknown[]) => void): () => void {
  const $ = getJQuery();
  if (!$) return () => undefined;
  const listener = (_event: JQueryEventLike, ...args: unknown[]): void => {
    if (firing.has(name)) return;
    handler(...args);
  };
  $(target).on(name, listener);
  return () => {
    $(target).off(name, listener);
  };
}

/** Listens to a body event fired by someone else. Returns an unsubscribe function. */
export function onForeignBodyEvent(name: string, handler: (...args: unknown[]) => void): () => void {
  return onForeignEvent(document.body, name, handler);
}

/** Unwraps `$button` (a jQuery collection or an element) to a DOM element, if any. */
export function unwrapElement(value: unknown): Element | null {
  if (value instanceof Element) return value;
  const first = (value as { 0?: unknown } | null)?.[0];
  return first instanceof Element ? first : null;
}
