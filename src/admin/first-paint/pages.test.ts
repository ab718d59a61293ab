// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeStore, hanging, html, KEY_A, KEY_B, ORIGIN, storePage } from "./fake-store";
import { readJobPages, readPageIdentity } from "./pages";

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (path: string): string => `${ORIGIN}${path}`;
const parse = (text: string): Document => new DOMParser().parseFromString(text, "text/html");

describe("readPageIdentity", () => {
  it("reads TYPE and KEY from the page's meta", () => {
    expect(readPageIdentity(parse(storePage({ meta: `product ${KEY_A.toUpperCase()}` })))).toEqual({ type: "product", key: KEY_A });
  });

  it("is null without the meta or with a malformed one", () => {
    for (const meta of [undefined, "", "product", "product 1234", `product ${KEY_A} extra`]) {
      expect(readPageIdentity(parse(storePage({ meta }))), String(meta)).toBeNull();
    }
  });
});

describe("readJobPages", () => {
  it("reads each page as a logged-out visitor, fresh, and groups them by (type, key) in the job's order", async () => {
    const requests = fakeStore({
      [page("/product/hoodie/")]: html(storePage({ meta: `product ${KEY_A}` })),
      [page("/product/gift-card/")]: html(storePage({ meta: `product ${KEY_B}` })),
      [page("/product/classic-t-shirt/")]: html(storePage({ meta: `product ${KEY_A}` })),
    });
    const job = { type: "product", urls: [page("/product/hoodie/"), page("/product/gift-card/"), page("/product/classic-t-shirt/")] };
    const { groups, failures } = await readJobPages(job, ORIGIN, 1000);
    expect(failures).toEqual([]);
    expect(groups.map((group) => [group.type, group.key, group.pages.map((p) => p.url)])).toEqual([
      ["product", KEY_A, [page("/product/hoodie/"), page("/product/classic-t-shirt/")]],
      ["product", KEY_B, [page("/product/gift-card/")]],
    ]);
    for (const request of requests) expect(request.init).toMatchObject({ credentials: "omit", cache: "no-store" });
  });

  it("reads no address of another site (nothing is sent) and says so", async () => {
    const requests = fakeStore({ [page("/shop/")]: html(storePage({ meta: `shop ${KEY_A}` })) });
    const job = { type: "shop", urls: ["https://elsewhere.test/shop/", "javascript:alert(1)", page("/shop/")] };
    const { groups, failures } = await readJobPages(job, ORIGIN, 1000);
    expect(requests.map((request) => request.url)).toEqual([page("/shop/")]);
    expect(groups).toHaveLength(1);
    expect(failures.map((failure) => failure.url)).toEqual(["https://elsewhere.test/shop/", "javascript:alert(1)"]);
    expect(failures[0]?.reason).toMatch(/not on this site/);
  });

  it("fails a page without the meta, a page of another type, an error status, a timeout and a redirect off the site, and keeps the others", async () => {
    fakeStore({
      [page("/product/plain/")]: html(storePage({})),
      [page("/shop/")]: html(storePage({ meta: `shop ${KEY_B}` })),
      [page("/product/gone/")]: html("gone", 410),
      [page("/product/slow/")]: hanging,
      [page("/product/moved/")]: () => Object.defineProperty(html(storePage({ meta: `product ${KEY_A}` })), "url", { value: "https://elsewhere.test/product/moved/" }),
      [page("/product/hoodie/")]: html(storePage({ meta: `product ${KEY_A}` })),
    });
    const urls = ["/product/plain/", "/shop/", "/product/gone/", "/product/slow/", "/product/moved/", "/product/hoodie/"].map(page);
    const { groups, failures } = await readJobPages({ type: "product", urls }, ORIGIN, 100);
    expect(groups.map((group) => group.pages.length)).toEqual([1]);
    expect(failures.map((failure) => failure.reason)).toEqual([
      `${page("/product/plain/")} has no first-paint key (is Islet on for that page?)`,
      `${page("/shop/")} is a "shop" page, not "product"`,
      `${page("/product/gone/")} answered 410`,
      `${page("/product/slow/")} did not answer within 0.1 s`,
      `${page("/product/moved/")} sent the builder to another site (https://elsewhere.test/product/moved/)`,
    ]);
  });
});
