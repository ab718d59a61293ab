/**
 * Which of a page's bundle files are React (its own budget line leaves them out, as issue 15's
 * checkout budget does), read from the build's manifest: files name their source module
 * (esbuild.config.ts `source`).
 */
import { preloadFor, type AssetManifest } from "../../esbuild.config";

export interface FileKinds {
  /** React, react-dom and the scheduler: the file warmReact imports and what only it imports. */
  isReact(url: string): boolean;
}

const REACT_SOURCE = "src/runtime/react-dom-part.ts";

/** The manifest's key of a served file: `/build/chunks/x.js` → `chunks/x.js`. */
function keyOf(files: AssetManifest["files"], url: string): string | null {
  const pathname = new URL(url, "http://local/").pathname;
  return Object.keys(files).find((key) => pathname.endsWith(`/${key}`)) ?? null;
}

export function fileKinds(manifest: Pick<AssetManifest, "boot" | "files">): FileKinds {
  const { files } = manifest;
  // What warmReact's import fetches beyond the first bundle: the same sum as a product preload.
  const react = new Set(preloadFor(files, manifest.boot, REACT_SOURCE));
  return {
    isReact: (url) => {
      const key = keyOf(files, url);
      return key !== null && react.has(key);
    },
  };
}
