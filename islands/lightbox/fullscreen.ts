/**
 * The fullscreen button CommerceKit's lightbox has (PhotoSwipe 4's `fullscreenEl`, which
 * CommerceKit turns on): PhotoSwipe 5 has none. It puts the dialog itself in fullscreen, says
 * whether it is (`aria-pressed`), and leaves fullscreen when the lightbox closes. Where the page
 * cannot go fullscreen (an iPhone's Safari) there is no button, as PhotoSwipe 4 showed none.
 */
import type PhotoSwipe from "photoswipe";

/** Between zoom (10) and close (20), where CommerceKit's lightbox has it. */
const ORDER = 15;

/** Four corners, drawn in PhotoSwipe 5's 32 px icon box with its outline. */
const ICON = '<path d="M8 8h6v2h-4v4H8V8Zm16 0v6h-2v-4h-4V8h6ZM8 24v-6h2v4h4v2H8Zm16 0h-6v-2h4v-4h2v6Z" id="pswp__icn-islet-fs"/>';

export function canGoFullscreen(doc: Document = document): boolean {
  return doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === "function";
}

/** Enters fullscreen on `element`, or leaves it; a refusal (no user gesture, a policy) changes nothing. */
export async function toggleFullscreen(element: HTMLElement): Promise<void> {
  const doc = element.ownerDocument;
  try {
    if (doc.fullscreenElement === element) await doc.exitFullscreen();
    else await element.requestFullscreen();
  } catch {
    // The browser said no: the lightbox stays as it was.
  }
}

export function registerFullscreen(pswp: PhotoSwipe, title: string): void {
  if (!canGoFullscreen()) return;
  let button: HTMLElement | null = null;
  const sync = (): void => button?.setAttribute("aria-pressed", String(document.fullscreenElement === pswp.element));
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "islet-fullscreen",
      title,
      ariaLabel: title,
      order: ORDER,
      isButton: true,
      html: { isCustomSVG: true, inner: ICON, outlineID: "pswp__icn-islet-fs" },
      onInit: (element) => {
        button = element;
        sync();
      },
      onClick: () => {
        if (pswp.element) void toggleFullscreen(pswp.element);
      },
    });
  });
  document.addEventListener("fullscreenchange", sync);
  pswp.on("close", () => {
    if (pswp.element && document.fullscreenElement === pswp.element) void toggleFullscreen(pswp.element);
  });
  pswp.on("destroy", () => document.removeEventListener("fullscreenchange", sync));
}
