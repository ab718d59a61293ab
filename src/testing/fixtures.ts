/** Shared test fixtures: the demo store's config, answers from the captures, a routed fetch. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vi } from "vitest";
import type { FetchLike } from "../api/http";
import { parseConfig, type IsletConfig } from "../config";

const here = path.dirname(fileURLToPath(import.meta.url));
export const AJAX_DIR = path.resolve(here, "../../fixtures/reference-store/ajax");

/** A captured answer body, parsed (e.g. "24-add_to_cart-simple"). */
export function capturedJson(name: string): unknown {
  return JSON.parse(readFileSync(path.join(AJAX_DIR, `${name}.json`), "utf8")) as unknown;
}

export function testConfig(overrides: Record<string, unknown> = {}): IsletConfig {
  const parsed = parseConfig({
    v: 1,
    wcAjaxUrl: "/?wc-ajax=%%endpoint%%",
    ajaxUrl: "/wp-admin/admin-ajax.php",
    ckAjaxUrl: "/?commercekit-ajax",
    cartUrl: "http://localhost:3000/cart/",
    isCart: false,
    cartRedirectAfterAdd: "no",
    fragmentName: "wc_fragments_test",
    cartHashKey: "wc_cart_hash_test",
    requestTimeout: 5000,
    // The lock has its own tests (src/api/cart-lock*.test.ts); elsewhere it would add the lease's
    // timers (happy-dom has no Web Locks) to every cart request.
    cartLock: false,
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export interface RecordedCall {
  url: string;
  method: string;
  body: string;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } });
}

/**
 * A fetch that answers every call with `answer` (admin-ajax puts its action in the body, where
 * routedFetch does not look), records the calls, and honours aborts.
 */
export function answeringFetch(answer: Responder) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn<FetchLike>((input, init) => {
    const call: RecordedCall = { url: input, method: init.method ?? "GET", body: String(init.body ?? "") };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const abort = (): void => reject(new DOMException("aborted", "AbortError"));
      if (init.signal?.aborted) abort();
      init.signal?.addEventListener("abort", abort);
      Promise.resolve(answer(call)).then(resolve, reject);
    });
  });
  return { fetch, calls };
}

/** A fetch that records calls and answers by the endpoint or action name in the URL. */
export function routedFetch(routes: Record<string, Responder>) {
  return answeringFetch((call) => {
    const name = /[?&](?:wc-ajax|commercekit-ajax|action)=([^&]+)/.exec(call.url)?.[1] ?? /[?&](cgkit_ajax_search_\w+)=/.exec(call.url)?.[1] ?? "";
    return routes[name]?.(call) ?? htmlResponse("", 404);
  });
}

/** A fetch answer that never arrives unless aborted (for timeouts). */
export function hangingResponder(): Responder {
  return () => new Promise<Response>(() => undefined);
}

export const PAGES_DIR = path.resolve(here, "../../fixtures/reference-store/pages");

/**
 * happy-dom decodes only a few named entities; browsers decode all. The captures use these, so
 * decode them first for the DOM to hold what a browser's would.
 */
const NAMED_ENTITIES: Record<string, string> = { ldquo: "“", rdquo: "”", pound: "£", times: "×", nbsp: "\u00a0", hellip: "…", ndash: "–" };

/** happy-dom leaves `&lt;` and `&gt;` encoded in attribute values (a browser decodes them). */
const decodeAngleBracketsInAttributes = (html: string): string =>
  html.replace(/="([^"]*)"/g, (attribute: string, value: string) => (value.includes("&") ? `="${value.replace(/&lt;/g, "<").replace(/&gt;/g, ">")}"` : attribute));

export function decodeNamedEntities(html: string): string {
  return decodeAngleBracketsInAttributes(html)
    .replace(/&(ldquo|rdquo|pound|times|nbsp|hellip|ndash);/g, (_, name: string) => NAMED_ENTITIES[name] ?? "")
    .replace(/&#0*(3[89]);/g, (_, code: string) => (code === "38" ? "&amp;" : "&#39;"));
}

/** The body of a captured page, with its scripts removed (as the demo store serves it). */
export function loadCapturedBody(page: string): void {
  loadPageBody(readFileSync(path.join(PAGES_DIR, page), "utf8"));
}

/** A page's body in the document, its scripts (but data blocks and templates), stylesheets and frames left out. */
export function loadPageBody(html: string): void {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? "";
  document.body.innerHTML = decodeNamedEntities(body)
    .replace(/<script\b(?![^>]*type="(?:application\/(?:ld\+)?json|text\/template)")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*>/gi, "")
    .replace(/<iframe\b[\s\S]*?<\/iframe>/gi, "");
}
