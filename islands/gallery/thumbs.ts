/**
 * Thumbnails as named buttons that follow the active slide (issue 6: "slides and thumbnails
 * are buttons with names"). The button goes inside CommerceKit's `<li>`, so the list stays a list.
 */
import { STRINGS } from "./constants";
import { thumbItems, type GalleryRefs } from "./dom";

export const THUMB_BUTTON_CLASS = "islet-thumb-button";

const buttonOf = (thumb: HTMLElement): HTMLButtonElement | null => thumb.querySelector<HTMLButtonElement>(`button.${THUMB_BUTTON_CLASS}`);

export function enhanceThumbs(refs: GalleryRefs): void {
  thumbItems(refs).forEach((thumb, index) => {
    let button = buttonOf(thumb);
    if (!button) {
      button = thumb.ownerDocument.createElement("button");
      button.type = "button";
      button.className = THUMB_BUTTON_CLASS;
      button.append(...Array.from(thumb.childNodes));
      thumb.append(button);
    }
    const alt = thumb.querySelector("img")?.getAttribute("alt") ?? "";
    button.setAttribute("aria-label", STRINGS.thumbLabel(index + 1, alt));
  });
}

export function paintActiveThumb(refs: GalleryRefs, index: number): void {
  const thumbs = thumbItems(refs);
  thumbs.forEach((thumb, position) => {
    const active = position === index;
    thumb.classList.toggle("swiper-slide-thumb-active", active);
    const button = buttonOf(thumb);
    if (active) button?.setAttribute("aria-current", "true");
    else button?.removeAttribute("aria-current");
  });
  const active = thumbs[index];
  const box = refs.thumbs;
  if (!active || !box) return;
  // Scroll the thumbnail strip itself, never the page.
  if (active.offsetLeft < box.scrollLeft || active.offsetLeft + active.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = active.offsetLeft;
  if (active.offsetTop < box.scrollTop || active.offsetTop + active.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = active.offsetTop;
}

/** A press on a thumbnail (click, or Enter / Space on its button) → `onPick(index)`. */
export function wireThumbs(refs: GalleryRefs, onPick: (index: number) => void, signal: AbortSignal | undefined): void {
  const box = refs.thumbsBox;
  if (!box) return;
  box.addEventListener(
    "click",
    (event) => {
      const thumb = event.target instanceof Element ? event.target.closest<HTMLElement>("li[data-index]") : null;
      if (!thumb || !box.contains(thumb)) return;
      event.preventDefault();
      onPick(thumbItems(refs).indexOf(thumb));
    },
    { signal },
  );
}
