/**
 * The nonces the captured pages printed for a plugin's calls (its `var NAME = {"nonce": …}`
 * object). The plugin prints each page's own into the islands' props, and the captures were
 * taken at different times, so the demo store accepts every one of them, as WordPress accepts
 * a logged-out visitor's nonces for a day.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readInlineObject } from "./inline-objects";
import { PAGES_DIR } from "./paths";

export function capturedNonces(objectName: string, pagesDir = PAGES_DIR): ReadonlySet<string> {
  const nonces = new Set<string>();
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith(".html"))) {
    const nonce = readInlineObject(readFileSync(path.join(pagesDir, file), "utf8"), objectName)?.nonce;
    if (typeof nonce === "string") nonces.add(nonce);
  }
  return nonces;
}
