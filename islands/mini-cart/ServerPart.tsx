/**
 * One part of the server's drawer, rendered by React: the same element with the same
 * attributes, and either its text (the heading) or its child nodes moved in (the theme's spinner
 * and close icon, the cart widget with the fragment target). Moved, never re-created: the
 * bridge replaces the fragment target in place and other plugins' jQuery may hold those nodes,
 * so React renders no children there and never touches them.
 */
import { createElement, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import type { ServerPart as Part } from "./server";

/**
 * Moves the server element's child nodes into React's element before the first paint, and
 * gives back the ones it holds then (fragments may have replaced some) when it unmounts, so a
 * torn-down shell leaves the server's drawer as the page has it.
 */
function useServerNodes(ref: RefObject<HTMLElement | null>, part: Part): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || part.text !== null) return undefined;
    element.append(...Array.from(part.node.childNodes));
    return () => part.node.append(...Array.from(element.childNodes));
  }, [ref, part]);
}

export interface ServerPartProps {
  part: Part;
  /** State attributes React renders on this part (the cart widget's `aria-busy`). */
  state?: Record<string, string | undefined>;
}

export function ServerPart({ part, state }: ServerPartProps): ReactNode {
  const ref = useRef<HTMLElement>(null);
  useServerNodes(ref, part);
  return createElement(part.tag, { ...part.props, ...state, ref }, part.text);
}
