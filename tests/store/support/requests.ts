/** Reading what a page posted, whether urlencoded (jQuery) or multipart (FormData). */
import type { Page, Request } from "@playwright/test";

export function formField(request: Request, name: string): string | null {
  const body = request.postData() ?? "";
  const type = request.headers()["content-type"] ?? "";
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  if (!boundary) return new URLSearchParams(body).get(name);
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r?\n\r?\n([\s\S]*?)\r?\n$/.exec(part);
    if (match?.[1] === name) return match[2] ?? null;
  }
  return null;
}

/** The next request whose URL or body names `action` (a `wc-ajax`, `commercekit-ajax` or admin-ajax action). */
export function nextAction(page: Page, action: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === "POST" && (request.url().includes(action) || formField(request, "action") === action),
  );
}
