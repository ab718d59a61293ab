/**
 * Watches one page's network: script files (raw, transferred and our own gzip -9 of the body,
 * since the demo store may not compress) and the store's ajax calls.
 */
import { gzipSync } from "node:zlib";
import type { Page, Request } from "playwright";

export interface ScriptFile {
  url: string;
  /** Decoded body bytes. */
  raw: number;
  /** Encoded body bytes as received (0 when served from the browser cache). */
  transferred: number;
  /** gzip level 9 of the decoded body: what a compressing server would send. */
  gzip: number;
}

export interface JsBytes {
  files: number;
  raw: number;
  transferred: number;
  gzip: number;
}

export interface AjaxCall {
  /** e.g. `wc-ajax=get_refreshed_fragments`, `admin-ajax.php action=…`. */
  name: string;
  method: string;
  url: string;
}

export interface NetworkWatch {
  readonly ajax: AjaxCall[];
  /** Script files finished so far (waits for the bodies being read). */
  scripts(): Promise<ScriptFile[]>;
  stop(): void;
}

/** The ajax call's name, or null when the URL is not one of the store's ajax endpoints. */
export function ajaxName(url: string, postData: string | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  for (const key of ["wc-ajax", "commercekit-ajax"]) {
    const value = parsed.searchParams.get(key);
    if (value !== null) return `${key}=${value}`;
  }
  // CommerceKit's live search has URLs of its own (`commercekit_ajs.ajax_url_product`, `ajax_url_post`).
  for (const flag of ["cgkit_ajax_search_product", "cgkit_ajax_search_post"]) if (parsed.searchParams.has(flag)) return flag;
  if (!parsed.pathname.endsWith("admin-ajax.php")) return null;
  const action = parsed.searchParams.get("action") ?? new URLSearchParams(postData ?? "").get("action");
  return `admin-ajax.php${action ? ` action=${action}` : ""}`;
}

export function sumScripts(files: readonly ScriptFile[]): JsBytes {
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    transferred: files.reduce((sum, file) => sum + file.transferred, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

async function sizeScript(request: Request): Promise<ScriptFile | null> {
  const response = await request.response();
  if (!response) return null;
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  return {
    url: request.url(),
    raw: body.length,
    transferred: Math.max(0, sizes.responseBodySize),
    gzip: body.length > 0 ? gzipSync(body, { level: 9 }).length : 0,
  };
}

export function watchNetwork(page: Page): NetworkWatch {
  const ajax: AjaxCall[] = [];
  const pending: Promise<ScriptFile | null>[] = [];
  const onRequest = (request: Request): void => {
    const name = ajaxName(request.url(), request.postData());
    if (name) ajax.push({ name, method: request.method(), url: request.url() });
  };
  const onFinished = (request: Request): void => {
    if (request.resourceType() === "script") pending.push(sizeScript(request).catch(() => null));
  };
  page.on("request", onRequest);
  page.on("requestfinished", onFinished);
  return {
    ajax,
    scripts: async () => (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null),
    stop: () => {
      page.off("request", onRequest);
      page.off("requestfinished", onFinished);
    },
  };
}
