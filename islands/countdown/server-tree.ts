/**
 * The timer's markup as printed (server.ts keeps a copy before paint.ts paints the page's) as the
 * plain tree Countdown.tsx renders again: tags, attributes as React props, text, and the marked
 * parts by their slot. Loaded with the tree's file only: the early file paints without it
 * (docs/decisions/0045-timer-before-react.md).
 */
import type { CSSProperties } from "react";
import type { ElementPath, ServerNode, ServerProps, ServerTimer } from "./server";

/** `"display:none; visibility: hidden"` → `{ display: "none", visibility: "hidden" }`. */
function styleOf(css: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && name && value) style[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return style;
}

/**
 * The attributes CommerceKit's template prints (id, class, inline style, data-*) as React
 * props. Not src/runtime/server-props.ts: importing it from this island would split it out of
 * the gallery's chunk, one more file on every product page.
 */
function propsOf(element: Element): ServerProps {
  const props: Record<string, string | CSSProperties> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === "class") props.className = value;
    else if (name === "style") props.style = styleOf(value);
    else props[name] = value;
  }
  return props as ServerProps;
}

type Marked = ServerTimer["marked"][number];

/** The printed copy's element at `path` (server.ts took each marked element's path before any paint). */
function printedAt(printed: Element, path: ElementPath): Element | undefined {
  let node: Element | undefined = printed;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * A printed element as a node. A marked one keeps the classes its page element carries now:
 * another island may have marked it since the arm read it (the inventory bar's
 * `has-cg-inventory` on a product timer, which draws the divider beside the bar), and the tree
 * that takes the server's place keeps it.
 */
function toNode(printed: Element, marks: ReadonlyMap<Element, Marked>): ServerNode {
  const mark = marks.get(printed);
  const children = Array.from(printed.childNodes).flatMap((child): (ServerNode | string)[] => {
    if (child.nodeType === Node.TEXT_NODE) return [child.textContent ?? ""];
    return child instanceof Element ? [toNode(child, marks)] : [];
  });
  const props = propsOf(printed);
  if (mark) props.className = mark.element.getAttribute("class") ?? undefined;
  return { tag: printed.localName, props, slot: mark?.node.slot ?? null, part: mark?.node.part ?? null, children };
}

/** The tree of the timer's markup as printed, with the classes its marked elements carry now. */
export function serverTree(server: ServerTimer): ServerNode {
  const marks = new Map<Element, Marked>();
  for (const mark of server.marked) {
    const printed = printedAt(server.printed, mark.path);
    if (printed) marks.set(printed, mark);
  }
  return toNode(server.printed, marks);
}
