/**
 * The layout hooks CommerceKit's stylesheet reads on a listing card, set as its script set them
 * once a card ran: the first visible attribute row is the "original" of the hover row, the rows
 * after it sit one below the other (`margin-top`), the card reserves their height below itself
 * (`li.post-ID:before { padding-bottom }`), and a card with one attribute says so. Measuring
 * reads layout, so it runs after a paint, every card armed by then together; each card's returned
 * function undoes it all.
 */
import { afterNextPaint } from "../../src/dom/after-paint";
import { afterDeferredStyles } from "../../src/dom/deferred-styles";
import { cardFormOf } from "./card-selectors";

const ORIGINAL_ROW_CLASS = "cgkit-as-swatches-original";
const SINGLE_CLASS = "cgkit-single-attribute";
const DONE_CLASS = "cgkit-dynamic-style";

interface CardToLayOut {
  form: HTMLFormElement;
  productId: number;
}

/** A card's visible attribute rows: the first is the hover row's original, the rest are measured. */
function visibleRows(form: HTMLFormElement): HTMLTableRowElement[] {
  return Array.from(form.querySelectorAll<HTMLTableRowElement>("table.variations tr")).filter((row) => !row.classList.contains("cgkit-hide-loop"));
}

/**
 * Each card's rows after the first, measured as table rows whatever the stylesheet shows them as
 * (CommerceKit's own measure). A card's rows are measured one at a time, as CommerceKit does (a
 * table's columns are shared, so two rows shown at once could change each other's height), but
 * every card's n-th row in the same round: one forced layout per round, not one per row per card.
 */
function measureRows(rowsPerCard: HTMLTableRowElement[][]): number[][] {
  const heights = rowsPerCard.map(() => [] as number[]);
  const rounds = Math.max(0, ...rowsPerCard.map((rows) => rows.length));
  for (let round = 0; round < rounds; round++) {
    const shown = rowsPerCard.map((rows) => rows[round]);
    for (const row of shown) if (row) row.style.display = "table-row";
    shown.forEach((row, card) => row && heights[card]?.push(row.clientHeight));
    for (const row of shown) if (row) row.style.display = "";
  }
  return heights;
}

function applyLayout({ form, productId }: CardToLayOut, rows: HTMLTableRowElement[], heights: number[]): () => void {
  const [first, ...rest] = rows;
  first?.classList.add(ORIGINAL_ROW_CLASS);
  rest.forEach((row, index) => (row.style.marginTop = `${heights[index - 1] ?? 0}px`));
  form.classList.toggle(SINGLE_CLASS, rows.length === 1);
  const style = document.createElement("style");
  // productId is a positive integer (cardFormOf), so the selector needs no escaping.
  const reserved = heights.reduce((sum, height) => sum + height, 0);
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

/** Lays the cards out (a card already laid out is left as it is); returns each card's undo, in order. */
export function prepareCardLayouts(cards: readonly CardToLayOut[]): Array<() => void> {
  const todo = cards.map((card) => (card.form.classList.contains(DONE_CLASS) ? null : visibleRows(card.form)));
  const heights = measureRows(todo.map((rows) => rows?.slice(1) ?? []));
  return cards.map((card, index) => {
    const rows = todo[index];
    return rows ? applyLayout(card, rows, heights[index] ?? []) : () => undefined;
  });
}

/** One card: see prepareCardLayouts. */
export function prepareCardLayout(form: HTMLFormElement, productId: number): () => void {
  return prepareCardLayouts([{ form, productId }])[0] ?? (() => undefined);
}

interface PendingCard extends CardToLayOut {
  undo: () => void;
}

/** The cards armed since the last layout: laid out together. */
let pending: PendingCard[] = [];
/** Cancels the scheduled layout; null when none is scheduled. */
let cancelScheduled: (() => void) | null = null;

function layOutPending(): void {
  cancelScheduled = null;
  const cards = pending;
  pending = [];
  prepareCardLayouts(cards).forEach((undo, index) => {
    const card = cards[index];
    if (card) card.undo = undo;
  });
}

/**
 * Measuring forces the page's style and layout to be up to date, so it waits for the held-back
 * stylesheets and then for a paint: the browser's own frame restyles the page, and the measure
 * costs only the cards' rows (src/dom/deferred-styles.ts).
 */
function scheduleLayout(): void {
  if (cancelScheduled) return;
  const waiting = new AbortController();
  let cancelPaint = (): void => undefined;
  cancelScheduled = () => {
    waiting.abort();
    cancelPaint();
    cancelScheduled = null;
  };
  afterDeferredStyles(() => (cancelPaint = afterNextPaint(layOutPending)), waiting.signal);
}

/**
 * CommerceKit's script lays every card out as the page loads, before any press: the arm does it
 * once the page's styles are in and painted, so the card keeps its height when its view mounts at
 * the shopper's first interaction (docs/decisions/0044-card-swatches-at-interaction.md). Undone
 * at teardown.
 */
export function layOutCardWhenPainted(island: Element, signal?: AbortSignal): void {
  const found = cardFormOf(island);
  if (!found) return;
  const card: PendingCard = { ...found, undo: () => undefined };
  pending.push(card);
  scheduleLayout();
  signal?.addEventListener(
    "abort",
    () => {
      pending = pending.filter((other) => other !== card);
      if (pending.length === 0) cancelScheduled?.();
      card.undo();
    },
    { once: true },
  );
}
