/**
 * One CommerceKit countdown, rendered again from its server markup (server-tree.ts) with the state
 * of its own clock (controller.ts): the same elements, classes, ids and text, so the box does
 * not move when the tree takes the server's place. What each node shows is the timer's `look`
 * (view.ts's nodeLook, the rule paint.ts follows before the tree mounts). The ticking digits are
 * hidden from screen readers; a visually hidden text in the `timer` (which is no live region)
 * reads the time left to the minute.
 */
import { useStore } from "@nanostores/react";
import { createElement, type ReactNode } from "react";
import type { StartedTimer } from "./early";
import type { ServerNode } from "./server";
import type { TimerView } from "./view";

function render(node: ServerNode, view: TimerView, look: StartedTimer["look"]): ReactNode {
  const { props, digit, spoken } = look(node, view);
  const children: ReactNode[] = digit !== null ? [digit] : node.children.map((child) => (typeof child === "string" ? child : render(child, view, look)));
  if (spoken !== null) children.push(createElement("span", { className: "screen-reader-text" }, spoken));
  return createElement(node.tag, { ...node.props, ...props }, ...children);
}

export interface CountdownProps {
  timer: StartedTimer;
  /** The server's markup as the tree renders it (server-tree.ts, when the tree mounts). */
  tree: ServerNode;
}

export function Countdown({ timer, tree }: CountdownProps): ReactNode {
  const state = useStore(timer.countdown.$state);
  const hiddenBySelection = useStore(timer.hidden);
  const view: TimerView = { state, location: timer.server.settings.location, hiddenBySelection, labels: timer.server.labels };
  return render(tree, view, timer.look);
}
