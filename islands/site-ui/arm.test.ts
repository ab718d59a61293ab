import { afterEach, describe, expect, it } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { HeldPress } from "../../src/contract/page-names";
import { click, fakeWindow, key, mounted, must, settle, siteUiPage, tap } from "./testing";

let runtime: Runtime | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  document.body.className = "";
});

/** The island scanned but its code not loaded: only the arm runs (no intent reaches it). */
async function armed(file = "home.html", props: Record<string, unknown> = {}, width = 1280): Promise<HTMLElement> {
  fakeWindow(width);
  const placed = siteUiPage(file, props);
  runtime = placed.runtime;
  await settle();
  return placed.island;
}

describe("the site-ui arm (first bundle)", () => {

  it("loads its code on an intent on what it wires, not on the header's cart", async () => {
    const island = await armed();
    must(".site-header .shoptimizer-cart a").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(island.getAttribute("data-island-state")).toBe("pending");
    must(".site-branding .menu-toggle").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await mounted(island);
  });

  it("marks keyboard use for the theme's focus styles at the first Tab, not before", async () => {
    await armed();
    key(document.body, "a");
    expect(document.body.classList.contains("keyboard-active")).toBe(false);
    key(document.body, "Tab");
    expect(document.body.classList.contains("keyboard-active")).toBe(true);
  });

  it("gives Shoptimizer's size guide its class, as its main.js did at load", () => {
    fakeWindow(1280);
    runtime = siteUiPage("product-variable-hoodie.html", {}, "sticky-d", '<div class="button-wrapper"><a href="#">Size guide</a></div>').runtime;
    expect(must(".button-wrapper").classList.contains("shoptimizer-size-guide")).toBe(true);
  });

  it("holds a press on a button it acts on, without cancelling anything", async () => {
    const island = await armed("shop.html", {}, 390);
    const toggle = must(".mobile-filter");
    // A click alone is no intent: only the held press wakes the island.
    expect(click(toggle).defaultPrevented).toBe(false);
    expect(toggle.getAttribute(HeldPress.SiteUi)).toBe("");
    await mounted(island);
    expect(toggle.hasAttribute(HeldPress.SiteUi)).toBe(false);
    expect(document.body.classList.contains("filter-open")).toBe(true);
  });

  it("lets a mouse click on a parent item follow its link, and holds a tap at more than 992 px", async () => {
    await armed();
    const link = must("#menu-primary > li.menu-item-has-children > a");
    expect(click(link).defaultPrevented).toBe(false);
    expect(link.hasAttribute(HeldPress.SiteUi)).toBe(false);
    expect(tap(link).defaultPrevented).toBe(true);
    expect(link.getAttribute(HeldPress.SiteUi)).toBe("touch");
  });

  it("holds reply links only where the reply form is the island's", async () => {
    const reply = '<a rel="nofollow" class="comment-reply-link" href="/hello-world/?replytocom=1#respond" data-commentid="1">Reply</a>';
    await armed("home.html", { replies: false });
    document.body.insertAdjacentHTML("beforeend", reply);
    expect(click(must(".comment-reply-link")).defaultPrevented).toBe(false);
    runtime?.destroy();
    await armed("home.html", { replies: true });
    document.body.insertAdjacentHTML("beforeend", reply);
    expect(click(must(".comment-reply-link")).defaultPrevented).toBe(true);
    expect(must(".comment-reply-link").hasAttribute(HeldPress.SiteUi)).toBe(true);
  });
});
