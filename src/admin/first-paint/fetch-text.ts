/**
 * Every request the builder makes goes through fetchText: it never throws, and it gives up after
 * a time limit that covers reading the body too, so a store that stops answering half way through
 * a page ends as a "timeout" rather than a builder that waits forever.
 */

/** How long one page, stylesheet or POST may take (a store's uncached product page can be slow). */
export const REQUEST_TIMEOUT_MS = 20_000;

export type FetchOutcome =
  | {
      kind: "answer";
      status: number;
      contentType: string;
      text: string;
      /** The address that answered, after redirects (the request's own when unknown). */
      url: string;
    }
  | { kind: "timeout" }
  | { kind: "network"; message: string };

export async function fetchText(url: string, init: RequestInit, timeoutMs: number): Promise<FetchOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { kind: "answer", status: response.status, contentType: response.headers.get("content-type") ?? "", text, url: response.url || url };
  } catch (error) {
    if (timedOut) return { kind: "timeout" };
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** "20 s": how a time limit reads in a message. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** Whether an answer is an HTML page (a login form, a maintenance or error page) rather than what was asked for. */
export function isHtmlPage(outcome: { contentType: string; text: string }): boolean {
  return /text\/html/i.test(outcome.contentType) || /^\s*<(?:!doctype|html)/i.test(outcome.text);
}
