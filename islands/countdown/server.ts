/**
 * CommerceKit's timer markup, read once from the island (commercekit_countdown_timer_template):
 *
 *   div#commercekit-timer-wrap
 *     div#commercekit-timer[data-timer…]   .commercekit-timer-title, .commercekit-timer-blocks >
 *                                          (.commercekit-timer-block > .commercekit-timer-digit
 *                                          + .commercekit-timer-label) × 4 with .commercekit-timer-sep
 *     div#commercekit-timer-message        the end message (text), printed hidden
 *
 * The ids repeat when a page has several timers, so nothing is found by them: the timer is the
 * island's `[data-timer]` element, its wrap is its parent, the message the element after it,
 * and the blocks are days, hours, minutes and seconds in their order. The markup becomes a
 * plain tree (tags, attributes as React props, text) that Countdown.tsx renders again, with the
 * parts that change marked by their slot.
 */
import type { CSSProperties, HTMLAttributes } from "react";
import { TIME_PARTS, type TimePart } from "./rules";
import { readTimerSettings, type TimerSettings } from "./settings";

export type Slot = "wrap" | "timer" | "blocks" | "block" | "digit" | "message";

/** An element's attributes as React props. */
export type ServerProps = HTMLAttributes<HTMLElement>;

export interface ServerNode {
  tag: string;
  props: ServerProps;
  slot: Slot | null;
  /** The time part of a block or digit. */
  part: TimePart | null;
  children: (ServerNode | string)[];
}

export interface ServerTimer {
  /** The wrap, which the island's tree takes the place of. */
  element: HTMLElement;
  tree: ServerNode;
  settings: TimerSettings;
  /** Each block's label as printed ("Days", "Mins", or "minutes" outside product pages). */
  labels: Record<TimePart, string>;
  /** The marked elements of the server's markup with their nodes: what paint.ts paints before the tree mounts. */
  marked: ReadonlyArray<{ element: Element; node: ServerNode }>;
}

interface Mark {
  slot: Slot;
  part: TimePart | null;
}

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

const childWithClass = (parent: Element, name: string): Element | null => Array.from(parent.children).find((child) => child.classList.contains(name)) ?? null;

function toNode(element: Element, marks: ReadonlyMap<Element, Mark>, marked: Array<{ element: Element; node: ServerNode }>): ServerNode {
  const mark = marks.get(element);
  const children: (ServerNode | string)[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) children.push(child.textContent ?? "");
    else if (child instanceof Element) children.push(toNode(child, marks, marked));
  }
  const node: ServerNode = { tag: element.localName, props: propsOf(element), slot: mark?.slot ?? null, part: mark?.part ?? null, children };
  if (mark) marked.push({ element, node });
  return node;
}

/** Marks the blocks and digits (in order: days, hours, minutes, seconds) and reads the labels. */
function markBlocks(blocks: Element, marks: Map<Element, Mark>): Record<TimePart, string> {
  const labels: Record<TimePart, string> = { days: "", hours: "", minutes: "", seconds: "" };
  const found = Array.from(blocks.children).filter((child) => child.classList.contains("commercekit-timer-block"));
  found.slice(0, TIME_PARTS.length).forEach((block, index) => {
    const part = TIME_PARTS[index] ?? null;
    if (part === null) return;
    marks.set(block, { slot: "block", part });
    const digit = childWithClass(block, "commercekit-timer-digit");
    if (digit) marks.set(digit, { slot: "digit", part });
    labels[part] = childWithClass(block, "commercekit-timer-label")?.textContent?.trim() ?? "";
  });
  return labels;
}

/** Null when the island holds no CommerceKit timer it can count (no `data-timer` whole number). */
export function readServerTimer(island: HTMLElement): ServerTimer | null {
  const timer = island.querySelector("[data-timer]");
  const element = timer?.parentElement;
  if (!timer || !element || element === island || !island.contains(element)) return null;
  const settings = readTimerSettings(timer);
  if (!settings) return null;
  const marks = new Map<Element, Mark>([
    [element, { slot: "wrap", part: null }],
    [timer, { slot: "timer", part: null }],
  ]);
  const message = timer.nextElementSibling;
  if (message) marks.set(message, { slot: "message", part: null });
  const blocks = childWithClass(timer, "commercekit-timer-blocks");
  if (blocks) marks.set(blocks, { slot: "blocks", part: null });
  const labels = blocks ? markBlocks(blocks, marks) : { days: "", hours: "", minutes: "", seconds: "" };
  const marked: Array<{ element: Element; node: ServerNode }> = [];
  return { element, tree: toNode(element, marks, marked), settings, labels, marked };
}

/**
 * The tree with the classes its marked elements carry now: another island may have marked one
 * since the arm read it (the inventory bar's `has-cg-inventory` on a product timer, which draws
 * the divider beside the bar), and the tree that takes the server's place keeps it.
 */
export function treeWithClassesNow(server: ServerTimer): ServerNode {
  const classesNow = new Map(server.marked.map(({ element, node }) => [node, element.getAttribute("class")]));
  const copy = (node: ServerNode): ServerNode => {
    const className = classesNow.get(node);
    const props = className === undefined ? node.props : { ...node.props, className: className ?? undefined };
    return { ...node, props, children: node.children.map((child) => (typeof child === "string" ? child : copy(child))) };
  };
  return copy(server.tree);
}

