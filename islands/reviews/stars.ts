/**
 * The `#rating` select's rules for the stars that stand in for it (StarRating.tsx): the value
 * chosen, and the star a key moves to. The select stays in the form, hidden, and carries the
 * value the server reads; other scripts hear its `change`.
 */
import { rovingIndex } from "../../src/dom/roving";

/** The chosen star's index (values 1…count), or -1 while none is chosen. */
export function chosenIndex(select: HTMLSelectElement, count: number): number {
  const value = Number(select.value);
  return Number.isInteger(value) && value >= 1 && value <= count ? value - 1 : -1;
}

/** Writes the star at `index` to the select, with the `change` a choice of the select fires. */
export function chooseRating(select: HTMLSelectElement, index: number): void {
  select.value = String(index + 1);
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Arrows (wrapping), Home and End move and choose; Space and Enter choose; null for other keys. */
export function starAfterKey(key: string, index: number, count: number): number | null {
  const moved = rovingIndex(key, index, count);
  if (moved !== null) return moved;
  return key === " " || key === "Enter" ? index : null;
}
