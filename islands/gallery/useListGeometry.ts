/**
 * Geometry a list takes while the gallery's slider is live (docs/decisions/0029-real-store-parity.md):
 * set before the list paints, again on each resize of its container and whenever `renewal` changes
 * (new slides), taken off when the slider stops. The latest `geometry` is used each time.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";

export interface ListGeometry {
  apply(list: HTMLUListElement): void;
  clear(list: HTMLUListElement): void;
}

export function useListGeometry(list: RefObject<HTMLUListElement | null>, live: boolean, geometry: ListGeometry, renewal: readonly unknown[]): void {
  const latest = useRef(geometry);
  latest.current = geometry;
  useLayoutEffect(() => {
    const element = list.current;
    const container = element?.parentElement;
    if (!live || !element || !container) return;
    const apply = (): void => latest.current.apply(element);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(container);
    return () => {
      observer.disconnect();
      latest.current.clear(element);
    };
    // `renewal` is the caller's list of what asks for the geometry again.
  }, [list, live, ...renewal]);
}
