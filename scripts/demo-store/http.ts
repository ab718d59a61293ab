/** Small node:http helpers: answers, headers WordPress sends, request bodies. */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  cookies?: string[];
}

export const JSON_TYPE = "application/json; charset=UTF-8";
export const HTML_TYPE = "text/html; charset=UTF-8";

/** WordPress's nocache_headers(), sent by every wc-ajax and admin-ajax answer. */
export const NO_CACHE_HEADERS: Record<string, string> = {
  Expires: "Wed, 11 Jan 1984 05:00:00 GMT",
  "Cache-Control": "no-cache, must-revalidate, max-age=0, no-store, private",
};

/** Headers of every ajax answer in the captures. */
export const AJAX_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

/** admin-ajax.php also sends these (capture 03). */
export const ADMIN_AJAX_HEADERS: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
};

/** JSON as PHP's wp_json_encode prints it: `/` as `\/`, non-ASCII as `\uXXXX`. */
export function phpJson(value: unknown): string {
  return (JSON.stringify(value) ?? "null")
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function jsonAnswer(value: unknown, options: { noCache?: boolean; status?: number } = {}): Answer {
  const noCache = options.noCache ?? true;
  return {
    status: options.status ?? 200,
    headers: { ...AJAX_HEADERS, "Content-Type": JSON_TYPE, ...(noCache ? NO_CACHE_HEADERS : {}) },
    body: phpJson(value),
  };
}

export function htmlAnswer(status: number, body: string, headers: Record<string, string> = {}): Answer {
  return { status, headers: { "Content-Type": HTML_TYPE, ...headers }, body };
}

export function redirect(location: string, cookies: string[] = []): Answer {
  return { status: 302, headers: { Location: location, "X-Redirect-By": "WordPress" }, body: "", cookies };
}

export function send(res: ServerResponse, answer: Answer, method = "GET"): void {
  if (res.headersSent || res.destroyed) return;
  const body = typeof answer.body === "string" ? Buffer.from(answer.body, "utf8") : answer.body;
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.cookies?.length) res.setHeader("Set-Cookie", answer.cookies);
  res.setHeader("Content-Length", String(body.length));
  res.end(method === "HEAD" ? undefined : body);
}

const BODY_LIMIT = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_LIMIT) throw new Error("request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Text fields of a multipart/form-data body (files are ignored). */
function parseMultipart(body: string, boundary: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /filename=/i.test(head)) continue;
    fields.set(name, part.slice(split + 4).replace(/\r\n$/, ""));
  }
  return fields;
}

/** Fields of a form body: `application/x-www-form-urlencoded` or `multipart/form-data`. */
export function parseForm(contentType: string | undefined, body: string): Map<string, string> {
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(contentType ?? "")?.[2];
  if (boundary) return parseMultipart(body, boundary);
  return new Map(new URLSearchParams(body));
}
