/**
 * `<details>` accordions (plain TypeScript): open by default only on wide windows (again each
 * time the window crosses that width, as CommerceKit's cards do), one open at a time among sibling details, and a height animation of `duration` ms when opening or
 * closing (none when the shopper prefers reduced motion). Without JavaScript the server's
 * `<details open>` works as the browser's own disclosure.
 */
import type { IslandModule } from "../../src/runtime/types";
import { prefersReducedMotion } from "../../src/dom/motion";
import type { AccordionsProps } from "./props";

const running = new WeakMap<HTMLDetailsElement, Animation>();
/** Where each details is going, while its animation runs. */
const intended = new WeakMap<HTMLDetailsElement, boolean>();

/** The details that share a parent with `details`: one group, one open at a time. */
function siblingsOf(details: HTMLDetailsElement): HTMLDetailsElement[] {
  const parent = details.parentElement;
  if (!parent) return [];
  return Array.from(parent.children).filter((child): child is HTMLDetailsElement => child instanceof HTMLDetailsElement && child !== details);
}

/** Opens or closes `details`, animating its height from where it is now. */
export function setOpen(details: HTMLDetailsElement, open: boolean, duration: number): void {
  // Measured before cancelling, so a reversed animation starts where the last one was.
  const from = details.getBoundingClientRect().height;
  running.get(details)?.cancel();
  running.delete(details);
  intended.delete(details);
  const canAnimate = duration > 0 && typeof details.animate === "function" && !prefersReducedMotion();
  if (!canAnimate) {
    details.open = open;
    return;
  }
  // Both end heights, measured in one synchronous layout (nothing paints in between); the
  // details stays open while it animates, so its content is there to be revealed or hidden.
  details.open = false;
  const closed = details.getBoundingClientRect().height;
  details.open = true;
  const to = open ? details.getBoundingClientRect().height : closed;
  const animation = details.animate({ height: [`${from}px`, `${to}px`], overflow: ["hidden", "hidden"] }, { duration, easing: "ease-out" });
  running.set(details, animation);
  intended.set(details, open);
  animation.onfinish = () => {
    running.delete(details);
    intended.delete(details);
    details.open = open;
  };
}

/** Whether `details` is open or on its way to open (an animation may still be running). */
function isOpening(details: HTMLDetailsElement): boolean {
  return intended.get(details) ?? details.open;
}

/** The summary's click, in place of the browser's instant toggle. */
function onSummaryClick(event: MouseEvent, root: HTMLElement, duration: number): void {
  const target = event.target instanceof Element ? event.target : null;
  const summary = target?.closest("summary");
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement) || !root.contains(details)) return;
  // A link or control inside the summary does its own thing.
  const control = target?.closest("a, button, input, select, textarea, label");
  if (control && summary.contains(control)) return;
  event.preventDefault();
  if (isOpening(details)) {
    setOpen(details, false, duration);
    return;
  }
  for (const other of siblingsOf(details)) if (isOpening(other)) setOpen(other, false, duration);
  setOpen(details, true, duration);
}

/** Open on windows wider than `openAbove`, closed on smaller; one per group (docs/behaviour/product-page.md#accordions). */
export function applyDefaultState(root: HTMLElement, openAbove: number): void {
  const wide = window.innerWidth > openAbove;
  const openedParents = new Set<Element | null>();
  for (const details of root.querySelectorAll("details")) {
    const first = !openedParents.has(details.parentElement);
    details.open = wide && first;
    if (details.open) openedParents.add(details.parentElement);
  }
}

/**
 * Runs `apply` whenever the window crosses `openAbove` (a media query, not every resize: a phone's
 * address bar resizes the window as the shopper scrolls, and must not undo their choice).
 */
function onBreakpoint(openAbove: number, apply: () => void, signal: AbortSignal | undefined): void {
  const query = typeof window.matchMedia === "function" ? window.matchMedia(`(min-width: ${openAbove + 1}px)`) : null;
  if (typeof query?.addEventListener === "function") query.addEventListener("change", apply, { signal });
}

export const accordions: IslandModule<AccordionsProps> = {
  mount(element, props, context) {
    applyDefaultState(element, props.openAbove);
    onBreakpoint(props.openAbove, () => applyDefaultState(element, props.openAbove), context.signal);
    // On each summary rather than delegated: a summary's own click must be cancelled before
    // the details sees it (happy-dom toggles the details as the click bubbles past it).
    for (const summary of element.querySelectorAll<HTMLElement>("details > summary")) {
      summary.addEventListener("click", (event) => onSummaryClick(event, element, props.duration), { signal: context.signal });
    }
  },
};
