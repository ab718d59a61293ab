import { describe, expect, it } from "vitest";
import { parseGalleryProps } from "./props";

const image = { id: 18, src: "/front.png", thumb: { src: "/front-150x192.png" } };

describe("parseGalleryProps", () => {
  it("fills CommerceKit's defaults: horizontal, 4/4/5 thumbnails, edge 1.1, lightbox on", () => {
    const parsed = parseGalleryProps({ images: [image], galleries: [{ slug: "default_gallery", ids: [18] }] });
    expect(parsed).toMatchObject({
      ok: true,
      value: { layout: "horizontal", mobileLayout: "default", showEdge: 1.1, thumbs: { desktop: 4, mobile: 4, vertical: 5 }, lightbox: true, autoplay: false },
    });
    if (parsed.ok) expect(parsed.value.images[0]).toMatchObject({ width: 800, height: 1024, thumb: { width: 150, height: 192 }, video: null });
  });

  it("takes the page's layout and WordPress's 1/0 flags; ignores an unknown layout", () => {
    const parsed = parseGalleryProps({ layout: "grid-1-2-2", mobileLayout: "show-edge", lightbox: 0, images: [image], galleries: [{ slug: "d", ids: [18] }] });
    expect(parsed).toMatchObject({ ok: true, value: { layout: "grid-1-2-2", mobileLayout: "show-edge", lightbox: false } });
    expect(parseGalleryProps({ layout: "carousel", images: [image], galleries: [{ slug: "d", ids: [18] }] })).toMatchObject({ ok: true, value: { layout: "horizontal" } });
  });

  it("drops ids without image data and refuses a gallery with nothing to show", () => {
    expect(parseGalleryProps({ images: [image], galleries: [{ slug: "d", ids: [18, 99] }] })).toMatchObject({ ok: true, value: { galleries: [{ ids: [18] }] } });
    expect(parseGalleryProps({ images: [], galleries: [{ slug: "d", ids: [18] }] }).ok).toBe(false);
    expect(parseGalleryProps({ images: [image] }).ok).toBe(false);
    expect(parseGalleryProps("x").ok).toBe(false);
  });
});
