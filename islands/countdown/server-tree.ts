/**
 * The timer's markup as printed (server.ts keeps a copy before paint.ts paints the page's) as the
 * plain tree Countdown.tsx renders again: tags, attributes as React props, text, and the marked
 * parts by their slot. Loaded with the tree's file only: the early file paints without it
 * (docs/decisions/0045-timer-before-react.md).
 */
import type { CSSProperties } from "react";
import type { ServerNode, ServerProps, ServerTimer } from "./server";

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

/**
 * `printed` and the page's element in the same place, walked together: the page's has been
 * painted (attributes, digits, the screen readers' text appended last) but keeps the printed
 * elements in their order. A marked element keeps the classes it carries now: another island
 * may have marked one since the arm read it (the inventory bar's `has-cg-inventory` on a product
 * timer, which draws the divider beside the bar), and the tree that takes the server's place
 * keeps it.
 */
function toNode(printed: Element, onPage: Element | undefined, marks: ReadonlyMap<Element, ServerNode>): ServerNode {
  const mark = onPage ? marks.get(onPage) : undefined;
  const children: (ServerNode | string)[] = [];
  let index = 0;
  for (const child of Array.from(printed.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) children.push(child.textContent ?? "");
    else if (child instanceof Element) children.push(toNode(child, onPage?.children[index++], marks));
  }
  const props = propsOf(printed);
  if (mark && onPage) props.className = onPage.getAttribute("class") ?? undefined;
  return { tag: printed.localName, props, slot: mark?.slot ?? null, part: mark?.part ?? null, children };
}

/** The tree of the timer's markup as printed, with the classes its marked elements carry now. */
export function serverTree(server: ServerTimer): ServerNode {
  return toNode(server.printed, server.element, new Map(server.marked.map(({ element, node }) => [element, node])));
}
