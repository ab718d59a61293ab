// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FirstPaintConfig } from "./config";
import { css, ENDPOINT, fakeStore, hanging, html, json, KEY_A, KEY_B, ORIGIN, postedBodies, storePage, type Answer } from "./fake-store";
import type { ReadPage } from "./pages";
import { runFirstPaint } from "./run";

const SHEET = `${ORIGIN}/wp-content/themes/t/style.css?ver=1`;
const PAGE_TYPES = ["product", "shop", "category", "search", "home", "cart"] as const;

const url = (type: string): string => `${ORIGIN}/${type}/`;

/** A page of `type` using `.used` and the type's own class, linking the theme's sheet. */
function typePage(type: string, key = KEY_A): Response {
  return html(storePage({ meta: `${type} ${key}`, sheets: { "theme-main": SHEET }, body: `<div class="used ${type}-only">${type}</div>` }));
}

function config(types: readonly string[]): FirstPaintConfig {
  return { endpoint: ENDPOINT, nonce: "abc", auto: false, jobs: types.map((type) => ({ type, urls: [url(type)] })) };
}

function rows(types: readonly string[]): void {
  document.body.innerHTML = types
    .map((type) => `<tr data-islet-first-paint-row="${type}"><th>${type}</th><td data-islet-first-paint-status>Not built</td></tr>`)
    .map((row) => `<table>${row}</table>`)
    .join("");
}

function row(type: string): { state: string | null; status: string } {
  const element = document.querySelector(`[data-islet-first-paint-row="${type}"]`);
  return { state: element?.getAttribute("data-state") ?? null, status: element?.querySelector("[data-islet-first-paint-status]")?.textContent ?? "" };
}

/** The endpoint answering by the posted type. */
function endpointBy(answers: Record<string, Answer>): Answer {
  return async (init) => {
    const { type } = JSON.parse(String(init.body)) as { type: string };
    const answer = answers[type] ?? json({ stored: true, bytes: 1024 });
    return typeof answer === "function" ? answer(init) : answer;
  };
}

const context = { doc: document, origin: ORIGIN, timeoutMs: 100, render: async (pages: readonly ReadPage[]) => [...pages] };

beforeEach(() => {
  document.documentElement.removeAttribute("data-islet-first-paint-state");
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("runFirstPaint", () => {
  it("builds each job, shows its size on its row and ends with done on <html>", async () => {
    rows(["product", "shop"]);
    const requests = fakeStore({
      [url("product")]: typePage("product"),
      [url("shop")]: typePage("shop", KEY_B),
      [SHEET]: css(".used{color:green}.product-only{margin:0}.shop-only{padding:0}.never{color:red}"),
      [ENDPOINT]: endpointBy({ product: json({ stored: true, bytes: 18842 }) }),
    });
    expect(await runFirstPaint(config(["product", "shop"]), context)).toBe("done");
    expect(document.documentElement.getAttribute("data-islet-first-paint-state")).toBe("done");
    expect(row("product")).toEqual({ state: "built", status: "Built: 18.4 KB" });
    expect(row("shop")).toEqual({ state: "built", status: "Built: 1.0 KB" });
    expect(postedBodies(requests)).toEqual([
      { type: "product", key: KEY_A, css: { "theme-main": ".used{color:green}.product-only{margin:0}" } },
      { type: "shop", key: KEY_B, css: { "theme-main": ".used{color:green}.shop-only{padding:0}" } },
    ]);
  });

  it("ends a group whose POST gets a 403, an HTML page, a timeout or a network error in a failed row with its reason, and builds the others", async () => {
    rows(PAGE_TYPES);
    const routes: Record<string, Answer> = {
      [SHEET]: css(".used{color:green}"),
      [ENDPOINT]: endpointBy({
        shop: json({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed" }, 403),
        category: html("<!DOCTYPE html><html><body>Maintenance</body></html>", 503),
        search: hanging,
        home: () => Promise.reject(new TypeError("Failed to fetch")),
      }),
    };
    for (const type of PAGE_TYPES) routes[url(type)] = () => typePage(type);
    fakeStore(routes);
    expect(await runFirstPaint(config(PAGE_TYPES), context)).toBe("failed");
    expect(document.documentElement.getAttribute("data-islet-first-paint-state")).toBe("failed");
    expect(Object.fromEntries(PAGE_TYPES.map((type) => [type, row(type)]))).toEqual({
      product: { state: "built", status: "Built: 1.0 KB" },
      shop: { state: "failed", status: "Failed: the store answered 403 (log in again)" },
      category: { state: "failed", status: "Failed: the store answered with a page, not JSON (HTTP 503; is its REST API blocked?)" },
      search: { state: "failed", status: "Failed: the store did not answer within 0.1 s" },
      home: { state: "failed", status: "Failed: the store could not be reached (Failed to fetch)" },
      cart: { state: "built", status: "Built: 1.0 KB" },
    });
  });

  it("builds the groups it can and fails the row for a page without the meta or of another type, naming every problem", async () => {
    rows(["product"]);
    const requests = fakeStore({
      [url("product")]: typePage("product"),
      [url("gift-card")]: typePage("product", KEY_B),
      [url("plain")]: html(storePage({ sheets: { "theme-main": SHEET } })),
      [url("shop")]: typePage("shop"),
      [SHEET]: css(".used{color:green}"),
      [ENDPOINT]: endpointBy({}),
    });
    const job = { type: "product", urls: [url("product"), url("plain"), url("shop"), url("gift-card"), "https://elsewhere.test/product/"] };
    expect(await runFirstPaint({ ...config([]), jobs: [job] }, context)).toBe("failed");
    expect(row("product")).toEqual({ state: "failed", status: `Failed: ${url("plain")} has no first-paint key (is Islet on for that page?) (and 2 more); built: 1.0 KB, 1.0 KB` });
    const status = document.querySelector("[data-islet-first-paint-status]");
    expect(status?.getAttribute("title")?.split("\n")).toEqual([
      `${url("plain")} has no first-paint key (is Islet on for that page?)`,
      `${url("shop")} is a "shop" page, not "product"`,
      `https://elsewhere.test/product/ is not on this site (${ORIGIN}), so it was not read`,
    ]);
    expect(postedBodies(requests).map((body) => (body as { key: string }).key)).toEqual([KEY_A, KEY_B]);
  });

  it("fails a group whose pages use none of the sheets' rules or link no sheet of the site, without posting", async () => {
    rows(["product", "shop"]);
    const requests = fakeStore({
      [url("product")]: typePage("product"),
      [url("shop")]: html(storePage({ meta: `shop ${KEY_A}`, sheets: { cdn: "https://cdn.test/theme.css" }, body: '<div class="used"></div>' })),
      [SHEET]: css(".never{color:red}"),
    });
    expect(await runFirstPaint(config(["product", "shop"]), context)).toBe("failed");
    expect(row("product")).toEqual({ state: "failed", status: "Failed: no rule of the stylesheets is used on the product pages" });
    expect(row("shop")).toEqual({ state: "failed", status: "Failed: the shop pages link no stylesheet of this site in their head" });
    expect(postedBodies(requests)).toEqual([]);
    expect(requests.map((request) => request.url)).not.toContain("https://cdn.test/theme.css");
  });

  it("works without rows (any admin page) and ends with done", async () => {
    fakeStore({ [url("product")]: typePage("product"), [SHEET]: css(".used{color:green}"), [ENDPOINT]: endpointBy({}) });
    expect(await runFirstPaint(config(["product"]), context)).toBe("done");
    expect(document.documentElement.getAttribute("data-islet-first-paint-state")).toBe("done");
  });

  it("shows building on a row while its job runs", async () => {
    rows(["product"]);
    let seen: ReturnType<typeof row> | null = null;
    fakeStore({
      [url("product")]: () => {
        seen = row("product");
        return typePage("product");
      },
      [SHEET]: css(".used{color:green}"),
      [ENDPOINT]: endpointBy({}),
    });
    await runFirstPaint(config(["product"]), context);
    expect(seen).toEqual({ state: "building", status: "Building…" });
  });
});
