// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CookieJar, defaultPath, parseSetCookie, pathMatches } from "./cookie-jar";

const site = (path: string): URL => new URL(path, "http://localhost:8895");
const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("cookie paths", () => {
  it("matches WordPress's cookie paths as RFC 6265 says", () => {
    expect(pathMatches("/wp-admin/", "/wp-admin")).toBe(true);
    expect(pathMatches("/wp-admin", "/wp-admin")).toBe(true);
    expect(pathMatches("/wp-admin/plugins.php", "/wp-admin")).toBe(true);
    expect(pathMatches("/wp-administrator", "/wp-admin")).toBe(false);
    expect(pathMatches("/", "/wp-admin")).toBe(false);
    expect(pathMatches("/anything", "/")).toBe(true);
  });

  it("defaults a cookie's path to the request's directory", () => {
    expect(defaultPath(site("/"))).toBe("/");
    expect(defaultPath(site("/wp-login.php"))).toBe("/");
    expect(defaultPath(site("/wp-admin/admin.php"))).toBe("/wp-admin");
  });
});

describe("parseSetCookie", () => {
  it("reads name, value, path and expiry", () => {
    const cookie = parseSetCookie("wordpress_abc=admin%7C1; path=/wp-admin; HttpOnly; Max-Age=60", site("/"), NOW);
    expect(cookie).toEqual({ name: "wordpress_abc", value: "admin%7C1", path: "/wp-admin", expires: NOW + 60_000 });
  });

  it("reads Expires dates and ignores nameless cookies", () => {
    expect(parseSetCookie("a=1; expires=Thu, 01-Jan-1970 00:00:01 GMT", site("/"), NOW)?.expires).toBe(1000);
    expect(parseSetCookie("=nameless", site("/"), NOW)).toBeNull();
    expect(parseSetCookie("novalue", site("/"), NOW)).toBeNull();
  });
});

describe("CookieJar", () => {
  it("sends each cookie only under its path, longest path first", () => {
    const jar = new CookieJar();
    jar.store(
      [
        "wordpress_h=admin-secure; path=/wp-admin; HttpOnly",
        "wordpress_h=plugins; path=/wp-content/plugins; HttpOnly",
        "wordpress_logged_in_h=admin; path=/; HttpOnly",
        "playground_auto_login_already_happened=1",
      ],
      site("/"),
      NOW,
    );
    expect(jar.header(site("/"), NOW)).toBe("wordpress_logged_in_h=admin; playground_auto_login_already_happened=1");
    expect(jar.header(site("/wp-admin/plugins.php"), NOW)).toBe(
      "wordpress_h=admin-secure; wordpress_logged_in_h=admin; playground_auto_login_already_happened=1",
    );
    expect(jar.names()).toEqual(["playground_auto_login_already_happened", "wordpress_h", "wordpress_logged_in_h"]);
  });

  it("replaces a cookie with the same name and path, and deletes one set to expire in the past", () => {
    const jar = new CookieJar();
    jar.store(["woocommerce_items_in_cart=1; path=/"], site("/"), NOW);
    jar.store(["woocommerce_items_in_cart=2; path=/"], site("/"), NOW);
    expect(jar.header(site("/"), NOW)).toBe("woocommerce_items_in_cart=2");
    jar.store(["woocommerce_items_in_cart=+; expires=Thu, 01-Jan-1970 00:00:00 GMT; Max-Age=0; path=/"], site("/"), NOW);
    expect(jar.header(site("/"), NOW)).toBe("");
    expect(jar.has((name) => name.startsWith("woocommerce"))).toBe(false);
  });

  it("stops sending a cookie once it has expired, and keeps cookies set by hand", () => {
    const jar = new CookieJar();
    jar.set("playground_auto_login_already_happened", "1");
    jar.store(["short=1; Max-Age=1"], site("/"), NOW);
    expect(jar.header(site("/"), NOW)).toBe("playground_auto_login_already_happened=1; short=1");
    expect(jar.header(site("/"), NOW + 2000)).toBe("playground_auto_login_already_happened=1");
  });
});
