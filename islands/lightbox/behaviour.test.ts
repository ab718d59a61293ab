import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { renderIsland } from "../../src/contract/markup";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { lightboxIsland } from "./index";
import type { LightboxRequest } from "./open";
import { GalleryMark, PageEvent } from "../../src/contract/page-names";

const opened: LightboxRequest[] = [];
const handle = { close: vi.fn(), destroy: vi.fn() };
vi.mock("./open", () => ({
  openLightbox: (request: LightboxRequest) => {
    opened.push(request);
    return handle;
  },
}));

let runtime: Runtime | null = null;
const flush = async (): Promise<void> => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Scans the Hoodie page with the lightbox printed `when`; returns the island. */
function scan(hash: string, props: Record<string, unknown>, when: "load" | "interaction"): HTMLElement | null {
  history.replaceState(null, "", `/product/hoodie/${hash}`);
  loadCapturedBody("product-variable-hoodie.html");
  const island = renderIsland({ name: "lightbox", version: 1, when, props: { gallery: "#commercegurus-pdp-gallery", gid: 1, ...props } });
  document.querySelector("#commercegurus-pdp-gallery-wrapper")?.insertAdjacentHTML("afterend", island);
  const config = testConfig();
  runtime = createRuntime([lightboxIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  return document.querySelector('[data-island="lightbox"]');
}

async function mount(hash = "", props: Record<string, unknown> = {}): Promise<void> {
  scan(hash, props, "load");
  await runtime?.settled();
  expect(document.querySelector('[data-island="lightbox"]')?.getAttribute("data-island-state")).toBe("mounted");
  await flush();
}

const link = (index: number): HTMLElement => {
  const anchor = document.querySelectorAll<HTMLElement>("#commercegurus-pdp-gallery .cg-main-swiper a.swiper-slide-imglink")[index];
  if (!anchor) throw new Error(`no slide ${index}`);
  return anchor;
};
const click = (target: HTMLElement, init: MouseEventInit = {}): MouseEvent => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  opened.length = 0;
  handle.close.mockClear();
  handle.destroy.mockClear();
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe("lightbox mount on the Hoodie page", () => {
  it("opens the clicked main image with animation and writes gid and pid to the hash", async () => {
    await mount();
    const push = vi.spyOn(history, "pushState");
    const event = click(link(1).querySelector("img") ?? link(1));
    await flush();
    expect(event.defaultPrevented).toBe(true);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ index: 1, animate: true, caption: false });
    expect(opened[0]?.items.map((item) => item.alt)).toEqual(["Hoodie front", "Hoodie back"]);
    expect(push).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe("#gid=1&pid=2");
    opened[0]?.onChange(0);
    expect(location.hash).toBe("#gid=1&pid=1");
    // Closing steps back over the entry it pushed.
    const back = vi.spyOn(history, "back").mockImplementation(() => undefined);
    opened[0]?.onClose();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("printed `interaction`: waits for the gallery, then a click before its code loaded opens that image", async () => {
    const island = scan("", {}, "interaction");
    await flush();
    expect(island?.getAttribute("data-island-state")).toBe("pending");
    expect(click(link(1)).defaultPrevented).toBe(true);
    await runtime?.settled();
    await flush();
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ index: 1 });
  });

  it("printed `interaction`: a hash naming an item mounts it at once, on arrival or after Back or Forward", async () => {
    const island = scan("#gid=1&pid=2", {}, "interaction");
    await runtime?.settled();
    await flush();
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    expect(opened).toHaveLength(1);
    runtime?.destroy();
    opened.length = 0;
    const later = scan("#tab-reviews", {}, "interaction");
    await flush();
    expect(later?.getAttribute("data-island-state")).toBe("pending");
    history.replaceState(null, "", "/product/hoodie/#gid=1&pid=1");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await runtime?.settled();
    await flush();
    expect(later?.getAttribute("data-island-state")).toBe("mounted");
  });

  it("ignores the click that ended a gallery drag, modified clicks and thumbnails", async () => {
    await mount();
    const root = document.querySelector("#commercegurus-pdp-gallery");
    root?.setAttribute(GalleryMark.Dragged, "");
    expect(click(link(0)).defaultPrevented).toBe(true);
    expect(root?.hasAttribute(GalleryMark.Dragged)).toBe(false);
    expect(click(link(0), { ctrlKey: true }).defaultPrevented).toBe(false);
    const thumb = document.querySelector<HTMLElement>(".cg-thumb-swiper img");
    if (thumb) click(thumb);
    await flush();
    expect(opened).toHaveLength(0);
  });

  it("a URL with gid and pid reopens that item without animation; closing drops them and keeps the rest", async () => {
    await mount("#tab-reviews&gid=1&pid=2");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ index: 1, animate: false });
    const back = vi.spyOn(history, "back");
    opened[0]?.onClose();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe("#tab-reviews");
  });

  it("opens nothing for a hash shorter than 5 characters or another gallery's", async () => {
    await mount("#pid");
    runtime?.destroy();
    await mount("#gid=2&pid=1");
    expect(opened).toHaveLength(0);
  });

  it("Back closes the open lightbox without touching history again", async () => {
    await mount();
    click(link(0));
    await flush();
    const back = vi.spyOn(history, "back");
    history.replaceState(null, "", "/product/hoodie/");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(handle.close).toHaveBeenCalledTimes(1);
    opened[0]?.onClose();
    expect(back).not.toHaveBeenCalled();
  });

  it("a gallery swap closes the open lightbox; teardown destroys it", async () => {
    await mount();
    click(link(0));
    await flush();
    document.querySelector("#commercegurus-pdp-gallery .cg-main-swiper li")?.dispatchEvent(new CustomEvent(PageEvent.GalleryChange, { bubbles: true }));
    expect(handle.close).toHaveBeenCalledTimes(1);
    // PhotoSwipe reports a close on destroy too: teardown must not walk the history back.
    handle.destroy.mockImplementationOnce(() => opened[0]?.onClose());
    const back = vi.spyOn(history, "back");
    runtime?.destroy();
    runtime = null;
    expect(handle.destroy).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it("with zoom on, the gallery's zoom control opens the slide it shows", async () => {
    await mount("", { zoom: ".islet-test-zoom" });
    document.querySelector("#commercegurus-pdp-gallery")?.insertAdjacentHTML("beforeend", '<button type="button" class="islet-test-zoom">Zoom</button>');
    const zoom = document.querySelector<HTMLElement>(".islet-test-zoom");
    if (!zoom) throw new Error("no zoom control");
    expect(click(zoom).defaultPrevented).toBe(true);
    await flush();
    expect(opened[0]).toMatchObject({ index: 0, animate: true });
  });

  it("does nothing when the page turns the lightbox off", async () => {
    await mount("", { enabled: false });
    expect(click(link(0)).defaultPrevented).toBe(false);
    await flush();
    expect(opened).toHaveLength(0);
  });
});
