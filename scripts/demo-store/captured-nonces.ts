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

/** The captured pages, read once for every plugin's nonces. */
let pages: readonly string[] | null = null;
const capturedPages = (): readonly string[] =>
  (pages ??= readdirSync(PAGES_DIR)
    .filter((name) => name.endsWith(".html"))
    .map((file) => readFileSync(path.join(PAGES_DIR, file), "utf8")));

export function capturedNonces(objectName: string): ReadonlySet<string> {
  const nonces = new Set<string>();
  for (const page of capturedPages()) {
    const nonce = readInlineObject(page, objectName)?.nonce;
    if (typeof nonce === "string") nonces.add(nonce);
  }
  return nonces;
}
