/**
 * One CommerceKit countdown, rendered again from its server markup (server.ts) with the state
 * of its own clock (controller.ts): the same elements, classes, ids and text, so the box does
 * not move when the tree takes the server's place. The ticking digits are hidden from screen
 * readers; a visually hidden text in the `timer` (which is no live region) reads the time left
 * to the minute.
 */
import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import { createElement, type ReactNode } from "react";
import type { Countdown as CountdownClock } from "./controller";
import type { ServerNode, ServerTimer } from "./server";
import { digitOf, slotProps, spokenText, type TimerView } from "./view";

function render(node: ServerNode, view: TimerView): ReactNode {
  const digit = node.slot === "digit" && node.part ? digitOf(node.part, view) : null;
  const children: ReactNode[] = digit !== null ? [digit] : node.children.map((child) => (typeof child === "string" ? child : render(child, view)));
  const spoken = node.slot === "timer" ? spokenText(view) : null;
  if (spoken !== null) children.push(createElement("span", { className: "screen-reader-text" }, spoken));
  return createElement(node.tag, { ...node.props, ...slotProps(node, view) }, ...children);
}

export interface CountdownProps {
  server: ServerTimer;
  countdown: CountdownClock;
  /** True while the timer hides for the chosen option (product timers: selection.ts). */
  hidden: ReadableAtom<boolean>;
}

export function Countdown({ server, countdown, hidden }: CountdownProps): ReactNode {
  const state = useStore(countdown.$state);
  const hiddenBySelection = useStore(hidden);
  const view: TimerView = { state, location: server.settings.location, hiddenBySelection, labels: server.labels };
  return render(server.tree, view);
}
