import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { HIDDEN_VALUE, storeNoticeCookie, wireStoreNotice } from "./store-notice";

/** The captured store's notice id (data-notice-id on every page). */
const NOTICE_ID = "7656e3dae1823f370addb6947eb2a872";
const COOKIE = `store_notice${NOTICE_ID}`;

let teardown: AbortController;
const notice = (): HTMLElement => document.querySelector(".woocommerce-store-notice") as HTMLElement;
const dismissLink = (): HTMLAnchorElement => document.querySelector(".woocommerce-store-notice__dismiss-link") as HTMLAnchorElement;
const clearCookie = (name: string): void => void (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

beforeEach(() => {
  teardown = new AbortController();
  loadCapturedBody("home.html");
});
afterEach(() => {
  vi.restoreAllMocks();
  teardown.abort();
  clearCookie(COOKIE);
  document.body.innerHTML = "";
});

describe("the store notice (docs/behaviour/site-ui.md#store-notice)", () => {
  it("is printed hidden by WooCommerce for everyone, so nothing can flash before this runs", () => {
    expect(notice().style.display).toBe("none");
    expect(notice().dataset.noticeId).toBe(NOTICE_ID);
  });

  it("is shown unless its cookie says hidden", () => {
    wireStoreNotice(teardown.signal);
    expect(notice().style.display).not.toBe("none");
    expect(getComputedStyle(notice()).display).not.toBe("none");
  });

  it("where the stylesheet hides it too, shows it as a block once the next frame has painted, computing no style before", async () => {
    const style = document.createElement("style");
    style.textContent = ".woocommerce-store-notice { display: none; }";
    document.head.append(style);
    const computed = vi.spyOn(window, "getComputedStyle");
    wireStoreNotice(teardown.signal);
    expect(computed).not.toHaveBeenCalled();
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(computed).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notice().style.display).toBe("block");
    computed.mockRestore();
    style.remove();
  });

  it("stays hidden for a visitor whose cookie says hidden", () => {
    document.cookie = `${COOKIE}=${HIDDEN_VALUE}; path=/`;
    wireStoreNotice(teardown.signal);
    expect(notice().style.display).toBe("none");
  });

  it("is shown again once its text changed (a new id, a new cookie)", () => {
    document.cookie = `store_notice0123456789abcdef0123456789abcdef=${HIDDEN_VALUE}; path=/`;
    wireStoreNotice(teardown.signal);
    expect(notice().style.display).not.toBe("none");
    clearCookie("store_notice0123456789abcdef0123456789abcdef");
  });

  it("dismissing stores hidden in store_notice<id>, path /, for the session, and hides it", () => {
    const written = vi.spyOn(document, "cookie", "set");
    wireStoreNotice(teardown.signal);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    dismissLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(notice().style.display).toBe("none");
    expect(written).toHaveBeenCalledTimes(1);
    const cookie = String(written.mock.calls[0]?.[0]);
    expect(cookie.split(";")[0]).toBe(`${storeNoticeCookie(NOTICE_ID)}=hidden`);
    expect(cookie).toMatch(/;\s*path=\//);
    expect(cookie).not.toMatch(/expires|max-age/i);
  });

  it("a reload after dismissing keeps it hidden", () => {
    wireStoreNotice(teardown.signal);
    dismissLink().click();
    teardown.abort();
    teardown = new AbortController();
    loadCapturedBody("shop.html");
    wireStoreNotice(teardown.signal);
    expect(notice().style.display).toBe("none");
  });

  it("Space presses the dismiss link, as a button (Enter is the link's own)", () => {
    wireStoreNotice(teardown.signal);
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    dismissLink().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(notice().style.display).toBe("none");
  });

  it("with cookies blocked: shown, and a dismissal still hides it without throwing", () => {
    vi.spyOn(document, "cookie", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(document, "cookie", "set").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    wireStoreNotice(teardown.signal);
    expect(notice().style.display).not.toBe("none");
    expect(() => dismissLink().click()).not.toThrow();
    expect(notice().style.display).toBe("none");
  });

  it("does nothing on a page without a notice, and stops with the island", () => {
    document.body.innerHTML = "<p>No notice</p>";
    expect(() => wireStoreNotice(teardown.signal)).not.toThrow();
    loadCapturedBody("home.html");
    wireStoreNotice(teardown.signal);
    teardown.abort();
    dismissLink().click();
    expect(notice().style.display).not.toBe("none");
  });
});
