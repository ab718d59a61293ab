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
 * and the blocks are days, hours, minutes and seconds in their order. The parts that change are
 * marked by their slot, for paint.ts; a copy of the markup as printed is kept, which the tree's
 * file turns into the tree Countdown.tsx renders (server-tree.ts), so the timer's early file
 * carries none of that (docs/decisions/0045-timer-before-react.md).
 */
import type { HTMLAttributes } from "react";
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
  /** A copy of the wrap as the server printed it, before anything painted it (server-tree.ts reads it). */
  printed: HTMLElement;
  settings: TimerSettings;
  /** Each block's label as printed ("Days", "Mins", or "minutes" outside product pages). */
  labels: Record<TimePart, string>;
  /**
   * The marked elements of the server's markup, each with a node of its slot and part and none
   * of its attributes (paint.ts paints over the server's own): what paint.ts paints before the
   * tree mounts, and what tells server-tree.ts which nodes are marked.
   */
  marked: ReadonlyArray<{ element: Element; node: ServerNode; path: ElementPath }>;
}

/** An element's place under the wrap, as printed: the index among its parent's elements at each level down. */
export type ElementPath = readonly number[];

function pathTo(root: Element, element: Element): ElementPath {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) path.unshift(Array.from(node.parentElement.children).indexOf(node));
  return path;
}

interface Mark {
  slot: Slot;
  part: TimePart | null;
}

const childWithClass = (parent: Element, name: string): Element | null => Array.from(parent.children).find((child) => child.classList.contains(name)) ?? null;

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
  const marked = Array.from(marks, ([marker, { slot, part }]) => ({ element: marker, path: pathTo(element, marker), node: { tag: marker.localName, props: {}, slot, part, children: [] } }));
  return { element, printed: element.cloneNode(true) as HTMLElement, settings, labels, marked };
}
