/**
 * The lightbox component with the real PhotoSwipe (happy-dom) on the captured Hoodie page:
 * each state — closed, a click kept from before React mounted, open with its caption, a
 * failed image, idle controls, closing by its own controls, by Back, by a gallery swap, and
 * teardown. The mount's rules with PhotoSwipe stubbed are in behaviour.test.ts.
 */
import PhotoSwipe from "photoswipe";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ROOT_ATTRIBUTE } from "../../src/runtime/react";
import type { Runtime } from "../../src/runtime/scan";
import { rendered } from "../../src/testing/react";
import { tabStops } from "./focus";
import { IDLE_CLASS } from "./idle";
import { STYLE_ID } from "./open";
import { mountOnHoodie, slideLink, userBack, type HoodiePage } from "./test-page";
import { PageEvent } from "../../src/contract/page-names";

// Vite turns CSS imports into style tags, not text: stand in for esbuild's `type: "text"`.
vi.mock("photoswipe/dist/photoswipe.css", () => ({ default: ".pswp { position: fixed; }" }));

let runtime: Runtime | null = null;
/**
 * happy-dom runs no transitions: PhotoSwipe's animations end on its fallback timer, about a
 * second, and PhotoSwipe ignores a close while opening. The tests open without animation (the
 * shopper's reduced-motion setting) unless they say otherwise.
 */
let reducedMotion = true;
let created: MockInstance;
let destroyed: MockInstance;
beforeEach(() => {
  reducedMotion = true;
  created = vi.spyOn(PhotoSwipe.prototype, "init");
  destroyed = vi.spyOn(PhotoSwipe.prototype, "destroy");
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, "matchMedia").mockImplementation((query) =>
    query.includes("prefers-reduced-motion") ? ({ ...matchMedia(query), matches: reducedMotion } as MediaQueryList) : matchMedia(query),
  );
});
afterEach(async () => {
  runtime?.destroy();
  runtime = null;
  await rendered();
  // A PhotoSwipe torn down while opening goes once opened, and gives focus back then: not
  // during the next test (its focus trap would take that as activity).
  await vi.waitFor(() => expect(destroyed.mock.calls.length).toBeGreaterThanOrEqual(created.mock.calls.length), { timeout: 3000 });
});

async function mount(page: HoodiePage = {}): Promise<void> {
  runtime = await mountOnHoodie({ ...page, props: { caption: true, ...page.props } });
}

const dialog = (): HTMLElement | null => document.querySelector<HTMLElement>(".pswp.islet-lightbox");
const opened = async (): Promise<HTMLElement> => {
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  await rendered();
  const root = dialog();
  if (!root) throw new Error("no dialog");
  return root;
};
const closed = (): Promise<void> => vi.waitFor(() => expect(dialog()).toBeNull());
const click = (target: Element): boolean => !target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
const caption = (): string | null | undefined => dialog()?.querySelector(".islet-lightbox-caption")?.textContent;

describe("Lightbox (PhotoSwipe in happy-dom, Hoodie page)", () => {
  it("renders nothing and loads no PhotoSwipe until asked", async () => {
    await mount();
    const host = document.querySelector(`[data-island="lightbox"] [${ROOT_ATTRIBUTE}]`);
    expect(host?.childNodes).toHaveLength(0);
    expect(dialog()).toBeNull();
    expect(document.getElementById(STYLE_ID)).toBeNull();
  });

  it("honours a click made before React mounted, with the opening animation", async () => {
    reducedMotion = false;
    let prevented = false;
    runtime = await mountOnHoodie({ beforeMount: () => (prevented = click(slideLink(1))) });
    expect(prevented).toBe(true);
    const root = await opened();
    expect(root.getAttribute("aria-label")).toBe("Product images");
    expect(location.hash).toBe("#gid=1&pid=2");
    await vi.waitFor(() => expect(root.style.getPropertyValue("--pswp-transition-duration")).toBe("333ms"));
  });

  it("open: a named modal dialog whose caption follows the slide, with the hash", async () => {
    await mount();
    click(slideLink(0));
    const root = await opened();
    expect(root.getAttribute("role")).toBe("dialog");
    expect(root.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(STYLE_ID)).not.toBeNull();
    expect(caption()).toBe("Hoodie\nfront");
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    await vi.waitFor(() => expect(location.hash).toBe("#gid=1&pid=2"));
    await rendered();
    expect(caption()).toBe("Hoodie\nback");
  });

  it("no caption when the page turns captions off", async () => {
    await mount({ props: { caption: false } });
    click(slideLink(0));
    await opened();
    expect(dialog()?.querySelector(".islet-lightbox-caption")).toBeNull();
  });

  it("a failed image shows the message, 'The image' linking to it", async () => {
    // happy-dom lays nothing out and loads no images: give PhotoSwipe a viewport and an image that waits.
    vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(1024);
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    await mount();
    click(slideLink(0));
    const root = await opened();
    root.querySelector("img.pswp__img:not(.pswp__img--placeholder)")?.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(root.querySelector(".islet-lightbox-error")?.textContent).toBe("The image could not be loaded."));
    const anchor = root.querySelector(".pswp__error-msg-container .islet-lightbox-error a");
    expect(anchor?.textContent).toBe("The image");
    expect(anchor?.getAttribute("href")).toMatch(/\/hoodie-front\.png$/);
  });

  it("keeps Tab inside the dialog", async () => {
    await mount();
    click(slideLink(0));
    const root = await opened();
    const stops = tabStops(root);
    expect(stops.length).toBeGreaterThan(1);
    stops[stops.length - 1]?.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(stops[0]);
  });

  it("idles the controls once the pointer leaves the window", async () => {
    await mount();
    click(slideLink(0));
    const root = await opened();
    // PhotoSwipe focuses its dialog once open, and focus is activity: wait for it first.
    await vi.waitFor(() => expect(document.activeElement).toBe(root));
    document.dispatchEvent(new MouseEvent("mouseout", { relatedTarget: null }));
    expect(root.classList.contains(IDLE_CLASS)).toBe(false);
    await vi.waitFor(() => expect(root.classList.contains(IDLE_CLASS)).toBe(true), { timeout: 3000 });
  });

  it("its own close button closes it, steps back over its history entry, and it can open again", async () => {
    await mount();
    click(slideLink(1));
    const root = await opened();
    const back = vi.spyOn(history, "back").mockImplementation(() => undefined);
    root.querySelector<HTMLElement>(".pswp__button--close")?.click();
    await closed();
    expect(back).toHaveBeenCalledTimes(1);
    click(slideLink(0));
    await opened();
    expect(location.hash).toBe("#gid=1&pid=1");
  });

  it("a pasted URL opens without animation; Escape closes and keeps the rest of the hash", async () => {
    await mount({ hash: "#tab-reviews&gid=1&pid=2" });
    const root = await opened();
    expect(caption()).toBe("Hoodie\nback");
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await closed();
    expect(location.hash).toBe("#tab-reviews");
  });

  it("Back closes it without touching history again", async () => {
    await mount();
    click(slideLink(0));
    await opened();
    const back = vi.spyOn(history, "back");
    userBack();
    await closed();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe("");
  });

  it("a gallery swap closes it", async () => {
    await mount();
    click(slideLink(0));
    await opened();
    vi.spyOn(history, "back").mockImplementation(() => undefined);
    document.querySelector("#commercegurus-pdp-gallery .cg-main-swiper li")?.dispatchEvent(new CustomEvent(PageEvent.GalleryChange, { bubbles: true }));
    await closed();
  });

  it("teardown removes it at once and leaves history alone", async () => {
    await mount();
    click(slideLink(0));
    await opened();
    const back = vi.spyOn(history, "back");
    runtime?.destroy();
    runtime = null;
    await closed();
    expect(back).not.toHaveBeenCalled();
    expect(document.querySelector(`[data-island="lightbox"] [${ROOT_ATTRIBUTE}]`)).toBeNull();
  });

  it("teardown while PhotoSwipe is still opening removes it once opened", async () => {
    reducedMotion = false;
    const errors = vi.spyOn(console, "error");
    await mount();
    click(slideLink(0));
    await opened();
    runtime?.destroy();
    runtime = null;
    // PhotoSwipe ignores a close while opening: it goes when its opening ends (happy-dom: on its fallback timer).
    await vi.waitFor(() => expect(dialog()).toBeNull(), { timeout: 2000 });
    expect(errors).not.toHaveBeenCalled();
  });

  it("Back while PhotoSwipe is still opening closes it once opened", async () => {
    reducedMotion = false;
    await mount();
    click(slideLink(0));
    await opened();
    userBack();
    await vi.waitFor(() => expect(dialog()).toBeNull(), { timeout: 3000 });
    expect(location.hash).toBe("");
  });
});
