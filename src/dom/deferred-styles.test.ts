import { afterEach, describe, expect, it, vi } from "vitest";
import { afterDeferredStyles, DEFERRED_STYLES_EVENT, DEFERRED_STYLES_WAIT_MS, deferredStylesPending } from "./deferred-styles";

/** The loader's script element as the plugin prints it (wp-plugin/includes/first-paint-css.php). */
function printLoader(done = false): HTMLScriptElement {
  const loader = Object.assign(document.createElement("script"), { id: "islet-deferred-styles", type: "text/plain" });
  if (done) loader.setAttribute("data-done", "");
  document.body.append(loader);
  return loader;
}

const announce = (): void => {
  document.getElementById("islet-deferred-styles")?.setAttribute("data-done", "");
  document.dispatchEvent(new Event(DEFERRED_STYLES_EVENT));
};

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("afterDeferredStyles", () => {
  it("runs at once on a page without held-back stylesheets, or whose loader is done", () => {
    const work = vi.fn();
    afterDeferredStyles(work);
    expect(work).toHaveBeenCalledTimes(1);
    printLoader(true);
    expect(deferredStylesPending()).toBe(false);
    afterDeferredStyles(work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("waits for the loader's word while its stylesheets load, and runs once", () => {
    printLoader();
    expect(deferredStylesPending()).toBe(true);
    const work = vi.fn();
    afterDeferredStyles(work);
    expect(work).not.toHaveBeenCalled();
    announce();
    document.dispatchEvent(new Event(DEFERRED_STYLES_EVENT));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${DEFERRED_STYLES_WAIT_MS} ms when a stylesheet never answers, and not again when the word comes`, () => {
    vi.useFakeTimers();
    printLoader();
    const work = vi.fn();
    afterDeferredStyles(work);
    vi.advanceTimersByTime(DEFERRED_STYLES_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    announce();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("never runs once its signal has aborted, before or while it waits", () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterDeferredStyles(work, AbortSignal.abort());
    printLoader();
    const waiting = new AbortController();
    afterDeferredStyles(work, waiting.signal);
    waiting.abort();
    announce();
    vi.advanceTimersByTime(DEFERRED_STYLES_WAIT_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
