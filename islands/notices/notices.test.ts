import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { capturedJson, jsonResponse, loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { appendIsland } from "../../src/testing/islands";
import { armNotices, raiseQuantitiesToMin } from "./arm";
import { noticesIsland } from "./index";
import { parseNoticesProps } from "./props";
import { provideScrollToNotices } from "./scroll-shim";
import { loadAccountBody } from "./testing";

let runtime: Runtime | null = null;
let jq: FakeJQuery | null = null;
let teardown: AbortController;

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30));
const notice = (): HTMLElement => document.querySelector(".woocommerce-store-notice") as HTMLElement;

async function start(): Promise<HTMLElement> {
  const island = appendIsland("notices", { when: "interaction", props: { dismiss: "Dismiss" } });
  const config = testConfig();
  const client = createClient(config, { fetch: routedFetch({}).fetch });
  runtime = createRuntime([noticesIsland], { config, client });
  runtime.scan();
  await settle();
  return island;
}

beforeEach(() => {
  teardown = new AbortController();
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  jq?.uninstall();
  jq = null;
  teardown.abort();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the notices island on the page", () => {
  it("shows the store notice from its arm and loads nothing more on a page that needs nothing more", async () => {
    loadCapturedBody("home.html");
    const island = await start();
    expect(notice().style.display).not.toBe("none");
    expect(island.getAttribute("data-island-state")).toBe("pending");
  });

  it("loads at once where the coming-soon banner is, and makes its dismiss link a button", async () => {
    loadCapturedBody("coming-soon-admin-product.html");
    const island = await start();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    expect(document.querySelector("a.coming-soon-footer-banner-dismiss")?.getAttribute("role")).toBe("button");
  });

  it("loads at once where a password field has its toggle, and shows the toggle", async () => {
    loadAccountBody();
    const island = await start();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    expect((document.querySelector(".show-password-input") as HTMLButtonElement).hidden).toBe(false);
  });

  it("loads at once for an alert notice to focus", async () => {
    loadCapturedBody("shop.html");
    document.querySelector(".woocommerce-notices-wrapper")?.insertAdjacentHTML("beforeend", '<div class="woocommerce-message" role="alert">Added.</div>');
    const island = await start();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
  });

  it("loads once the page is idle where jQuery scripts stay, and gives them $.scroll_to_notices", async () => {
    jq = installFakeJQuery();
    let idle: () => void = () => undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => void (idle = callback));
    loadCapturedBody("home.html");
    const island = await start();
    expect(island.getAttribute("data-island-state")).toBe("pending");
    idle();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    expect(typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices).toBe("function");
  });

  it("asks the store once when the banner is dismissed", async () => {
    loadCapturedBody("coming-soon-admin-product.html");
    const recorded = routedFetch({});
    recorded.fetch.mockImplementation(async () => jsonResponse(capturedJson("46-rest-dismiss-coming-soon-banner")));
    const island = appendIsland("notices", { when: "interaction", props: {} });
    const config = testConfig();
    runtime = createRuntime([noticesIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
    runtime.scan();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    const link = document.querySelector("a.coming-soon-footer-banner-dismiss") as HTMLElement;
    // The capture's store origin is not this page's: as the demo store serves it, site-relative.
    link.dataset.restUrl = "/wp-json/wp/v2/users/1";
    link.click();
    await vi.waitFor(() => expect(recorded.fetch).toHaveBeenCalledTimes(1));
    expect(recorded.fetch.mock.calls[0]?.[0]).toBe(`${location.origin}/wp-json/wp/v2/users/1`);
  });

  it("never sends the nonce to the captured store's other origin", async () => {
    loadCapturedBody("coming-soon-admin-product.html");
    const recorded = routedFetch({});
    const island = appendIsland("notices", { when: "interaction", props: {} });
    const config = testConfig();
    runtime = createRuntime([noticesIsland], { config, client: createClient(config, { fetch: recorded.fetch }) });
    runtime.scan();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    (document.querySelector("a.coming-soon-footer-banner-dismiss") as HTMLElement).click();
    await settle();
    expect(recorded.fetch).not.toHaveBeenCalled();
    expect((document.querySelector("#coming-soon-footer-banner") as HTMLElement).style.display).toBe("none");
  });
});

describe("quantities raised to their minimum (docs/behaviour/product-form.md#quantity)", () => {
  it("raises input.qty below its min, but not a cart row's", () => {
    document.body.innerHTML =
      '<form class="cart"><div class="quantity"><input type="number" class="input-text qty text" value="1" min="3"></div></form>' +
      '<table><tr><td class="product-quantity"><div class="quantity"><input type="number" class="input-text qty text" value="1" min="3"></div></td></tr></table>' +
      '<input class="qty" value="5" min="3"><input class="qty" value="1" min=""><input class="qty" value="-2" min="0"><input class="qty" value="1" min="1.5">';
    raiseQuantitiesToMin();
    expect(Array.from(document.querySelectorAll<HTMLInputElement>("input.qty"), (input) => input.value)).toEqual(["3", "1", "5", "1", "0", "1.5"]);
  });

  it("the arm raises them at once, without loading anything", () => {
    document.body.innerHTML = '<div class="quantity"><input class="input-text qty text" value="1" min="2"></div>';
    expect(armNotices(teardown.signal)).toBeUndefined();
    expect((document.querySelector("input.qty") as HTMLInputElement).value).toBe("2");
  });
});

describe("$.scroll_to_notices for the jQuery scripts left on the page", () => {
  it("scrolls to the collection's first element, 100 px above it", () => {
    jq = installFakeJQuery();
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    document.body.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Error</li></ul>';
    const error = document.querySelector("ul") as HTMLElement;
    error.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    provideScrollToNotices(teardown.signal);
    const jquery = (window as unknown as { jQuery: ((target: unknown) => unknown) & { scroll_to_notices: (target: unknown) => void } }).jQuery;
    jquery.scroll_to_notices(jquery(error));
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
    jquery.scroll_to_notices({ length: 0 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    teardown.abort();
    expect(jquery.scroll_to_notices).toBeUndefined();
  });

  it("keeps a $.scroll_to_notices woocommerce.js (or another script) already gave", () => {
    jq = installFakeJQuery();
    const theirs = vi.fn();
    const jquery = (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery;
    jquery.scroll_to_notices = theirs;
    provideScrollToNotices(teardown.signal);
    teardown.abort();
    expect(jquery.scroll_to_notices).toBe(theirs);
  });

  it("gives nothing without jQuery", () => {
    expect(() => provideScrollToNotices(teardown.signal)).not.toThrow();
  });
});

describe("props", () => {
  it("name the banner's dismiss control, WooCommerce's 'Dismiss' by default", () => {
    expect(parseNoticesProps({ dismiss: "Schließen" })).toEqual({ ok: true, value: { dismiss: "Schließen" } });
    expect(parseNoticesProps({})).toEqual({ ok: true, value: { dismiss: "Dismiss" } });
    expect(parseNoticesProps({ dismiss: "" })).toEqual({ ok: true, value: { dismiss: "Dismiss" } });
    expect(parseNoticesProps([]).ok).toBe(false);
  });
});
