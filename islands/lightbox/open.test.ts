import { afterEach, describe, expect, it, vi } from "vitest";
import { openLightbox, STYLE_ID, type LightboxHandle } from "./open";
import { DEFAULT_STRINGS } from "./props";

// Vite turns CSS imports into style tags, not text: stand in for esbuild's `type: "text"`.
vi.mock("photoswipe/dist/photoswipe.css", () => ({ default: ".pswp { position: fixed; }" }));

let handle: LightboxHandle | null = null;
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));
afterEach(async () => {
  handle?.destroy();
  handle = null;
  await settle();
});

const items = [
  { src: "/front.png", width: 800, height: 1024, alt: "Front", caption: "The front" },
  { src: "/back.png", width: 800, height: 1024, alt: "Back", caption: "" },
];

describe("openLightbox (PhotoSwipe 5 in happy-dom)", () => {
  it("is a named modal dialog with its stylesheet, its caption, and reports changes and the close", () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    handle = openLightbox({ items, index: 0, animate: false, strings: DEFAULT_STRINGS, caption: true, onChange, onClose });
    const root = document.querySelector<HTMLElement>(".pswp.islet-lightbox");
    expect(root?.getAttribute("role")).toBe("dialog");
    expect(root?.getAttribute("aria-label")).toBe("Product images");
    expect(root?.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(STYLE_ID)?.textContent).toContain(".pswp");
    expect(root?.querySelector(".islet-lightbox-caption")?.textContent).toBe("The front");
    expect(root?.querySelector(".pswp__button--close")?.getAttribute("aria-label")).toBe("Close (Esc)");
    expect(root?.querySelector(".pswp__counter")).toBeNull();
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("adds the stylesheet once, and no caption when the page turns captions off", async () => {
    handle = openLightbox({ items, index: 1, animate: false, strings: DEFAULT_STRINGS, caption: false, onChange: vi.fn(), onClose: vi.fn() });
    handle.destroy();
    await settle();
    expect(document.querySelector(".pswp.islet-lightbox")).toBeNull();
    handle = openLightbox({ items, index: 1, animate: false, strings: DEFAULT_STRINGS, caption: false, onChange: vi.fn(), onClose: vi.fn() });
    expect(document.querySelectorAll(`#${STYLE_ID}`)).toHaveLength(1);
    expect(document.querySelector(".islet-lightbox-caption")).toBeNull();
  });
});
