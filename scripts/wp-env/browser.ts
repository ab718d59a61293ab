/**
 * A tiny HTTP client for the local WordPress: Node's fetch, our cookie jar, redirects followed
 * by hand (so every Set-Cookie along the way is kept, as the Playground's auto-login needs), and
 * a time limit per request.
 */
import { CookieJar } from "./cookie-jar";

/** Playground logs in as admin any visitor who lacks this cookie (its 1-auto-login.php mu-plugin). */
export const AUTO_LOGIN_DONE_COOKIE = "playground_auto_login_already_happened";

export interface Page {
  status: number;
  /** The URL that gave this answer (after redirects). */
  url: string;
  body: string;
  headers: Headers;
  /** Location of the answer when it is a redirect that was not followed. */
  location: string | null;
  /** Each redirect followed, as "302 http://…". */
  redirects: string[];
}

export interface RequestOptions {
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** Follow redirects within the site (default true). */
  follow?: boolean;
}

const MAX_REDIRECTS = 10;

export function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

export class Browser {
  readonly jar: CookieJar;

  constructor(
    readonly baseUrl: string,
    jar: CookieJar = new CookieJar(),
    private readonly timeoutMs = 30_000,
  ) {
    this.jar = jar;
  }

  /** A visitor who is not logged in: the Playground's auto-login is told it already happened. */
  static anonymous(baseUrl: string, timeoutMs?: number): Browser {
    const jar = new CookieJar();
    jar.set(AUTO_LOGIN_DONE_COOKIE, "1");
    return new Browser(baseUrl, jar, timeoutMs);
  }

  url(path: string): URL {
    return new URL(path, this.baseUrl);
  }

  private async once(url: URL, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.jar.header(url);
    if (cookie !== "") headers.cookie = cookie;
    const response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body,
      redirect: "manual",
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    this.jar.store(response.headers.getSetCookie(), url);
    return response;
  }

  async request(path: string, options: RequestOptions = {}): Promise<Page> {
    let url = this.url(path);
    let current = options;
    const redirects: string[] = [];
    for (;;) {
      const response = await this.once(url, current);
      const location = response.headers.get("location");
      const next = location === null ? null : new URL(location, url);
      const sameSite = next !== null && next.origin === url.origin;
      if (isRedirect(response.status) && next && sameSite && options.follow !== false && redirects.length < MAX_REDIRECTS) {
        await response.arrayBuffer();
        redirects.push(`${response.status} ${next.href}`);
        const keepMethod = response.status === 307 || response.status === 308;
        current = keepMethod ? current : { headers: options.headers };
        url = next;
        continue;
      }
      const body = await response.text();
      return { status: response.status, url: url.href, body, headers: response.headers, location: next ? next.href : null, redirects };
    }
  }

  get(path: string, follow = true): Promise<Page> {
    return this.request(path, { follow });
  }

  postForm(path: string, fields: Record<string, string>, options: Omit<RequestOptions, "method" | "body"> = {}): Promise<Page> {
    return this.request(path, {
      ...options,
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
    });
  }

  postJson(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Page> {
    return this.request(path, {
      method: "POST",
      body: JSON.stringify(data),
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
    });
  }
}

/** Parses a JSON answer; throws with the status and the start of the body when it is not JSON. */
export function jsonOf(page: Page): unknown {
  try {
    return JSON.parse(page.body) as unknown;
  } catch {
    throw new Error(`expected JSON from ${page.url}, got ${page.status}: ${page.body.slice(0, 200)}`);
  }
}
