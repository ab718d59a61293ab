import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../../src/api/client";
import type { BannerDismissed } from "../../src/api/coming-soon";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { BANNER_SELECTOR, wireComingSoonBanner } from "./banner";

type Answer = ApiResult<BannerDismissed>;

let teardown: AbortController;
const banner = (): HTMLElement => document.querySelector(BANNER_SELECTOR) as HTMLElement;
const dismiss = (): HTMLAnchorElement => document.querySelector("a.coming-soon-footer-banner-dismiss") as HTMLAnchorElement;
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function fakeSend(answer: () => Promise<Answer>) {
  return vi.fn((_url: string, _nonce: string) => answer());
}

beforeEach(() => {
  teardown = new AbortController();
  loadCapturedBody("coming-soon-admin-product.html");
});
afterEach(() => {
  teardown.abort();
  document.body.innerHTML = "";
});

describe("the coming-soon banner (docs/behaviour/site-ui.md#coming-soon-banner)", () => {
  it("makes WooCommerce's empty dismiss link a named button a keyboard reaches", () => {
    expect(dismiss().hasAttribute("href")).toBe(false);
    wireComingSoonBanner("Dismiss", fakeSend(async () => ({ ok: true, value: { dismissed: true } })), teardown.signal);
    expect(dismiss().getAttribute("role")).toBe("button");
    expect(dismiss().tabIndex).toBe(0);
    expect(dismiss().getAttribute("aria-label")).toBe("Dismiss");
  });

  it("hides the banner at once and asks the store with the link's REST url and nonce", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const send = fakeSend(() => new Promise<Answer>((resolve) => (answer = resolve)));
    wireComingSoonBanner("Dismiss", send, teardown.signal);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    dismiss().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(banner().style.display).toBe("none");
    expect(send).toHaveBeenCalledWith("http://127.0.0.1:8881/wp-json/wp/v2/users/1", "2dc0ac92bc");
    answer({ ok: true, value: { dismissed: true } });
    await settle();
    expect(banner().style.display).toBe("none");
  });

  it.each<[string, Answer]>([
    ["a 403", { ok: false, failure: { kind: "http", status: 403 } }],
    ["a 500", { ok: false, failure: { kind: "http", status: 500 } }],
    ["an HTML page", { ok: false, failure: { kind: "not-json", status: 200, contentType: "text/html" } }],
    ["a malformed answer", { ok: false, failure: { kind: "malformed", status: 200 } }],
    ["a timeout", { ok: false, failure: { kind: "timeout" } }],
    ["a network error", { ok: false, failure: { kind: "network", message: "offline" } }],
    ["an answer it cannot read", { ok: false, failure: { kind: "unexpected" } }],
  ])("after %s it stays hidden for the page and says nothing", async (_label, result) => {
    const errors = vi.spyOn(console, "error");
    const before = document.body.textContent;
    wireComingSoonBanner("Dismiss", fakeSend(async () => result), teardown.signal);
    dismiss().click();
    await settle();
    expect(banner().style.display).toBe("none");
    expect(document.body.textContent).toBe(before);
    expect(document.querySelector("[role=alert].islet-notice, .islet-notice")).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it("Enter or Space dismisses it, once, however often pressed", async () => {
    const send = fakeSend(async () => ({ ok: true, value: { dismissed: true } }));
    wireComingSoonBanner("Dismiss", send, teardown.signal);
    for (const key of ["Enter", " ", "Enter"]) {
      const press = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      dismiss().dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
    }
    dismiss().click();
    await settle();
    expect(banner().style.display).toBe("none");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("ignores other keys and stops with the island", () => {
    const send = fakeSend(async () => ({ ok: true, value: { dismissed: true } }));
    wireComingSoonBanner("Dismiss", send, teardown.signal);
    dismiss().dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true }));
    teardown.abort();
    dismiss().click();
    expect(send).not.toHaveBeenCalled();
    expect(banner().style.display).not.toBe("none");
  });
});
