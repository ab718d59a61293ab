// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMING_SOON_REST_NONCE, DISMISSED_FIELD, restRouteOf } from "./coming-soon";
import { LOGIN_ERROR } from "./my-account-notices";
import { Client, startTestStore, type TestStore } from "./test-helpers";

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore();
});
afterAll(() => t.stop());

const dismiss = (client: Client, nonce: string | null, fields: Record<string, string> = { [DISMISSED_FIELD]: "yes" }): Promise<Response> =>
  client.fetch("/wp-json/wp/v2/users/1", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8", ...(nonce === null ? {} : { "X-WP-Nonce": nonce }) },
    body: new URLSearchParams(fields).toString(),
  });

describe("coming-soon mode for an administrator", () => {
  it("serves the captured page at /product/hoodie/?coming_soon=admin, banner and dismiss link site-relative", async () => {
    const html = await (await new Client(t.store.url).fetch("/product/hoodie/?coming_soon=admin")).text();
    expect(html).toContain("<div id='coming-soon-footer-banner'>");
    expect(html).toContain(`<a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/1' data-rest-nonce='${COMING_SOON_REST_NONCE}'></a>`);
    expect(html).toContain('<div data-island="notices"');
  });

  it("answers the dismiss call as captured (46) with the page's nonce, the meta as posted", async () => {
    const res = await dismiss(new Client(t.store.url), COMING_SOON_REST_NONCE);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(res.headers.get("x-wp-nonce")).toBe(COMING_SOON_REST_NONCE);
    const user = (await res.json()) as { id: number; roles: string[]; woocommerce_meta: Record<string, string> };
    expect(user.id).toBe(1);
    expect(user.roles).toEqual(["administrator"]);
    expect(user.woocommerce_meta.coming_soon_banner_dismissed).toBe("yes");
    const unchanged = (await (await dismiss(new Client(t.store.url), COMING_SOON_REST_NONCE, {})).json()) as { woocommerce_meta: Record<string, string> };
    expect(unchanged.woocommerce_meta.coming_soon_banner_dismissed).toBe("");
  });

  it.each([["another nonce", "0000000000"], ["no nonce", null]])("refuses %s with WordPress's 403", async (_label, nonce) => {
    const res = await dismiss(new Client(t.store.url), nonce);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed", data: { status: 403 } });
  });

  it("honours the fault cookie by the route's name", async () => {
    const client = new Client(t.store.url);
    client.cookies.set("islet_demo_fault", encodeURIComponent("wp/v2/users:500"));
    expect((await dismiss(client, COMING_SOON_REST_NONCE)).status).toBe(500);
    client.cookies.set("islet_demo_fault", encodeURIComponent("wp/v2/users:malformed"));
    const malformed = await dismiss(client, COMING_SOON_REST_NONCE);
    await expect(malformed.json()).rejects.toThrow();
  });

  it("answers other REST routes with rest_no_route", async () => {
    const res = await new Client(t.store.url).fetch("/wp-json/wp/v2/posts/1");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("rest_no_route");
  });

  it("names routes without their trailing id, pretty or not", () => {
    expect(restRouteOf(new URL("http://x/wp-json/wp/v2/users/1"))).toBe("wp/v2/users");
    expect(restRouteOf(new URL("http://x/?rest_route=/wp/v2/users/12"))).toBe("wp/v2/users");
    expect(restRouteOf(new URL("http://x/wp-json/pum/v1/analytics/"))).toBe("pum/v1/analytics");
    expect(restRouteOf(new URL("http://x/product/hoodie/"))).toBeNull();
  });
});

describe("the account page", () => {
  it("shows WooCommerce's login form with the password toggle, and a failed login's alert", async () => {
    const client = new Client(t.store.url);
    const html = await (await client.fetch("/my-account/")).text();
    expect(html).toContain('<form class="woocommerce-form woocommerce-form-login login" method="post">');
    expect(html).toContain('class="show-password-input" aria-label="Show password" aria-pressed="false" aria-controls="password" hidden></button>');
    expect(html).not.toContain(LOGIN_ERROR);
    const failed = await (await client.post("/my-account/", { username: "x", password: "y", login: "Login" })).text();
    expect(failed).toContain(`<div class="woocommerce-notices-wrapper">${LOGIN_ERROR}</div>`);
  });
});
