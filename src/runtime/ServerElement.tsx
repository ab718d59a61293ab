/**
 * An element the server printed, rendered again by a tree with the same tag and attributes,
 * its content moved (not copied) into React's element: listeners and nodes other scripts hold
 * stay theirs. For server parts a component keeps as they are, inside markup it renders.
 */
import { createElement, useMemo, useRef, type ReactNode } from "react";
import { useAdoptedChildren } from "./adopt";
import { propsOf } from "./server-props";

export function ServerElement({ element }: { element: HTMLElement }): ReactNode {
  const target = useRef<HTMLElement>(null);
  // Read once: the element leaves the page when the tree takes its place.
  const props = useMemo(() => propsOf(element), [element]);
  useAdoptedChildren(target, element);
  return createElement(element.localName, { ...props, ref: target });
}
