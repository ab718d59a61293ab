/**
 * Spec §8 "Lightbox image failure: 'The image could not be loaded.' with a link to the image",
 * laid out as PhotoSwipe 4 did: the words "The image" are the link.
 */
import type { LightboxStrings } from "./props";

export function errorElement(strings: Pick<LightboxStrings, "error" | "errorLink">, src: string): HTMLElement {
  const box = document.createElement("div");
  box.className = "pswp__error-msg islet-lightbox-error";
  const link = document.createElement("a");
  link.href = src;
  link.target = "_blank";
  link.rel = "noopener";
  if (strings.errorLink && strings.error.startsWith(strings.errorLink)) {
    link.textContent = strings.errorLink;
    box.append(link, strings.error.slice(strings.errorLink.length));
  } else {
    // A translation that words it otherwise: the whole message links to the image.
    link.textContent = strings.error;
    box.append(link);
  }
  return box;
}
