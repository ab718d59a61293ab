import { afterEach, describe, expect, it, vi } from "vitest";
import { openLightbox, SLOT_CLASS, STYLE_ID, type LightboxHandle, type LightboxRequest } from "./open";
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

const request = (overrides: Partial<LightboxRequest>): LightboxRequest => ({
  items,
  index: 0,
  animate: false,
  strings: DEFAULT_STRINGS,
  caption: false,
  onChange: vi.fn(),
  onClose: vi.fn(),
  onDestroy: vi.fn(),
  onImageError: vi.fn(),
  onCaptionElement: vi.fn(),
  ...overrides,
});

describe("openLightbox (PhotoSwipe 5 in happy-dom)", () => {
  it("is a named modal dialog with its stylesheet, hands out its caption element, and reports the close", async () => {
    const onClose = vi.fn();
    const onDestroy = vi.fn();
    const onCaptionElement = vi.fn();
    handle = openLightbox(request({ caption: true, onClose, onDestroy, onCaptionElement }));
    const root = document.querySelector<HTMLElement>(".pswp.islet-lightbox");
    expect(handle.element).toBe(root);
    expect(root?.getAttribute("role")).toBe("dialog");
    expect(root?.getAttribute("aria-label")).toBe("Product images");
    expect(root?.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(STYLE_ID)?.textContent).toContain(".pswp");
    // The caption's text is React's (Viewer.tsx, tested in Lightbox.test.tsx); PhotoSwipe makes its element.
    expect(onCaptionElement).toHaveBeenCalledWith(root?.querySelector(".pswp__islet-caption"));
    expect(root?.querySelector(".pswp__button--close")?.getAttribute("aria-label")).toBe("Close (Esc)");
    expect(root?.querySelector(".pswp__counter")).toBeNull();
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onDestroy).toHaveBeenCalledTimes(1));
    expect(document.querySelector(".pswp.islet-lightbox")).toBeNull();
  });

  it("adds the stylesheet once, and no caption when the page turns captions off", async () => {
    handle = openLightbox(request({ index: 1 }));
    handle.destroy();
    await settle();
    expect(document.querySelector(".pswp.islet-lightbox")).toBeNull();
    const onCaptionElement = vi.fn();
    handle = openLightbox(request({ index: 1, onCaptionElement }));
    expect(document.querySelectorAll(`#${STYLE_ID}`)).toHaveLength(1);
    expect(document.querySelector(".islet-lightbox-caption, .pswp__islet-caption")).toBeNull();
    expect(onCaptionElement).not.toHaveBeenCalled();
  });

  it("a failed image gets a slot in its slide, for the message", async () => {
    // happy-dom lays nothing out and loads no images: give PhotoSwipe a viewport (it sizes the
    // image before loading it) and an image that waits for an answer.
    vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(1024);
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const onImageError = vi.fn();
    handle = openLightbox(request({ onImageError }));
    document.querySelector("img.pswp__img")?.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(onImageError).toHaveBeenCalled());
    const [slot, src] = onImageError.mock.calls[0] ?? [];
    expect(src).toBe("/front.png");
    expect(slot).toBeInstanceOf(HTMLElement);
    expect((slot as HTMLElement).className).toBe(SLOT_CLASS);
    expect((slot as HTMLElement).parentElement?.className).toBe("pswp__content pswp__error-msg-container");
  });

  it("destroy after PhotoSwipe is gone does nothing", async () => {
    const onDestroy = vi.fn();
    handle = openLightbox(request({ onDestroy }));
    handle.destroy();
    await vi.waitFor(() => expect(onDestroy).toHaveBeenCalledTimes(1));
    handle.destroy();
    await settle();
    expect(onDestroy).toHaveBeenCalledTimes(1);
  });
});
