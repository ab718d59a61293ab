/**
 * Which of a page's files are React (the checkout's budget line leaves them out, as issue 15's
 * budget does), read from the build's manifest. React is what warmReact() brings, as before
 * decision 0035: the file it imports and what only it imports (now the loader that finds or
 * adds React, where it was the module that imported React's chunk), and React itself: the copy
 * the build ships (assets/build/vendor/) or WordPress's own `react` and `react-dom` scripts on a
 * store that has them (docs/decisions/0035-one-react.md).
 */
import { preloadFor, type AssetManifest } from "../../esbuild.config";

export interface FileKinds {
  /** React and react-dom (the plugin's copy or WordPress's), and the loader warmReact imports. */
  isReact(url: string): boolean;
}

/** The module warmReact() imports (src/runtime/react-warm.ts). */
export const REACT_LOADER_SOURCE = "src/runtime/react-load.ts";

/** WordPress's own React (`wp-includes/js/dist/vendor/react*.js`). */
export const isWordPressReact = (url: string): boolean => /\/wp-includes\/js\/dist\/vendor\/react(-dom)?(\.min)?\.js$/.test(new URL(url, "http://local/").pathname);

export function fileKinds(manifest: Pick<AssetManifest, "boot" | "files" | "react">): FileKinds {
  const react = new Set([...preloadFor(manifest.files, manifest.boot, REACT_LOADER_SOURCE), manifest.react.react, manifest.react.reactDom]);
  return {
    isReact: (url) => {
      const { pathname } = new URL(url, "http://local/");
      return isWordPressReact(url) || [...react].some((file) => pathname.endsWith(`/${file}`));
    },
  };
}
