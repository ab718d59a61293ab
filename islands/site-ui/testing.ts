/** Test helpers for the site-ui island: a window of a given width, the island mounted on a captured page. */
import { vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { appendIsland } from "../../src/testing/islands";
import { siteUiIsland } from "./index";

interface FakeQuery {
  query: string;
  matches: boolean;
  listeners: Set<(event: { matches: boolean }) => void>;
}

/** `matchMedia` for min-width queries and reduced motion; `resize` fires their change events. */
export function fakeWindow(initialWidth: number, options: { reducedMotion?: boolean } = {}): { resize(width: number): void } {
  const queries: FakeQuery[] = [];
  let width = initialWidth;
  const evaluate = (query: string): boolean => {
    if (query.includes("prefers-reduced-motion")) return options.reducedMotion === true;
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return min === undefined ? false : width >= Number(min);
  };
  vi.stubGlobal("matchMedia", (query: string) => {
    const entry: FakeQuery = { query, matches: evaluate(query), listeners: new Set() };
    queries.push(entry);
    return {
      get matches() {
        return entry.matches;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void, init?: { signal?: AbortSignal }) => {
        entry.listeners.add(listener);
        init?.signal?.addEventListener("abort", () => entry.listeners.delete(listener));
      },
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
    };
  });
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  return {
    resize(next) {
      width = next;
      Object.defineProperty(window, "innerWidth", { configurable: true, value: next });
      for (const entry of queries) {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener({ matches });
      }
    },
  };
}

export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

export function must<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** A click as the browser sends it (cancellable, bubbling); returns the event. */
export function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

/** A tap: a touch pointerdown, then the click. */
export function tap(element: Element): MouseEvent {
  element.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
  return click(element);
}

export function key(target: Element, keyName: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: keyName, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

export interface Mounted {
  runtime: Runtime;
  island: HTMLElement;
}

/** A captured page with the theme's body classes (and `extra` markup), the site-ui island before `</body>`, scanned (not yet loaded). */
export function siteUiPage(page: string, props: Record<string, unknown> = {}, bodyClasses = "sticky-m sticky-d", extra = ""): Mounted {
  loadCapturedBody(page);
  document.body.className = bodyClasses;
  document.body.insertAdjacentHTML("beforeend", extra);
  const island = appendIsland("site-ui", { when: "interaction", props });
  const config = testConfig();
  const runtime = createRuntime([siteUiIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  return { runtime, island };
}

/** Until the island has mounted (its code loads on the first intent). */
export async function mounted(island: HTMLElement): Promise<void> {
  await vi.waitFor(() => {
    if (island.getAttribute("data-island-state") !== "mounted") throw new Error(`state ${island.getAttribute("data-island-state")}`);
  });
}

/** Loads the island's code with an intent (a focus on the menu toggle) and waits for it. */
export async function loadByIntent(island: HTMLElement, selector = ".menu-toggle"): Promise<void> {
  must(selector).dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await mounted(island);
}
