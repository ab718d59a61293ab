/**
 * Taking the server's place in the first commit (before paint): the server's parts a tree
 * renders again leave in a layout effect, and come back when the tree unmounts (runtime
 * teardown).
 *
 * What the server printed inside an element the tree renders again (a gallery slide's link and
 * image, the sticky bar's tab links) is moved, not copied, into React's element: images stay
 * the same elements (no second request or decode, no new LCP candidate), and so do nodes other
 * scripts may be holding (the lightbox's link, a listener on a tab link).
 */
import { useLayoutEffect, type RefObject } from "react";

/** Removes `nodes` from the page for as long as the component is mounted. */
export function useTakeOver(nodes: readonly Element[]): void {
  useLayoutEffect(() => {
    const places = nodes.map((node) => ({ node, parent: node.parentNode, next: node.nextSibling }));
    for (const node of nodes) node.remove();
    return () => {
      for (const { node, parent, next } of places) {
        if (node.isConnected || !parent) continue;
        parent.insertBefore(node, next?.parentNode === parent ? next : null);
      }
    };
  }, [nodes]);
}

/** Focus inside moved nodes is lost by the move: put it back where it was. */
function keepFocus(focused: Element | null, target: Element): void {
  if (focused instanceof HTMLElement && target.contains(focused) && document.activeElement !== focused) focused.focus({ preventScroll: true });
}

/** Moves `source`'s children into the rendered `target` (which renders no children of its own). */
export function useAdoptedChildren(target: RefObject<HTMLElement | null>, source: Element): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const focused = document.activeElement;
    const nodes = Array.from(source.childNodes);
    element.append(...nodes);
    keepFocus(focused, element);
    return () => source.append(...nodes.filter((node) => node.parentNode === element));
  }, [target, source]);
}
