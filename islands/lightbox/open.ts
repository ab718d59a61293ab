/**
 * The heavy part, loaded on first open (or when the hash asks): PhotoSwipe 5, its stylesheet,
 * and the wiring of the lightbox's rules (docs/behaviour/gallery.md#lightbox) and the dialog's
 * name. What the lightbox shows of its own (the caption, the failed-image message) React renders
 * into the elements handed out here (Viewer.tsx); PhotoSwipe's own DOM stays PhotoSwipe's.
 */
import PhotoSwipe from "photoswipe";
import photoSwipeCss from "photoswipe/dist/photoswipe.css" with { type: "text" };
import { registerFullscreen } from "./fullscreen";
import { applyReleaseRules } from "./gestures";
import { photoSwipeOptions, type OpenRequest } from "./options";

export const STYLE_ID = "islet-photoswipe-css";
/** A slot for React in PhotoSwipe's DOM, without a box of its own (lightbox.css). */
export const SLOT_CLASS = "islet-lightbox-slot";

export interface LightboxRequest extends OpenRequest {
  caption: boolean;
  /** Called with the 0-based index whenever the slide changes. */
  onChange(index: number): void;
  /** Called once when the lightbox starts closing, whatever closed it. */
  onClose(): void;
  /** Called once PhotoSwipe is gone: after the closing animation, or at once when destroyed. */
  onDestroy(): void;
  /** An image failed to load: `slot`, now in its slide, is where the message goes. */
  onImageError(slot: HTMLElement, src: string): void;
  /** PhotoSwipe's caption element (captions on): where the current item's caption goes. */
  onCaptionElement(element: HTMLElement): void;
}

export interface LightboxHandle {
  /** PhotoSwipe's root, the dialog (null only if PhotoSwipe failed to build it). */
  readonly element: HTMLElement | null;
  /** Closes with the usual animation (Back, a gallery swap), once opened. */
  close(): void;
  /** Removes it without animation (unmount), once opened; nothing once it is gone. */
  destroy(): void;
}

function ensureStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = photoSwipeCss;
  document.head.append(style);
}

function registerCaption(pswp: PhotoSwipe, onElement: (element: HTMLElement) => void): void {
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({ name: "islet-caption", order: 9, isButton: false, appendTo: "root", onInit: (element) => onElement(element) });
  });
}

function errorSlot(): HTMLElement {
  const slot = document.createElement("div");
  slot.className = SLOT_CLASS;
  return slot;
}

/** PhotoSwipe ignores a close (and so a destroy) while still opening: those wait for the end of it. */
function onceOpened(pswp: PhotoSwipe, action: () => void): void {
  if (pswp.opener.isOpening) pswp.on("initialZoomInEnd", action);
  else action();
}

export function openLightbox(request: LightboxRequest): LightboxHandle {
  ensureStyles();
  const pswp = new PhotoSwipe(photoSwipeOptions(request));
  let gone = false;
  pswp.on("firstUpdate", () => {
    pswp.element?.setAttribute("aria-label", request.strings.dialog);
    pswp.element?.setAttribute("aria-modal", "true");
  });
  pswp.addFilter("contentErrorElement", (_element, content) => {
    const slot = errorSlot();
    request.onImageError(slot, content.data.src ?? "");
    return slot;
  });
  if (request.caption) registerCaption(pswp, request.onCaptionElement);
  registerFullscreen(pswp, request.strings.fullscreen);
  applyReleaseRules(pswp);
  pswp.on("change", () => request.onChange(pswp.currIndex));
  pswp.on("close", () => request.onClose());
  pswp.on("destroy", () => {
    gone = true;
    request.onDestroy();
  });
  pswp.init();
  return {
    element: pswp.element ?? null,
    close: () => onceOpened(pswp, () => pswp.close()),
    destroy: () => {
      if (!gone) onceOpened(pswp, () => pswp.destroy());
    },
  };
}
