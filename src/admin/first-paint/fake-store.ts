/**
 * For the builder's tests only (never imported by index.ts): a store behind a stubbed global
 * fetch, answering each address from a table and recording what was asked, with what options.
 */
import { vi } from "vitest";

export const ORIGIN = window.location.origin;
export const ENDPOINT = `${ORIGIN}/wp-json/islet/v1/first-paint`;

export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

export type Answer = Response | ((init: RequestInit) => Response | Promise<Response>);

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } });
}

export function css(body: string): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": "text/css" } });
}

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });
}

/** An answer that never comes: the request ends only when its signal aborts (the builder's timeout). */
export function hanging(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}

/** A link as WordPress prints an enqueued stylesheet. */
export function wpLink(handle: string, href: string, media = "all"): string {
  return `<link rel='stylesheet' id='${handle}-css' href='${href}' media='${media}' />`;
}

/** A storefront page printing `meta` (e.g. "product 0123…") and linking `sheets` (handle → address) in its head. */
export function storePage({ meta, sheets = {}, body = "" }: { meta?: string; sheets?: Record<string, string>; body?: string }): string {
  const metaTag = meta === undefined ? "" : `<meta name="islet-first-paint" content="${meta}">`;
  const links = Object.entries(sheets).map(([handle, href]) => wpLink(handle, href)).join("");
  return `<!DOCTYPE html><html><head><title>Store</title>${metaTag}${links}</head><body>${body}</body></html>`;
}

export const KEY_A = "0123456789abcdef0123456789abcdef";
export const KEY_B = "fedcba9876543210fedcba9876543210";

/**
 * Stubs `fetch` with a store answering `routes` (absolute addresses; a function answer is called
 * afresh for each request). Unknown addresses answer 404. Returns what was requested, in order.
 */
export function fakeStore(routes: Record<string, Answer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      requests.push({ url: input, init });
      const answer = routes[input];
      if (answer === undefined) return html("<!DOCTYPE html><p>Not found</p>", 404);
      return typeof answer === "function" ? answer(init) : answer.clone();
    }),
  );
  return requests;
}

/** The JSON bodies POSTed to the endpoint. */
export function postedBodies(requests: readonly RecordedRequest[]): unknown[] {
  return requests.filter((request) => request.init.method === "POST").map((request) => JSON.parse(String(request.init.body)) as unknown);
}
