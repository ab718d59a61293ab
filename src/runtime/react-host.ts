/**
 * The React the islands render with: the page's (WordPress's `react` and `react-dom` scripts) or
 * the copy the runtime loaded (react-load.ts), kept once before any React island's module runs,
 * under a key of ours on the global object rather than in `window.React`, which an older React
 * of the page may keep (docs/decisions/0035-one-react.md). The build resolves `react` and
 * `react-dom` to modules that read it there (scripts/build/react-globals.ts), so the bundle
 * carries no React of its own and no module of the first load is needed to find it.
 */
import type * as ReactModule from "react";
import type * as ReactDomModule from "react-dom";

export interface ReactGlobals {
  React: typeof ReactModule;
  ReactDOM: typeof ReactDomModule;
}

/** `Symbol.for(REACT_KEY)` on `globalThis`: where the build's generated modules read React. */
export const REACT_KEY = "islet.react";

type Host = Record<symbol, ReactGlobals | undefined>;

export function setReactGlobals(globals: ReactGlobals): void {
  (globalThis as unknown as Host)[Symbol.for(REACT_KEY)] = globals;
}

/** The React kept, or null before the runtime found or loaded one. */
export function keptReact(): ReactGlobals | null {
  return (globalThis as unknown as Host)[Symbol.for(REACT_KEY)] ?? null;
}
