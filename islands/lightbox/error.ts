/**
 * docs/behaviour/gallery.md#lightbox-failure: "'The image could not be loaded.' with a link to the
 * image", laid out as PhotoSwipe 4 did: the words "The image" are the link. Pure: ImageError.tsx
 * renders the parts.
 */
import type { LightboxStrings } from "./props";

export interface ErrorMessageParts {
  /** The linked words. */
  link: string;
  /** The text after the link ("" when the whole message is the link). */
  rest: string;
}

export function errorMessageParts(strings: Pick<LightboxStrings, "error" | "errorLink">): ErrorMessageParts {
  if (strings.errorLink && strings.error.startsWith(strings.errorLink)) {
    return { link: strings.errorLink, rest: strings.error.slice(strings.errorLink.length) };
  }
  // A translation that words it otherwise: the whole message links to the image.
  return { link: strings.error, rest: "" };
}
