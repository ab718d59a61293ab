/**
 * The only place that calls fetch. Never throws: every outcome is a typed result, so a
 * malformed body, an HTML error page, a 403 for an expired nonce or a timeout all reach
 * the caller as data it must handle. Only this site's own addresses are called: a URL that
 * reached an island from the server and points elsewhere is refused before anything is sent
 * (docs/decisions/0028).
 */

export type FormValue = string | number | boolean;
export type FormBody = Record<string, FormValue | readonly FormValue[] | Record<string, FormValue>>;

export type HttpFailure =
  | { kind: "timeout" }
  | { kind: "aborted" }
  | { kind: "network"; message: string }
  /** The URL is not this site's (nothing was sent). */
  | { kind: "cross-origin" }
  | { kind: "http"; status: number }
  | { kind: "not-json"; status: number; contentType: string }
  | { kind: "malformed"; status: number };

export type HttpResult = { ok: true; status: number; data: unknown } | { ok: false; failure: HttpFailure };

export interface HttpRequest {
  method: "GET" | "POST";
  url: string;
  body?: FormBody;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Extra request headers (WordPress's REST nonce, `X-WP-Nonce`). */
  headers?: Record<string, string>;
  /**
   * `text`: the body as it came (WooCommerce's cart page answers HTML, cart.js's
   * `dataType: 'html'`); JSON by default.
   */
  read?: "json" | "text";
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Form-encodes like jQuery.param: arrays as key[]=v, one level of objects as key[sub]=v. */
export function encodeForm(body: FormBody): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === "object" && value !== null) {
      for (const [sub, item] of Object.entries(value)) params.append(`${key}[${sub}]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/** Reads a body as JSON the way WooCommerce's answers need: an empty body is `null`. */
async function readJson(response: Response): Promise<HttpResult> {
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!response.ok) return { ok: false, failure: { kind: "http", status: response.status } };
  if (text.trim() === "") return { ok: true, status: response.status, data: null };
  if (/text\/html/i.test(contentType) && /^\s*</.test(text)) {
    return { ok: false, failure: { kind: "not-json", status: response.status, contentType } };
  }
  try {
    return { ok: true, status: response.status, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, failure: { kind: "malformed", status: response.status } };
  }
}

/** A body read as text: any 2xx is an answer (the caller judges the HTML), the rest HTTP failures. */
async function readText(response: Response): Promise<HttpResult> {
  const text = await response.text();
  if (!response.ok) return { ok: false, failure: { kind: "http", status: response.status } };
  return { ok: true, status: response.status, data: text };
}

/** `raw` read against `base` when it is an http(s) address, else null (garbled, `javascript:`, …). */
export function httpUrl(raw: string, base: string = window.location.href): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

/** `raw` read against `base` when it is an http(s) address of the same origin, else null (another site, `javascript:`, garbled). */
export function ownUrl(raw: string, base: string): URL | null {
  const url = httpUrl(raw, base);
  return url !== null && url.origin === new URL(base).origin ? url : null;
}

/** Whether a request may go to `url`: this site's own address (no page: a script outside a browser). */
export function isOwnAddress(url: string): boolean {
  return typeof window === "undefined" || ownUrl(url, window.location.href) !== null;
}

export async function sendRequest(fetchImpl: FetchLike, request: HttpRequest): Promise<HttpResult> {
  if (!isOwnAddress(request.url)) return { ok: false, failure: { kind: "cross-origin" } };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onOuterAbort = (): void => controller.abort();
  request.signal?.addEventListener("abort", onOuterAbort, { once: true });
  if (request.signal?.aborted) controller.abort();
  const headers: Record<string, string> = {
    Accept: request.read === "text" ? "text/html, */*; q=0.01" : "application/json, text/javascript, */*; q=0.01",
    "X-Requested-With": "XMLHttpRequest",
    ...request.headers,
  };
  const init: RequestInit = { method: request.method, headers, credentials: "same-origin", signal: controller.signal };
  if (request.body && request.method === "POST") {
    headers["Content-Type"] = "application/x-www-form-urlencoded; charset=UTF-8";
    init.body = encodeForm(request.body);
  }
  try {
    const response = await fetchImpl(request.url, init);
    return await (request.read === "text" ? readText(response) : readJson(response));
  } catch (error) {
    if (timedOut) return { ok: false, failure: { kind: "timeout" } };
    if (controller.signal.aborted) return { ok: false, failure: { kind: "aborted" } };
    return { ok: false, failure: { kind: "network", message: error instanceof Error ? error.message : String(error) } };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onOuterAbort);
  }
}

export function describeFailure(failure: HttpFailure): string {
  switch (failure.kind) {
    case "http":
      return `HTTP ${failure.status}`;
    case "not-json":
      return `HTML instead of JSON (HTTP ${failure.status})`;
    case "malformed":
      return "malformed JSON";
    case "network":
      return `network error: ${failure.message}`;
    default:
      return failure.kind;
  }
}
