/** The failed-image message (error.ts), rendered into the slot PhotoSwipe puts in the slide. */
import type { ReactNode } from "react";
import { errorMessageParts } from "./error";
import type { LightboxStrings } from "./props";

export interface ImageErrorProps {
  strings: Pick<LightboxStrings, "error" | "errorLink">;
  /** The image that failed: the link opens it. */
  src: string;
}

export function ImageError({ strings, src }: ImageErrorProps): ReactNode {
  const { link, rest } = errorMessageParts(strings);
  return (
    <div className="pswp__error-msg islet-lightbox-error">
      <a href={src} target="_blank" rel="noopener">
        {link}
      </a>
      {rest}
    </div>
  );
}
