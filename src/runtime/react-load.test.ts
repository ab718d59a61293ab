import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactSources } from "../config";
import { LOADED_ATTRIBUTE, loadReact } from "./react-load";

interface ReactWindow {
  React?: unknown;
  ReactDOM?: unknown;
}
const page = window as unknown as ReactWindow;
const SOURCES: ReactSources = { version: "18.3.1", react: "/islet/react.min.js", reactDom: "/islet/react-dom.min.js" };
const react = (version: string) => ({ version, createElement: () => null });
const reactDom = (version: string) => ({ version, createRoot: () => null });
/** What React 18.3.1's UMD react-dom (WordPress's `react-dom` script) says its version is. */
const UMD_DOM = "18.3.1-next-f1338f8080-20240426";

/** Vitest's page React (src/testing/page-react.ts), put back after each test. */
const setup = { React: page.React, ReactDOM: page.ReactDOM };
let added: HTMLScriptElement[] = [];

beforeEach(() => {
  delete page.React;
  delete page.ReactDOM;
  added = [];
  // The scripts the runtime adds are kept here, not run: each test plays the browser.
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
});

afterEach(() => {
  Object.assign(page, setup);
  document.body.innerHTML = "";
});

/** The added scripts run: each sets its global (react first, as `async = false` orders them), then fires `load`. */
function run(globals: ReactWindow): void {
  Object.assign(page, globals);
  for (const script of added) script.dispatchEvent(new Event("load"));
}

/** WordPress's script tags as it prints them (`{handle}-js`), not fetched here. */
function printWordPressScripts(): HTMLScriptElement[] {
  return ["react-js", "react-dom-js"].map((id) => {
    const script = document.createElement("script");
    script.id = id;
    document.body.append(script);
    return script;
  });
}

describe("loadReact", () => {
  it("takes WordPress's React 18 already on the page and loads nothing", async () => {
    Object.assign(page, { React: react("18.3.1"), ReactDOM: reactDom(UMD_DOM) });
    const found = await loadReact(SOURCES);
    expect(found.React).toBe(page.React);
    expect(found.ReactDOM).toBe(page.ReactDOM);
    expect(added).toEqual([]);
  });

  it("waits for WordPress's react scripts printed but not run yet, then takes them", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const printed = printWordPressScripts();
    let found: unknown = null;
    const loading = loadReact(SOURCES).then((globals) => (found = globals));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(found).toBeNull();
    Object.assign(page, { React: react("18.3.1"), ReactDOM: reactDom("18.3.1") });
    for (const script of printed) script.dispatchEvent(new Event("load"));
    await loading;
    expect(found).toEqual({ React: page.React, ReactDOM: page.ReactDOM });
    expect(added).toEqual([]);
  });

  it("stops waiting at the window's load when WordPress's scripts gave nothing, and loads the config's copy", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    printWordPressScripts();
    const loading = loadReact(SOURCES);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(added).toHaveLength(2));
    run({ React: react("18.3.1"), ReactDOM: reactDom("18.3.1") });
    await expect(loading).resolves.toEqual({ React: page.React, ReactDOM: page.ReactDOM });
  });

  it("adds the config's two files, downloaded together and run in order, once nothing is on the page", async () => {
    const loading = loadReact(SOURCES);
    await vi.waitFor(() => expect(added).toHaveLength(2));
    expect(added.map((script) => [script.getAttribute("src"), script.async, script.hasAttribute(LOADED_ATTRIBUTE)])).toEqual([
      [SOURCES.react, false, true],
      [SOURCES.reactDom, false, true],
    ]);
    run({ React: react("18.3.1"), ReactDOM: reactDom("18.3.1") });
    const found = await loading;
    expect(found.React).toBe(page.React);
  });

  it("adds only react-dom when the page has this very React without it", async () => {
    const own = react("18.3.1");
    page.React = own;
    // WordPress 6.8 registers React 18.3.1 as 18.3.1.1.
    const loading = loadReact({ ...SOURCES, version: "18.3.1.1" });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.getAttribute("src")).toBe(SOURCES.reactDom);
    run({ ReactDOM: reactDom("18.3.1") });
    expect((await loading).React).toBe(own);
  });

  it("loads its own beside an older React (WordPress 6.1's 17), whose globals go back to the page's scripts", async () => {
    const old = { React: react("17.0.2"), ReactDOM: reactDom("17.0.2") };
    Object.assign(page, old);
    const loading = loadReact(SOURCES);
    await vi.waitFor(() => expect(added).toHaveLength(2));
    const ours = { React: react("18.3.1"), ReactDOM: reactDom("18.3.1") };
    run(ours);
    expect(await loading).toEqual(ours);
    expect(page.React).toBe(old.React);
    expect(page.ReactDOM).toBe(old.ReactDOM);
  });

  it("takes no React and react-dom of different releases", async () => {
    Object.assign(page, { React: react("18.3.1"), ReactDOM: reactDom("18.2.0") });
    const loading = loadReact(SOURCES);
    await vi.waitFor(() => expect(added).toHaveLength(2));
    run({ React: react("18.3.1"), ReactDOM: reactDom(UMD_DOM) });
    expect((await loading).ReactDOM.version).toBe(UMD_DOM);
  });

  it("rejects when a file does not load, or gives no React 18, or there is nothing to load", async () => {
    const failing = loadReact(SOURCES);
    await vi.waitFor(() => expect(added).toHaveLength(2));
    added[1]?.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow(`React did not load from ${SOURCES.reactDom}`);

    added = [];
    const wrong = loadReact(SOURCES);
    await vi.waitFor(() => expect(added).toHaveLength(2));
    run({ React: react("17.0.2"), ReactDOM: reactDom("17.0.2") });
    await expect(wrong).rejects.toThrow("gave no React 18 or later");

    delete page.React;
    delete page.ReactDOM;
    await expect(loadReact(null)).rejects.toThrow("no React to load");
  });
});

describe("startReact", () => {
  it("keeps the React found for the build's React modules, once", async () => {
    const { keptReact, REACT_KEY, setReactGlobals } = await import("./react-host");
    const { startReact } = await import("./react-load");
    const before = keptReact();
    try {
      Object.assign(page, { React: react("18.3.1"), ReactDOM: reactDom("18.3.1") });
      (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(REACT_KEY)] = undefined;
      await startReact(null);
      expect(keptReact()).toEqual({ React: page.React, ReactDOM: page.ReactDOM });
      Object.assign(page, { React: react("18.3.1") });
      await startReact(null);
      expect(keptReact()?.React).not.toBe(page.React);
    } finally {
      if (before) setReactGlobals(before);
    }
  });
});
