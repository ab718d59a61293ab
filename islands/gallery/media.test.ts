import { afterEach, describe, expect, it, vi } from "vitest";
import { createScrollLock } from "./grid";
import { loadNeighbours, reloadMissing, syncVideos } from "./media";

afterEach(() => vi.restoreAllMocks());

function slide(html: string): HTMLElement {
  const li = document.createElement("li");
  li.innerHTML = html;
  return li;
}

describe("lazy loading around the active slide", () => {
  it("loads exactly one neighbour on each side", () => {
    const slides = [0, 1, 2, 3, 4].map((n) => slide(`<img loading="lazy" src="/a${n}.png">`));
    loadNeighbours(slides, 2);
    expect(slides.map((s) => s.querySelector("img")?.getAttribute("loading"))).toEqual(["lazy", "eager", "eager", "eager", "lazy"]);
  });

  it("copies a deferred data-src into src", () => {
    const slides = [slide('<img data-src="/late.png">')];
    loadNeighbours(slides, 0);
    expect(slides[0]?.querySelector("img")?.getAttribute("src")).toBe("/late.png");
  });
});

describe("missing images", () => {
  it("asks again for an image that finished without pixels, not for a loaded one", () => {
    const li = slide('<img src="/broken.png"><img src="/fine.png">');
    const [broken, fine] = Array.from(li.querySelectorAll("img"));
    if (!broken || !fine) throw new Error("no images");
    for (const [img, width] of [[broken, 0], [fine, 800]] as const) {
      vi.spyOn(img, "complete", "get").mockReturnValue(true);
      vi.spyOn(img, "naturalWidth", "get").mockReturnValue(width);
    }
    const set = vi.spyOn(broken, "setAttribute");
    expect(reloadMissing(li)).toBe(1);
    expect(set).toHaveBeenCalledWith("src", "/broken.png");
    expect(reloadMissing(undefined)).toBe(0);
  });
});

describe("videos on slide change", () => {
  it("pauses videos off the active slide and starts the active autoplay one", () => {
    const slides = [slide('<video class="cgkit-video cgkit-autoplay"></video>'), slide('<video class="cgkit-video"></video>')];
    const [first, second] = slides.map((s) => s.querySelector("video"));
    if (!first || !second) throw new Error("no videos");
    const play = vi.spyOn(first, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(second, "pause").mockImplementation(() => undefined);
    syncVideos(slides, 0);
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(1);
  });
});

describe("scroll-click lock", () => {
  it("holds for exactly 1 s after a thumbnail click", () => {
    let now = 10_000;
    const lock = createScrollLock(() => now);
    expect(lock.locked()).toBe(false);
    lock.lock();
    now += 999;
    expect(lock.locked()).toBe(true);
    now += 1;
    expect(lock.locked()).toBe(false);
  });
});
