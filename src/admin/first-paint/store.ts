/**
 * Hands a (type, key)'s critical CSS to the plugin's REST route, as the logged-in shop manager
 * (WordPress's cookie and REST nonce): `{"type", "key", "css": {HANDLE: rules}}`, each head
 * stylesheet's rules by its WordPress handle ("" for a sheet the pages use nothing of, which the
 * plugin then loads without blocking too). The route answers `{"stored": true, "bytes": N}`.
 */
import { isObject } from "../../contract/validate";
import { fetchText, formatSeconds, isHtmlPage } from "./fetch-text";

export interface StoreTarget {
  endpoint: string;
  nonce: string;
}

export interface CriticalCssEntry {
  type: string;
  key: string;
  /** Rules by stylesheet handle, in the page's order. */
  css: Record<string, string>;
}

export type StoreAnswer = { ok: true; bytes: number } | { ok: false; reason: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** WordPress's REST errors carry a sentence (`{"code": …, "message": …}`); worth showing for the rarer statuses. */
function restMessage(data: unknown): string {
  return isObject(data) && typeof data.message === "string" && data.message !== "" ? `: ${data.message}` : "";
}

/** `sentBytes` stands in for the size when the route does not say how much it stored. */
function readStoreAnswer(status: number, text: string, contentType: string, sentBytes: number): StoreAnswer {
  // An expired nonce (the admin page was left open for a day) or a manager logged out meanwhile.
  if (status === 403 || status === 401) return { ok: false, reason: `the store answered ${status} (log in again)` };
  const data = parseJson(text);
  if (data === undefined && isHtmlPage({ contentType, text })) {
    return { ok: false, reason: `the store answered with a page, not JSON (HTTP ${status}; is its REST API blocked?)` };
  }
  if (status !== 200) return { ok: false, reason: `the store answered ${status}${restMessage(data)}` };
  if (!isObject(data) || data.stored !== true) return { ok: false, reason: "the store did not say it stored the CSS" };
  return { ok: true, bytes: typeof data.bytes === "number" && Number.isFinite(data.bytes) ? data.bytes : sentBytes };
}

export async function storeCriticalCss(target: StoreTarget, entry: CriticalCssEntry, timeoutMs: number): Promise<StoreAnswer> {
  const outcome = await fetchText(
    target.endpoint,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-WP-Nonce": target.nonce },
      credentials: "same-origin",
      body: JSON.stringify({ type: entry.type, key: entry.key, css: entry.css }),
    },
    timeoutMs,
  );
  if (outcome.kind === "timeout") return { ok: false, reason: `the store did not answer within ${formatSeconds(timeoutMs)}` };
  if (outcome.kind === "network") return { ok: false, reason: `the store could not be reached (${outcome.message})` };
  return readStoreAnswer(outcome.status, outcome.text, outcome.contentType, new TextEncoder().encode(Object.values(entry.css).join("")).length);
}
