import { beforeEach, describe, expect, it } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { gallerySource, itemIndexOf, readGallery } from "./items";
import { DEFAULT_SLIDES } from "./props";

const root = (): Element => {
  const element = document.querySelector("#commercegurus-pdp-gallery");
  if (!element) throw new Error("no gallery");
  return element;
};
const UPLOADS = "http://127.0.0.1:8881/wp-content/uploads/2026/11";

beforeEach(() => loadCapturedBody("product-variable-hoodie.html"));

describe("lightbox items from the Hoodie gallery", () => {
  it("reads the main slides (not the thumbnails): src, size, alt, caption, small preview", () => {
    const { items, slides } = readGallery(root(), DEFAULT_SLIDES);
    expect(slides).toHaveLength(2);
    expect(items.map(({ element: _element, ...item }) => item)).toEqual([
      { src: `${UPLOADS}/hoodie-front.png`, width: 800, height: 1024, alt: "Hoodie front", caption: "Hoodie\nfront", msrc: `${UPLOADS}/hoodie-front.png` },
      { src: `${UPLOADS}/hoodie-back.png`, width: 800, height: 1024, alt: "Hoodie back", caption: "Hoodie\nback", msrc: `${UPLOADS}/hoodie-back.png` },
    ]);
    expect(items[0]?.element?.matches("a.swiper-slide-imglink")).toBe(true);
  });

  it("maps a click inside a slide to its item", () => {
    const gallery = readGallery(root(), DEFAULT_SLIDES);
    const images = root().querySelectorAll(".cg-main-swiper img");
    expect(itemIndexOf(gallery, images[1] as Element)).toBe(1);
    expect(itemIndexOf(gallery, root().querySelector(".cg-thumb-swiper img") as Element)).toBe(-1);
  });

  it("reads again after the gallery swaps its slides, and a video slide becomes html", () => {
    const list = root().querySelector(".cg-main-swiper ul");
    list?.replaceChildren();
    list?.insertAdjacentHTML(
      "beforeend",
      '<li class="swiper-slide"><video id="v1" class="cgkit-autoplay" autoplay muted src="/clip.mp4" poster="/clip.jpg"></video></li>' +
        '<li class="swiper-slide"><a class="swiper-slide-imglink" href="/blue.png" data-size="600x900"><img src="/blue-150.png" alt="Blue" data-caption="Blue hoodie"></a></li>',
    );
    const { items } = readGallery(root(), DEFAULT_SLIDES);
    expect(items).toHaveLength(2);
    expect(items[0]?.html).toContain("<video");
    expect(items[0]?.html).toContain("controls");
    expect(items[0]?.html).not.toContain("autoplay=");
    expect(items[0]?.html).not.toContain('id="v1"');
    expect(items[1]).toMatchObject({ width: 600, height: 900, alt: "Blue", caption: "Blue hoodie" });
    expect(items[1]?.src).toMatch(/\/blue\.png$/);
  });

  it("a gallery click names its item when the lightbox opens: the clicked slide's, or the one shown for zoom", () => {
    const source = gallerySource(root(), DEFAULT_SLIDES);
    const images = root().querySelectorAll(".cg-main-swiper img");
    expect(source.items().map((item) => item.alt)).toEqual(["Hoodie front", "Hoodie back"]);
    expect(source.indexOf({ target: images[1] as Element, zoom: false })).toBe(1);
    expect(source.indexOf({ target: root(), zoom: true })).toBe(0);
    // The slide went away with a swap before the lightbox read it: nothing to open.
    const gone = images[1] as Element;
    gone.closest("li")?.remove();
    expect(source.indexOf({ target: gone, zoom: false })).toBe(-1);
  });
});
