/**
 * The layout hooks CommerceKit's stylesheet reads on a listing card, set as its script set them
 * once a card ran: the first visible attribute row is the "original" of the hover row, the rows
 * after it sit one below the other (`margin-top`), the card reserves their height below itself
 * (`li.post-ID:before { padding-bottom }`), and a card with one attribute says so. Measuring
 * reads layout, so it runs after the card's first paint; the returned function undoes it all.
 */
import { cardFormOf } from "./card-selectors";

const ORIGINAL_ROW_CLASS = "cgkit-as-swatches-original";
const SINGLE_CLASS = "cgkit-single-attribute";
const DONE_CLASS = "cgkit-dynamic-style";

export function prepareCardLayout(form: HTMLFormElement, productId: number): () => void {
  if (form.classList.contains(DONE_CLASS)) return () => undefined;
  const rows = Array.from(form.querySelectorAll<HTMLTableRowElement>("table.variations tr")).filter((row) => !row.classList.contains("cgkit-hide-loop"));
  const [first, ...rest] = rows;
  first?.classList.add(ORIGINAL_ROW_CLASS);
  let reserved = 0;
  let above = 0;
  for (const row of rest) {
    row.style.marginTop = `${above}px`;
    // Measured as a table row whatever the stylesheet shows it as (CommerceKit's own measure).
    row.style.display = "table-row";
    const height = row.clientHeight;
    row.style.display = "";
    reserved += height;
    above = height;
  }
  form.classList.toggle(SINGLE_CLASS, rows.length === 1);
  const style = document.createElement("style");
  // productId is a positive integer (readCard), so the selector needs no escaping.
  style.textContent = `ul.products li.post-${productId}.product:not(.product-category):before { padding-bottom: ${reserved}px; }`;
  form.append(style);
  form.classList.add(DONE_CLASS);
  return () => {
    style.remove();
    form.classList.remove(DONE_CLASS, SINGLE_CLASS);
    first?.classList.remove(ORIGINAL_ROW_CLASS);
    for (const row of rest) row.style.marginTop = "";
  };
}

/**
 * CommerceKit's script lays every card out as the page loads, before any press: the arm does it
 * at the card's first paint, so the card keeps its height when its view mounts at the shopper's
 * first interaction (docs/decisions/0044-card-swatches-at-interaction.md). Undone at teardown.
 */
export function layOutCardWhenPainted(island: Element, signal?: AbortSignal): void {
  const card = cardFormOf(island);
  if (!card) return;
  let undo = (): void => undefined;
  const frame = requestAnimationFrame(() => (undo = prepareCardLayout(card.form, card.productId)));
  signal?.addEventListener(
    "abort",
    () => {
      cancelAnimationFrame(frame);
      undo();
    },
    { once: true },
  );
}
