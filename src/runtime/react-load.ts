/**
 * Finds the React the islands render with, or loads it, once per page (docs/decisions/0035-one-react.md):
 * - WordPress's, where a block or a plugin has its `react` and `react-dom` scripts on the page
 *   (React 18 or later, both of one version): nothing more is loaded;
 * - WordPress printed those scripts but they have not run yet (`defer`, `async`): it waits for
 *   them, then looks again;
 * - else the two files the page config names (`config.react`: WordPress's registered copy when
 *   it is React 18 or later, the plugin's otherwise), added as scripts that download together
 *   and run in order. A React older than 18 already on the page (WordPress 6.1's 17.0.2) keeps
 *   its globals: the scripts it was loaded for may read them later.
 */
import type { ReactSources } from "../config";
import { keptReact, setReactGlobals, type ReactGlobals } from "./react-host";

/** The ids WordPress prints on its `react` and `react-dom` script tags (`{handle}-js`). */
export const WORDPRESS_REACT_SCRIPTS = ["react-js", "react-dom-js"] as const;
/** Marks the script tags the runtime adds. */
export const LOADED_ATTRIBUTE = "data-islet-react";

interface ReactWindow {
  React?: unknown;
  ReactDOM?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const major = (version: unknown): number => (typeof version === "string" ? Number.parseInt(version, 10) : 0);
/**
 * `18.3.1` of `18.3.1-next-f1338f8080-20240426` (what React 18's UMD react-dom says, its react
 * saying `18.3.1`) and of `18.3.1.1` (WordPress 6.8's registered version of both).
 */
const release = (version: unknown): string => (typeof version === "string" ? (version.split("-")[0] ?? "").split(".").slice(0, 3).join(".") : "");

/** React 18 or later, with react-dom's client of the same release. */
function usable(React: unknown, ReactDOM: unknown): ReactGlobals | null {
  if (!isObject(React) || !isObject(ReactDOM)) return null;
  if (typeof React.createElement !== "function" || typeof ReactDOM.createRoot !== "function") return null;
  if (major(React.version) < 18 || release(ReactDOM.version) !== release(React.version)) return null;
  return { React, ReactDOM } as unknown as ReactGlobals;
}

const pageReact = (win: ReactWindow): ReactGlobals | null => usable(win.React, win.ReactDOM);

/**
 * Resolves once WordPress's react scripts printed on the page have run (or failed): at their
 * `load` or `error`, or at the window's `load`, which waits for every script the HTML named.
 */
function printedScriptsRan(doc: Document): Promise<void> {
  const printed = WORDPRESS_REACT_SCRIPTS.map((id) => doc.getElementById(id)).filter((element) => element instanceof HTMLScriptElement);
  if (printed.length === 0 || doc.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => resolve();
    doc.defaultView?.addEventListener("load", done, { once: true });
    let left = printed.length;
    for (const script of printed) {
      const ran = (): void => {
        left -= 1;
        if (left === 0) done();
      };
      script.addEventListener("load", ran, { once: true });
      script.addEventListener("error", ran, { once: true });
    }
  });
}

/** A classic script that downloads beside the others and runs in the order it was added (`async = false`). */
function addScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = false;
    script.setAttribute(LOADED_ATTRIBUTE, "");
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`[islet] React did not load from ${src}`)), { once: true });
    doc.head.append(script);
  });
}

async function loadCopy(win: ReactWindow, doc: Document, sources: ReactSources): Promise<ReactGlobals> {
  const before = { React: win.React, ReactDOM: win.ReactDOM };
  // The page has this very React without react-dom: only react-dom comes (it reads window.React).
  const reactThere = isObject(before.React) && release(before.React.version) === release(sources.version) && before.ReactDOM === undefined;
  try {
    await Promise.all(reactThere ? [addScript(doc, sources.reactDom)] : [addScript(doc, sources.react), addScript(doc, sources.reactDom)]);
    const loaded = pageReact(win);
    if (!loaded) throw new Error(`[islet] ${sources.react} and ${sources.reactDom} gave no React 18 or later`);
    return loaded;
  } finally {
    // An older React's globals go back for the page's own scripts (ours is kept by react-host.ts).
    if (before.React !== undefined) win.React = before.React;
    if (before.ReactDOM !== undefined) win.ReactDOM = before.ReactDOM;
  }
}

/** The page's React 18+ or a copy loaded from `sources`; rejects when neither can be had. */
export async function loadReact(sources: ReactSources | null, doc: Document = document): Promise<ReactGlobals> {
  const win = (doc.defaultView ?? window) as unknown as ReactWindow;
  const onPage = pageReact(win);
  if (onPage) return onPage;
  await printedScriptsRan(doc);
  const printed = pageReact(win);
  if (printed) return printed;
  if (!sources) throw new Error("[islet] no React 18 on the page and no React to load in the page config");
  return loadCopy(win, doc, sources);
}

/**
 * Finds or loads React and keeps it for the islands' modules (react-host.ts). react-warm.ts
 * imports this module lazily: pages that mount no React island never load the loader.
 */
export async function startReact(sources: ReactSources | null): Promise<void> {
  if (!keptReact()) setReactGlobals(await loadReact(sources));
}
