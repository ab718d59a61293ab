// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTO_LOGIN_DONE_COOKIE, Browser, jsonOf } from "./browser";

/** Mimics the Playground: a visitor without the "auto-login happened" cookie gets logged in by a 302. */
const server = http.createServer((request, response) => {
  const cookies = request.headers.cookie ?? "";
  const url = new URL(request.url ?? "/", "http://x");
  if (!cookies.includes(AUTO_LOGIN_DONE_COOKIE)) {
    response.writeHead(302, {
      location: url.pathname + url.search,
      "set-cookie": ["wordpress_logged_in_h=admin; path=/; HttpOnly", "wordpress_h=admin; path=/wp-admin", `${AUTO_LOGIN_DONE_COOKIE}=1`],
    });
    response.end();
    return;
  }
  if (url.pathname === "/away") {
    response.writeHead(302, { location: "https://example.org/" });
    response.end();
    return;
  }
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ path: url.pathname, method: request.method, cookies }));
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Browser", () => {
  it("follows the auto-login redirect and keeps its cookies", async () => {
    const browser = new Browser(base);
    const page = await browser.get("/wp-admin/");
    expect(page.redirects).toEqual([`302 ${base}/wp-admin/`]);
    expect(jsonOf(page)).toMatchObject({ path: "/wp-admin/", cookies: expect.stringContaining("wordpress_h=admin") });
    expect(browser.jar.has((name) => name.startsWith("wordpress_logged_in_"))).toBe(true);
  });

  it("stays anonymous when told the auto-login already happened", async () => {
    const page = await Browser.anonymous(base).get("/");
    expect(page.redirects).toEqual([]);
    expect(jsonOf(page)).toMatchObject({ cookies: `${AUTO_LOGIN_DONE_COOKIE}=1` });
  });

  it("can leave a redirect unfollowed, and never follows one off the site", async () => {
    const first = await new Browser(base).get("/", false);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`${base}/`);
    const away = await Browser.anonymous(base).get("/away");
    expect(away.status).toBe(302);
    expect(away.location).toBe("https://example.org/");
  });

  it("posts forms and JSON", async () => {
    const browser = Browser.anonymous(base);
    expect(jsonOf(await browser.postForm("/?wc-ajax=add_to_cart", { product_id: "1" }))).toMatchObject({ method: "POST" });
    expect(jsonOf(await browser.postJson("/?rest_route=/wp/v2/users", { a: 1 }))).toMatchObject({ method: "POST" });
  });

  it("says what came back when JSON was expected", () => {
    expect(() => jsonOf({ status: 500, url: "u", body: "<html>", headers: new Headers(), location: null, redirects: [] })).toThrow(/expected JSON from u, got 500/);
  });
});
