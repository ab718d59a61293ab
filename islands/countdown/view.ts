/**
 * What each marked part of the timer shows for a state (Countdown.tsx renders it): the digits,
 * the styles CommerceKit's script set (the timer made visible once it counts, hidden with its
 * message shown at the end, the wrap hidden while the chosen option cannot be bought, blocks
 * of 0 hidden outside product pages) and the text screen readers read.
 */
import type { CSSProperties } from "react";
import type { CountdownState } from "./controller";
import { blockDisplay, digitText, spokenTime, timeParts, type TimePart } from "./rules";
import type { ServerNode, Slot } from "./server";

export interface TimerView {
  state: CountdownState;
  location: string;
  /** The product's chosen option cannot be bought: CommerceKit hid the timer then. */
  hiddenBySelection: boolean;
  labels: Readonly<Record<TimePart, string>>;
}

/** Props a marked node gets over the server's own. */
export interface SlotProps {
  style?: CSSProperties;
  role?: string;
  "aria-hidden"?: boolean;
}

const withStyle = (node: ServerNode, style: CSSProperties): SlotProps => ({ style: { ...node.props.style, ...style } });

function timerProps(node: ServerNode, state: CountdownState): SlotProps {
  const role = { role: "timer" };
  if (state.phase === "waiting") return role;
  if (state.showMessage) return { ...role, ...withStyle(node, { display: "none" }) };
  return { ...role, ...withStyle(node, { visibility: "visible" }) };
}

export function slotProps(node: ServerNode, view: TimerView): SlotProps {
  const slot: Slot | null = node.slot;
  switch (slot) {
    case "wrap":
      return view.hiddenBySelection ? withStyle(node, { display: "none" }) : {};
    case "timer":
      return timerProps(node, view.state);
    case "blocks":
      // The screen readers' text (spokenText) stands for the ticking digits.
      return { "aria-hidden": true };
    case "block": {
      const display = node.part && view.state.phase !== "waiting" ? blockDisplay(node.part, timeParts(view.state.seconds)[node.part], view.location) : undefined;
      return display ? withStyle(node, { display }) : {};
    }
    case "message":
      return view.state.showMessage ? withStyle(node, { display: "block" }) : {};
    default:
      return {};
  }
}

/** A digit's text, or null to keep the server's (before the timer counts). */
export function digitOf(part: TimePart, view: TimerView): string | null {
  if (view.state.phase === "waiting") return null;
  return digitText(part, timeParts(view.state.seconds)[part], view.location);
}

/** The time left in words, or null while the timer does not count yet. */
export function spokenText(view: TimerView): string | null {
  return view.state.phase === "waiting" ? null : spokenTime(view.state.seconds, view.labels);
}

/** What a marked node shows in a view: its props over the server's, its digit, the screen readers' text (the timer's). */
export interface NodeLook {
  props: SlotProps;
  /** A digit's text, or null to keep the server's. */
  digit: string | null;
  /** The time left in words, appended to the timer; null for other nodes and while waiting. */
  spoken: string | null;
}

export function nodeLook(node: ServerNode, view: TimerView): NodeLook {
  return {
    props: slotProps(node, view),
    digit: node.slot === "digit" && node.part ? digitOf(node.part, view) : null,
    spoken: node.slot === "timer" ? spokenText(view) : null,
  };
}

