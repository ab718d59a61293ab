/**
 * The order-bump carousel's rules (docs/behaviour/countdown-and-order-bump.md#order-bump: the first
 * and last items disable the previous and next controls, reversed in right-to-left layouts), kept
 * out of the component so they are tested alone.
 *
 * CommerceKit prints two arrows: `.ckobp-prev`, pointing left, and `.ckobp-next`, pointing
 * right. They keep their direction on screen, so in a right-to-left layout, where the second item
 * lies to the left of the first, the left arrow moves forward and the right one back: at the
 * first item it is the right arrow (`.ckobp-next`) that is disabled. Each arrow is named by what
 * it does there ("Next" for the left arrow in right-to-left), not by its class.
 */

export type Arrow = "prev" | "next";

export type Step = -1 | 1;

/** How many items an arrow moves by: in left-to-right `prev` goes back and `next` forward; swapped in right-to-left. */
export function arrowStep(arrow: Arrow, rtl: boolean): Step {
  const forward = arrow === "next" ? !rtl : rtl;
  return forward ? 1 : -1;
}

/** An index inside 0 … count - 1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

/** Disabled where it would move past the first or the last item (and with fewer than two). */
export function arrowDisabled(arrow: Arrow, index: number, count: number, rtl: boolean): boolean {
  const target = index + arrowStep(arrow, rtl);
  return count < 2 || target < 0 || target > count - 1;
}

/** What the arrow is called: the one moving back is "previous". */
export function arrowMeaning(arrow: Arrow, rtl: boolean): "previous" | "next" {
  return arrowStep(arrow, rtl) < 0 ? "previous" : "next";
}

/**
 * Where a key on the carousel moves to: Left and Right follow the screen (so they swap in
 * right-to-left, like the arrows), Home and End go to the first and the last. Null for any other
 * key, or when the carousel is already there.
 */
export function keyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count < 2) return null;
  let target: number;
  if (key === "Home") target = 0;
  else if (key === "End") target = count - 1;
  else if (key === "ArrowLeft") target = index + arrowStep("prev", rtl);
  else if (key === "ArrowRight") target = index + arrowStep("next", rtl);
  else return null;
  const clamped = clampIndex(target, count);
  return clamped === index ? null : clamped;
}

/**
 * The item in view at a scroll position: how many steps (the distance between two items) the
 * strip is scrolled, rounded; `scrollLeft` is negative in right-to-left layouts. With no step
 * known (nothing laid out yet) the first.
 */
export function itemAt(scrollLeft: number, step: number, count: number): number {
  if (!(step > 0)) return 0;
  return clampIndex(Math.abs(scrollLeft) / step, count);
}

/** The views call is made once per distinct set of products shown: the set, as a key. */
export function viewsKey(productIds: readonly number[]): string {
  return [...new Set(productIds)].sort((a, b) => a - b).join(",");
}

/** The plugin's texts with WordPress's placeholders filled: `%1$s`, `%2$s` by position, then each `%s` in order. */
export function fillText(template: string, ...values: readonly (string | number)[]): string {
  let next = 0;
  return template.replace(/%(?:(\d+)\$)?s/g, (placeholder, position: string | undefined) => {
    const value = position === undefined ? values[next++] : values[Number(position) - 1];
    return value === undefined ? placeholder : String(value);
  });
}
