import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GalleryEntry } from "./props";
import { galleryFor, needsRebuild, readImageIds } from "./select";

const galleries: GalleryEntry[] = [
  { slug: "default_gallery", attributes: {}, ids: [18, 19] },
  { slug: "colour-blue", attributes: { attribute_colour: "Blue" }, ids: [24] },
  { slug: "colour-white", attributes: { attribute_colour: "White" }, ids: [21] },
  { slug: "variation_colour-blue_size-m", attributes: { attribute_colour: "Blue", attribute_size: "M" }, ids: [24, 18] },
  { slug: "colour-black", attributes: { attribute_colour: "Black" }, ids: [] },
];

describe("galleryFor", () => {
  it("shows the colour's gallery once the colour is chosen, whatever the size", () => {
    expect(galleryFor(galleries, { attribute_colour: "Blue", attribute_size: "" })?.slug).toBe("colour-blue");
    expect(galleryFor(galleries, { attribute_colour: "Blue", attribute_size: "XL" })?.slug).toBe("colour-blue");
  });

  it("prefers the variation's own gallery over its colour's", () => {
    expect(galleryFor(galleries, { attribute_colour: "Blue", attribute_size: "M" })?.slug).toBe("variation_colour-blue_size-m");
  });

  it("falls back to the default gallery when nothing matches (or the match is empty)", () => {
    expect(galleryFor(galleries, {})?.slug).toBe("default_gallery");
    expect(galleryFor(galleries, { attribute_colour: "", attribute_size: "M" })?.slug).toBe("default_gallery");
    expect(galleryFor(galleries, { attribute_colour: "Purple" })?.slug).toBe("default_gallery");
    expect(galleryFor(galleries, { attribute_colour: "Black" })?.slug).toBe("default_gallery");
    expect(galleryFor([], {})).toBeNull();
  });

  it("always returns a gallery whose attributes the selection has", () => {
    const value = fc.constantFrom("", "Blue", "White", "Black", "Purple");
    const size = fc.constantFrom("", "M", "L");
    fc.assert(
      fc.property(value, size, (colour, chosenSize) => {
        const selection = { attribute_colour: colour, attribute_size: chosenSize };
        const entry = galleryFor(galleries, selection);
        expect(entry).not.toBeNull();
        for (const [name, wanted] of Object.entries(entry?.attributes ?? {})) expect(selection[name as keyof typeof selection]).toBe(wanted);
        expect(entry?.ids.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("needsRebuild", () => {
  it("keeps the gallery when the slug is unchanged", () => {
    expect(needsRebuild({ slug: "colour-blue", ids: [1] }, { slug: "colour-blue", attributes: {}, ids: [24] })).toBe(false);
  });
  it("keeps the gallery when the image id list is unchanged", () => {
    expect(needsRebuild({ slug: "colour-blue", ids: [24] }, { slug: "variation_colour-blue_size-l", attributes: {}, ids: [24] })).toBe(false);
  });
  it("rebuilds for another slug with other images (order counts)", () => {
    expect(needsRebuild({ slug: "default_gallery", ids: [18, 19] }, galleries[1] as GalleryEntry)).toBe(true);
    expect(needsRebuild({ slug: "a", ids: [18, 19] }, { slug: "b", attributes: {}, ids: [19, 18] })).toBe(true);
  });
});

describe("readImageIds", () => {
  it("reads CommerceKit's data-image-ids", () => {
    expect(readImageIds("18,19")).toEqual([18, 19]);
    expect(readImageIds(" 18 , x, 0,19")).toEqual([18, 19]);
    expect(readImageIds(null)).toEqual([]);
  });
});
