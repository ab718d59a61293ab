/**
 * The builder on an admin page: a press of the settings page's build button starts a run, and
 * with `auto` a run also starts by itself once the page has loaded and the browser is idle, so
 * the shop manager's work in wp-admin comes first.
 */
import { readFirstPaintConfig } from "./config";
import { REQUEST_TIMEOUT_MS } from "./fetch-text";
import type { ReadPage } from "./pages";
import { withRenderedPages } from "./rendered";
import { runFirstPaint } from "./run";

export const BUILD_BUTTON_SELECTOR = "[data-islet-first-paint-build]";

/** How long an idle moment may be waited for before the run starts anyway. */
const IDLE_TIMEOUT_MS = 5_000;

export interface BuilderOptions {
  timeoutMs?: number;
  /** How a group's pages are rendered (rendered.ts by default; tests pass them through). */
  render?: (pages: readonly ReadPage[]) => Promise<ReadPage[]>;
}

/** Runs `task` once the page has loaded and then the browser is idle (a short timer where it has no idle callback). */
function afterLoadWhenIdle(win: Window, task: () => void): void {
  const whenIdle = (): void => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, 1);
  };
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}

function setButtonsBusy(doc: Document, busy: boolean): void {
  for (const button of doc.querySelectorAll(BUILD_BUTTON_SELECTOR)) {
    if (button instanceof HTMLButtonElement) button.disabled = busy;
    button.setAttribute("aria-busy", String(busy));
  }
}

export interface InstalledBuilder {
  /** Starts a run (a run already going is returned, not started twice). */
  start(): Promise<void>;
  /** Takes the builder off the page (a page's tests install one per test). */
  uninstall(): void;
}

/** Wires the builder into `win`'s page. */
export function installFirstPaintBuilder(win: Window, options: BuilderOptions = {}): InstalledBuilder {
  const doc = win.document;
  let running: Promise<void> | null = null;
  let installed = true;
  const start = (): Promise<void> => {
    if (running) return running;
    const config = installed ? readFirstPaintConfig(doc) : null;
    if (config === null) return Promise.resolve();
    setButtonsBusy(doc, true);
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const render = options.render ?? ((pages: readonly ReadPage[]) => withRenderedPages(doc, pages, timeoutMs));
    running = runFirstPaint(config, { doc, origin: win.location.origin, timeoutMs, render })
      .then(() => undefined)
      .finally(() => {
        running = null;
        setButtonsBusy(doc, false);
      });
    return running;
  };
  const onClick = (event: Event): void => {
    const button = event.target instanceof Element ? event.target.closest(BUILD_BUTTON_SELECTOR) : null;
    if (button === null) return;
    // The button may sit in the settings form: the press builds, it does not save the form.
    event.preventDefault();
    void start();
  };
  doc.addEventListener("click", onClick);
  if (readFirstPaintConfig(doc)?.auto === true) afterLoadWhenIdle(win, () => void start());
  return {
    start,
    uninstall() {
      installed = false;
      doc.removeEventListener("click", onClick);
    },
  };
}
