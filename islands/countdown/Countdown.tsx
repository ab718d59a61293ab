/**
 * One CommerceKit countdown, rendered again from its server markup (server.ts) with the state
 * of its own clock (controller.ts): the same elements, classes, ids and text, so the box does
 * not move when the tree takes the server's place. The ticking digits are hidden from screen
 * readers; a visually hidden text in the `timer` (which is no live region) reads the time left
 * to the minute.
 */
import { useStore } from "@nanostores/react";
import { createElement, type ReactNode } from "react";
import { $variationState, type VariationState } from "../../src/stores/variation";
import type { Countdown as CountdownClock } from "./controller";
import type { ServerNode, ServerTimer } from "./server";
import { PRODUCT_LOCATION } from "./settings";
import { digitOf, slotProps, spokenText, type TimerView } from "./view";

/** CommerceKit hid a product's timer while the chosen option could not be bought. */
const unavailable = (state: VariationState): boolean => state.kind === "unavailable" && state.variation !== null;

function render(node: ServerNode, view: TimerView): ReactNode {
  const digit = node.slot === "digit" && node.part ? digitOf(node.part, view) : null;
  const children: ReactNode[] = digit !== null ? [digit] : node.children.map((child) => (typeof child === "string" ? child : render(child, view)));
  const spoken = node.slot === "timer" ? spokenText(view) : null;
  if (spoken !== null) children.push(createElement("span", { className: "screen-reader-text" }, spoken));
  return createElement(node.tag, { ...node.props, ...slotProps(node, view) }, ...children);
}

export function Countdown({ server, countdown }: { server: ServerTimer; countdown: CountdownClock }): ReactNode {
  const state = useStore(countdown.$state);
  const variation = useStore($variationState);
  const location = server.settings.location;
  const view: TimerView = { state, location, hiddenBySelection: location === PRODUCT_LOCATION && unavailable(variation), labels: server.labels };
  return render(server.tree, view);
}
