import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetInteraction } from "./first-interaction";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { $variationSelection, resetVariationSelection } from "../../src/stores/variation";
import { loadCapturedBody, PAGES_DIR, routedFetch, testConfig } from "../../src/testing/fixtures";
import { servedIslandProps, servedPage, siteRelative } from "../../src/testing/served-pages";
import { rendered } from "../../src/testing/react";
import { galleryIsland } from "./index";
import { parseGalleryProps, type GalleryProps } from "./props";
import type { MainSlider } from "./slider";
import { GalleryMark, PageEvent } from "../../src/contract/page-names";

/** keen-slider as created, or (when a test sets `fake`) a stand-in that moves at once. */
const sliders = vi.hoisted(() => ({ created: 0, fake: null as null | ((onChange: (index: number) => void) => MainSlider) }));
vi.mock("./slider", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./slider")>();
  return {
    ...actual,
    createMainSlider: (container: HTMLElement, options: Parameters<typeof actual.createMainSlider>[1]) => {
      sliders.created += 1;
      return sliders.fake ? Promise.resolve(sliders.fake(options.onChange)) : actual.createMainSlider(container, options);
    },
  };
});

function fakeSlider(onChange: (index: number) => void) {
  let index = 0;
  const moveTo = vi.fn((to: number) => {
    index = to;
    onChange(to);
  });
  return { get index() { return index; }, next: vi.fn(() => moveTo(index + 1)), prev: vi.fn(), moveTo, destroy: vi.fn() };
}

const PAGE = "product-variable-hoodie.html";
let runtime: Runtime | null = null;

afterEach(() => {
  vi.useRealTimers();
  runtime?.destroy();
  runtime = null;
  sliders.created = 0;
  sliders.fake = null;
  resetVariationSelection();
  forgetInteraction();
  vi.restoreAllMocks();
});

/** React's turns (renders, effects) without moving fake timers: setImmediate is left real. */
async function reactTurns(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** keen-slider is created a task after the commit that wants it (useMainSlider). */
async function sliderTurns(timeouts: "fake" | "real"): Promise<void> {
  await reactTurns();
  if (timeouts === "fake") vi.advanceTimersByTime(0);
  else await new Promise((resolve) => setTimeout(resolve, 1));
  await reactTurns();
}

function hoodieProps(edit: (props: Record<string, unknown>) => void = () => undefined): GalleryProps {
  const raw = siteRelative(servedIslandProps(servedPage(PAGE), "gallery")) as Record<string, unknown>;
  edit(raw);
  const parsed = parseGalleryProps(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const root = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>("#commercegurus-pdp-gallery");
  if (!element) throw new Error("no gallery");
  return element;
};
const slides = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>(".cg-main-swiper > ul > li"));
const firstImage = (): string => slides()[0]?.querySelector("img")?.getAttribute("src") ?? "";

/** The placed island, as the demo store prints it, mounted by the runtime. */
async function mountByRuntime(props: GalleryProps): Promise<void> {
  loadCapturedBody(PAGE);
  const wrapper = document.querySelector("#commercegurus-pdp-gallery-wrapper");
  if (!wrapper) throw new Error("no wrapper");
  const island = document.createElement("div");
  island.setAttribute("data-island", "gallery");
  island.setAttribute("data-island-v", "1");
  island.setAttribute("data-island-when", "load");
  island.innerHTML = `<script type="application/json" data-island-props>${JSON.stringify(props)}</script>`;
  wrapper.before(island);
  island.append(wrapper);
  const config = testConfig();
  runtime = createRuntime([galleryIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
}

const thumbButton = (index: number): HTMLButtonElement => {
  const button = document.querySelectorAll<HTMLButtonElement>(".cg-thumb-swiper li > button")[index];
  if (!button) throw new Error(`no thumbnail ${index}`);
  return button;
};

/** The Purple gallery a test added to the props, shown the way a shopper gets it: by choosing Purple. */
async function choosePurple(slug: string): Promise<void> {
  $variationSelection.set({ attribute_colour: "Purple" });
  await vi.waitFor(() => expect(root().getAttribute("data-gallery-slug")).toBe(slug));
}

describe("gallery island on the Hoodie page", () => {
  it("mounts on the server markup and names the thumbnails as buttons", async () => {
    await mountByRuntime(hoodieProps());
    const thumbs = Array.from(document.querySelectorAll(".cg-thumb-swiper li > button"));
    expect(thumbs.map((thumb) => [thumb.getAttribute("type"), thumb.getAttribute("aria-label"), thumb.querySelector("img")?.getAttribute("width")])).toEqual([
      ["button", "Show image 1: Hoodie front", "150"],
      ["button", "Show image 2: Hoodie back", "150"],
    ]);
    expect(thumbs[0]?.getAttribute("aria-current")).toBe("true");
    expect(root().getAttribute("data-islet-mode")).toBe("slider");
    expect(root().getAttribute("data-gallery-slug")).toBe("default_gallery");
  });

  it("swaps to the Blue gallery (Blue, then the global front and back) 200 ms after the colour is chosen, keeping the lightbox's link data", async () => {
    await mountByRuntime(hoodieProps());
    const events: unknown[] = [];
    document.addEventListener(PageEvent.GalleryChange, (event) => events.push((event as CustomEvent).detail));
    $variationSelection.set({ attribute_colour: "Blue", attribute_size: "" });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(root().getAttribute("data-gallery-slug")).toBe("default_gallery");
    await vi.waitFor(() => expect(root().getAttribute("data-gallery-slug")).toBe("colour-blue"));
    expect(root().getAttribute("data-image-ids")).toBe("24,18,19");
    expect(firstImage()).toBe("/wp-content/uploads/2026/11/hoodie-blue.png");
    const link = slides()[0]?.querySelector("a.swiper-slide-imglink");
    expect(link?.getAttribute("href")).toBe("/wp-content/uploads/2026/11/hoodie-blue.png");
    expect(link?.getAttribute("data-size")).toBe("800x1024");
    expect(slides().map((slide) => slide.querySelector("img")?.getAttribute("fetchpriority") ?? null)).toEqual(["high", null, null]);
    expect(document.querySelector(".cg-thumb-swiper")?.classList.contains("cg-thumbs-count-3")).toBe(true);
    expect(events).toEqual([{ slug: "colour-blue" }]);
  });

  it("counts the 200 ms from the press behind the choice, not from when the choice was handled", async () => {
    await mountByRuntime(hoodieProps());
    const press = new MouseEvent("click", { bubbles: true });
    // The browser's own event for the shopper's press (a script's would be untrusted).
    Object.defineProperty(press, "isTrusted", { value: true });
    document.body.dispatchEvent(press);
    // The press's handling took 150 ms (a busy phone): the swap is due 50 ms after the choice.
    await new Promise((resolve) => setTimeout(resolve, 150));
    $variationSelection.set({ attribute_colour: "Blue", attribute_size: "" });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(root().getAttribute("data-gallery-slug")).toBe("colour-blue");
  });

  it("does not rebuild when the gallery stays the same, and falls back to the default on reset", async () => {
    await mountByRuntime(hoodieProps());
    let changes = 0;
    document.addEventListener(PageEvent.GalleryChange, () => (changes += 1));
    $variationSelection.set({ attribute_colour: "Blue", attribute_size: "" });
    await vi.waitFor(() => expect(changes).toBe(1));
    const blueSlide = slides()[0];
    $variationSelection.set({ attribute_colour: "Blue", attribute_size: "M" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toBe(1);
    expect(slides()[0]).toBe(blueSlide);
    resetVariationSelection();
    await vi.waitFor(() => expect(root().getAttribute("data-gallery-slug")).toBe("default_gallery"));
    expect(slides()).toHaveLength(2);
    expect(firstImage()).toBe("/wp-content/uploads/2026/11/hoodie-front.png");
  });

  it("shows a grid with load more for more than 8 items above 770 px", async () => {
    const props = hoodieProps((raw) => {
      raw.layout = "grid-2-4";
      raw.galleries = [...(raw.galleries as unknown[]), { slug: "many", attributes: { attribute_colour: "Purple" }, ids: [18, 19, 20, 21, 22, 23, 24, 18, 19, 20] }];
    });
    await mountByRuntime(props);
    expect(root().getAttribute("data-islet-mode")).toBe("grid");
    expect(document.querySelector(".islet-gallery-load-more")).toBeNull();
    await choosePurple("many");
    expect(slides()).toHaveLength(10);
    const toggle = document.querySelector<HTMLButtonElement>(".islet-gallery-load-more");
    expect(toggle?.textContent).toBe("Load more");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    await rendered(() => toggle?.click());
    expect(toggle?.textContent).toBe("Show less");
    expect(root().classList.contains("islet-gallery-expanded")).toBe(true);
    await rendered(() => toggle?.click());
    expect(root().classList.contains("islet-gallery-expanded")).toBe(false);
  });

  it("marks the arrow with nowhere to go as swiper does (previous on the first slide)", async () => {
    await mountByRuntime(hoodieProps());
    await rendered();
    const arrow = (name: string): Element | null => root().querySelector(`.cg-main-swiper > .swiper-button-${name}`);
    expect(arrow("prev")?.classList.contains("swiper-button-disabled")).toBe(true);
    expect(arrow("prev")?.getAttribute("aria-disabled")).toBe("true");
    expect(arrow("next")?.classList.contains("swiper-button-disabled")).toBe(false);
  });

  it("creates the slider only on the first interaction, marking the container initialised as swiper does", async () => {
    await mountByRuntime(hoodieProps());
    await rendered();
    expect(sliders.created).toBe(0);
    const main = (): Element | null => root().querySelector(".cg-main-swiper");
    // CommerceKit's CSS hides the slides after the first until then (docs/decisions/0029).
    expect(main()?.classList.contains("swiper-container-initialized")).toBe(false);
    window.dispatchEvent(new Event("mouseover"));
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    expect(main()?.classList.contains("swiper-container-initialized")).toBe(true);
    // keen-slider itself, as the page gets it: it places the slides.
    await vi.waitFor(() => expect(slides()[0]?.style.transform).toContain("translate3d"));
  });

  /** A choice that is also the first interaction: no slider while the swap is due. */
  async function chooseAsFirstInteraction(selection: { attribute_colour: string; attribute_size: string }): Promise<void> {
    await mountByRuntime(hoodieProps());
    await rendered();
    $variationSelection.set(selection);
    window.dispatchEvent(new Event("mouseover"));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sliders.created).toBe(0);
  }

  it("creates the slider after a due swap, once, for the new slides", async () => {
    await chooseAsFirstInteraction({ attribute_colour: "Blue", attribute_size: "" });
    await vi.waitFor(() => expect(root().getAttribute("data-gallery-slug")).toBe("colour-blue"));
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    await vi.waitFor(() => expect(slides()[0]?.style.transform).toContain("translate3d"));
    expect(firstImage()).toBe("/wp-content/uploads/2026/11/hoodie-blue.png");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sliders.created).toBe(1);
  });

  it("creates the slider after a due check that keeps the gallery", async () => {
    await chooseAsFirstInteraction({ attribute_colour: "", attribute_size: "M" });
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    expect(root().getAttribute("data-gallery-slug")).toBe("default_gallery");
  });

  it("marks the click that ends a drag so the lightbox ignores it", async () => {
    await mountByRuntime(hoodieProps());
    const link = slides()[0]?.querySelector("a");
    if (!link) throw new Error("no link");
    const seen: (string | null)[] = [];
    root().addEventListener("click", () => seen.push(root().getAttribute(GalleryMark.Dragged)));
    link.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, clientX: 10, clientY: 10 }));
    const dragEnd = new MouseEvent("click", { bubbles: true, cancelable: true, clientX: 40, clientY: 10 });
    link.dispatchEvent(dragEnd);
    expect(dragEnd.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    link.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, clientX: 10, clientY: 10 }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, clientX: 11, clientY: 11 }));
    expect(seen).toEqual(["", null]);
  });

  it("plays and pauses a video by its icon", async () => {
    const props = hoodieProps((raw) => {
      (raw.images as unknown[]).push({ id: 99, src: "/poster.png", thumb: { src: "/poster.png" }, video: { src: "/clip.webm", autoplay: false } });
      raw.galleries = [...(raw.galleries as unknown[]), { slug: "video", attributes: { attribute_colour: "Purple" }, ids: [99, 18] }];
    });
    await mountByRuntime(props);
    await choosePurple("video");
    const video = slides()[0]?.querySelector("video");
    const toggle = slides()[0]?.querySelector<HTMLButtonElement>(".cgkit-video-toggle");
    if (!video || !toggle) throw new Error("no video slide");
    let paused = true;
    vi.spyOn(video, "paused", "get").mockImplementation(() => paused);
    const play = vi.spyOn(video, "play").mockImplementation(async () => {
      paused = false;
      video.dispatchEvent(new Event("play"));
    });
    expect(toggle.getAttribute("aria-label")).toBe("Play video");
    toggle.click();
    expect(play).toHaveBeenCalled();
    await vi.waitFor(() => expect(toggle.getAttribute("aria-label")).toBe("Pause video"));
  });

  it("asks again for a missing image 2 s after a slide change, and pauses other videos 200 ms after", async () => {
    sliders.fake = fakeSlider;
    await mountByRuntime(hoodieProps());
    const img = slides()[1]?.querySelector("img");
    if (!img) throw new Error("no image");
    vi.spyOn(img, "complete", "get").mockReturnValue(true);
    vi.spyOn(img, "naturalWidth", "get").mockReturnValue(0);
    const video = document.createElement("video");
    slides()[0]?.append(video);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    const set = vi.spyOn(img, "setAttribute");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    thumbButton(1).click();
    await sliderTurns("fake");
    vi.advanceTimersByTime(199);
    expect(pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pause).toHaveBeenCalled();
    set.mockClear();
    vi.advanceTimersByTime(1799);
    expect(set).not.toHaveBeenCalledWith("src", expect.any(String));
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenCalledWith("src", expect.stringContaining("/wp-content/uploads/2026/11/hoodie-back.png"));
  });

  it("moves on every 3 s when autoplay is on, back to the first after the last", async () => {
    const made: { slider: ReturnType<typeof fakeSlider> | null } = { slider: null };
    sliders.fake = (onChange) => (made.slider = fakeSlider(onChange));
    await mountByRuntime(hoodieProps((raw) => (raw.autoplay = true)));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    window.dispatchEvent(new Event("mouseover"));
    await sliderTurns("real");
    const fake = made.slider;
    if (!fake) throw new Error("no slider");
    vi.advanceTimersByTime(2999);
    expect(fake.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(fake.moveTo).toHaveBeenCalledWith(0);
  });
});

