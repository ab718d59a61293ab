/**
 * Paints a timer's view onto CommerceKit's own elements while its tree has not mounted (early.ts):
 * each marked node's look (view.ts's nodeLook, the rule Countdown.tsx renders) — the digits,
 * the styles, the role and the screen readers' text — so the tree takes the server's place
 * without a change.
 */
import type { ReadableAtom } from "nanostores";
import type { CountdownState } from "./controller";
import type { ServerTimer } from "./server";
import { nodeLook, type NodeLook, type TimerView } from "./view";

const cssName = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The server's style, then the look's over it (as React sets a whole style). */
function paintStyle(element: HTMLElement, serverStyle: string | null, style: object | undefined): void {
  if (serverStyle === null) element.removeAttribute("style");
  else element.setAttribute("style", serverStyle);
  for (const [property, value] of Object.entries(style ?? {})) element.style.setProperty(cssName(property), String(value));
}

function paintElement(element: HTMLElement, serverStyle: string | null, look: NodeLook, spoken: HTMLElement): void {
  paintStyle(element, serverStyle, look.props.style);
  if (look.props.role) element.setAttribute("role", look.props.role);
  if (look.props["aria-hidden"]) element.setAttribute("aria-hidden", "true");
  if (look.digit !== null) element.textContent = look.digit;
  if (look.spoken === null) return;
  spoken.textContent = look.spoken;
  if (spoken.parentElement !== element) element.append(spoken);
}

/** Paints each state of the clock and of `hidden` until the returned function is called. */
export function paintTimer(server: ServerTimer, $state: ReadableAtom<CountdownState>, hidden: ReadableAtom<boolean>): () => void {
  const parts = server.marked.flatMap(({ element, node }) => (element instanceof HTMLElement ? [{ element, node, serverStyle: element.getAttribute("style") }] : []));
  const spoken = document.createElement("span");
  spoken.className = "screen-reader-text";
  const paint = (): void => {
    const view: TimerView = { state: $state.get(), location: server.settings.location, hiddenBySelection: hidden.get(), labels: server.labels };
    for (const { element, node, serverStyle } of parts) paintElement(element, serverStyle, nodeLook(node, view), spoken);
  };
  const stops = [$state.listen(paint), hidden.listen(paint)];
  paint();
  return () => stops.forEach((stop) => stop());
}
