/** The window's width (the layout follows it) and the shopper's first interaction (docs/behaviour/gallery.md#slider). */
import { useCallback, useEffect, useState } from "react";
import { hasInteracted, onFirstInteraction } from "./first-interaction";

/** `window.innerWidth`, again after each resize that changes it. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = (): void => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

/**
 * False until the first mouseover, keydown, touchstart, touchmove or wheel anywhere (the slider
 * is created then), counted from scan time (first-interaction.ts), or until `interact()` is
 * called (a press on a thumbnail or an arrow).
 */
export function useFirstInteraction(): [boolean, () => void] {
  const [interacted, setInteracted] = useState(hasInteracted);
  const interact = useCallback(() => setInteracted(true), []);
  useEffect(() => (interacted ? undefined : onFirstInteraction(interact)), [interacted, interact]);
  return [interacted, interact];
}
