/**
 * Thumbnails are named buttons that follow the active slide (issue 6: "slides and thumbnails
 * are buttons with names"); the button sits inside CommerceKit's `<li>`, so the list stays a list.
 */

export const THUMB_BUTTON_CLASS = "islet-thumb-button";
export const ACTIVE_THUMB_CLASS = "swiper-slide-thumb-active";

/** Scrolls the thumbnail strip itself, never the page, so that `thumb` is in it. */
export function scrollStripTo(strip: HTMLElement, thumb: HTMLElement): void {
  if (thumb.offsetLeft < strip.scrollLeft || thumb.offsetLeft + thumb.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = thumb.offsetLeft;
  if (thumb.offsetTop < strip.scrollTop || thumb.offsetTop + thumb.offsetHeight > strip.scrollTop + strip.clientHeight) strip.scrollTop = thumb.offsetTop;
}
