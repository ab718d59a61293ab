import { describe, expect, it } from "vitest";
import { galleriesFrom, type CommerceKitGallery } from "./from-commercekit";

/** A CommerceKit gallery of these image ids, as its `<li>` strings (only what readImage reads). */
function gallery(...ids: number[]): CommerceKitGallery {
  const images: Record<string, string> = {};
  const thumbs: Record<string, string> = {};
  for (const id of ids) {
    images[`img_${String(id)}`] = `<li><a class="swiper-slide-imglink" href="/i${String(id)}.png" data-size="800x1024"><img src="/i${String(id)}.png" width="800" height="1024" alt="image ${String(id)}"></a></li>`;
    thumbs[`img_${String(id)}`] = `<li><img src="/i${String(id)}-150x192.png" width="150" height="192"></li>`;
  }
  return { images, thumbs };
}

const GRAY = { attribute_colour: "gray" };
const data = {
  pdp: {},
  attrGallery: [
    { attributes: { default_gallery: 1 }, gallery: gallery(1, 2) },
    { attributes: GRAY, gallery: gallery(3) },
    { attributes: { attribute_colour: "blue" }, gallery: gallery(5) },
  ],
  variations: [
    // Gray L has a picture of its own; Gray M repeats the colour's, as CommerceKit prints it per size.
    { attributes: { ...GRAY, attribute_size: "l" }, gallery: gallery(4) },
    { attributes: { ...GRAY, attribute_size: "m" }, gallery: gallery(3) },
  ],
};

const shown = (result: ReturnType<typeof galleriesFrom>): [string, number[]][] => result.galleries.map((entry) => [entry.slug, entry.ids]);

describe("galleriesFrom", () => {
  it("gives each choice what CommerceKit shows: variation galleries, then attribute galleries within it, then the global gallery", () => {
    expect(shown(galleriesFrom({ ...data, global: gallery(1, 2) }))).toEqual([
      ["default_gallery", [1, 2]],
      ["colour-gray", [3, 1, 2]],
      ["colour-blue", [5, 1, 2]],
      ["variation_colour-gray_size-l", [4, 3, 1, 2]],
    ]);
  });

  it("without a global gallery, a colour shows its own images only", () => {
    const result = galleriesFrom(data);
    expect(shown(result)).toEqual([
      ["default_gallery", [1, 2]],
      ["colour-gray", [3]],
      ["colour-blue", [5]],
      ["variation_colour-gray_size-l", [4, 3]],
    ]);
    expect(result.images.map((image) => image.id)).toEqual([1, 2, 3, 5, 4]);
  });

  it("adds a global image no other gallery has to the images", () => {
    const result = galleriesFrom({ ...data, global: gallery(9) });
    expect(result.galleries[1]?.ids).toEqual([3, 9]);
    expect(result.images.find((image) => image.id === 9)?.src).toBe("/i9.png");
  });
});
