/** Files from a directory (built bundle, uploads, base stylesheet), refusing path traversal. */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Answer } from "./http";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

/** esbuild's `[name]-[hash]` file names: the content never changes under the same name. */
const HASHED_NAME = /-[A-Z0-9]{8}\.[\w.]+$/;

export const contentType = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

/**
 * Resolves a URL path below `root`, or null when it would leave it (`..`, encoded slashes or
 * backslashes, NUL bytes, absolute paths).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === ".." || segment === ".")) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, `.${path.posix.sep}${decoded}`);
  return full.startsWith(base + path.sep) ? full : null;
}

export interface StaticOptions {
  /** Long cache headers for files with a content hash in their name. */
  immutableHashed?: boolean;
}

/** The file's answer, or null when it does not exist (or is outside `root`). */
export async function serveFile(root: string, urlPath: string, options: StaticOptions = {}): Promise<Answer | null> {
  const file = resolveInside(root, urlPath);
  if (!file) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    const body = await readFile(file);
    const cache =
      options.immutableHashed && HASHED_NAME.test(path.basename(file)) ? "public, max-age=31536000, immutable" : "no-cache";
    return {
      status: 200,
      headers: { "Content-Type": contentType(file), "Cache-Control": cache, "X-Content-Type-Options": "nosniff" },
      body,
    };
  } catch {
    return null;
  }
}
