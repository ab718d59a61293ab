/**
 * The heavy part, loaded on first open (or when the hash asks): PhotoSwipe 5, its stylesheet,
 * and the wiring of spec §9's rules, the dialog's name, the error message and the caption.
 */
import PhotoSwipe from "photoswipe";
import photoSwipeCss from "photoswipe/dist/photoswipe.css" with { type: "text" };
import { errorElement } from "./error";
import { trapTab } from "./focus";
import { applyReleaseRules } from "./gestures";
import { watchIdle } from "./idle";
import { photoSwipeOptions, type OpenRequest } from "./options";

export const STYLE_ID = "islet-photoswipe-css";

export interface LightboxRequest extends OpenRequest {
  caption: boolean;
  /** Called with the 0-based index whenever the slide changes. */
  onChange(index: number): void;
  /** Called once when the lightbox starts closing, whatever closed it. */
  onClose(): void;
}

export interface LightboxHandle {
  /** Closes with the usual animation (Back, a gallery swap). */
  close(): void;
  /** Removes it at once (the island's teardown). */
  destroy(): void;
}

function ensureStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = photoSwipeCss;
  document.head.append(style);
}

function registerCaption(pswp: PhotoSwipe): void {
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "islet-caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      onInit: (element) => {
        element.classList.add("islet-lightbox-caption");
        const update = (): void => {
          const caption: unknown = pswp.currSlide?.data.caption;
          element.textContent = typeof caption === "string" ? caption : "";
          element.hidden = element.textContent === "";
        };
        pswp.on("change", update);
        update();
      },
    });
  });
}

export function openLightbox(request: LightboxRequest): LightboxHandle {
  ensureStyles();
  const pswp = new PhotoSwipe(photoSwipeOptions(request));
  const lifetime = new AbortController();
  pswp.on("firstUpdate", () => {
    pswp.element?.setAttribute("aria-label", request.strings.dialog);
    pswp.element?.setAttribute("aria-modal", "true");
  });
  pswp.addFilter("contentErrorElement", (_element, content) => errorElement(request.strings, content.data.src ?? ""));
  if (request.caption) registerCaption(pswp);
  applyReleaseRules(pswp);
  pswp.on("change", () => request.onChange(pswp.currIndex));
  pswp.on("close", () => request.onClose());
  pswp.on("destroy", () => lifetime.abort());
  pswp.init();
  if (pswp.element) {
    watchIdle(pswp.element, lifetime.signal);
    trapTab(pswp.element, lifetime.signal);
  }
  return {
    close: () => pswp.close(),
    destroy: () => pswp.destroy(),
  };
}
