/**
 * CommerceKit's attribute swatches (`ul.cgkit-attribute-swatches[data-attribute]` of
 * `button.cgkit-swatch[data-attribute-value]`) over the hidden selects, read once from the
 * server's markup, and their rules (docs/behaviour/product-form.md#swatches): SwatchGroup.tsx
 * renders each list as a keyboard-operable radio group with the same elements and classes. Shared
 * by the product page's variation form and the listing cards' swatches: one implementation of the
 * rules, two places.
 */
import { findMatchingVariations, type Selection, type Variation } from "../stores/variation";

export const SELECTED_CLASS = "cgkit-swatch-selected";
export const DISABLED_CLASS = "cgkit-disabled";
export const SOLD_OUT_CLASS = "cgkit-swatch-oos";
export const SWATCH_LIST_SELECTOR = "ul.cgkit-attribute-swatches[data-attribute]";
export const SWATCH_SELECTOR = "button.cgkit-swatch[data-attribute-value]";

/**
 * The rendered swatch that stands for `lost`, a server swatch that had focus as the group took its
 * list's place (an island that mounts at the shopper's first focus): the same attribute's, with
 * the same value, outside the hover row's copy (hidden from assistive technology).
 */
export function swatchCounterpart(lost: Element, within: ParentNode): HTMLElement | null {
  const name = lost.closest(SWATCH_LIST_SELECTOR)?.getAttribute("data-attribute");
  const value = lost.getAttribute("data-attribute-value");
  if (!name || value === null || !lost.matches(SWATCH_SELECTOR)) return null;
  const lists = Array.from(within.querySelectorAll(SWATCH_LIST_SELECTOR)).filter((list) => list.getAttribute("data-attribute") === name && !list.closest('[aria-hidden="true"]'));
  const swatches = lists.flatMap((list) => Array.from(list.querySelectorAll<HTMLElement>(SWATCH_SELECTOR)));
  return swatches.find((swatch) => swatch.getAttribute("data-attribute-value") === value) ?? null;
}

/** One swatch as the server printed it. */
export interface SwatchItem {
  value: string;
  /** The name a shopper reads (`data-attribute-text`). */
  text: string;
  oosText: string;
  itemClassName: string;
  tooltip: string | null;
  /** The button's classes without the state classes we paint. */
  buttonClassName: string;
  type: string | null;
  imageId: string | null;
  /** The button's contents: CommerceKit's cross and colour markup, or the size's text. */
  html: string;
}

/** One attribute's list as the server printed it. */
export interface SwatchGroupData {
  name: string;
  list: HTMLElement;
  listClassName: string;
  noSelection: string;
  legend: string;
  items: SwatchItem[];
}

const STATE_CLASSES = [SELECTED_CLASS, DISABLED_CLASS, SOLD_OUT_CLASS];

function readItem(button: HTMLButtonElement): SwatchItem {
  const item = button.closest("li");
  const classes = button.className.split(/\s+/).filter((name) => name !== "" && !STATE_CLASSES.includes(name));
  return {
    value: button.getAttribute("data-attribute-value") ?? "",
    text: button.getAttribute("data-attribute-text") ?? button.getAttribute("data-attribute-value") ?? "",
    oosText: button.getAttribute("data-oos-text") ?? "Out of stock",
    itemClassName: item?.className ?? "",
    tooltip: item?.getAttribute("data-cgkit-tooltip") ?? null,
    buttonClassName: classes.join(" "),
    type: button.getAttribute("data-type"),
    imageId: button.getAttribute("data-gimg_id"),
    html: button.innerHTML,
  };
}

/** The form's swatch lists, for the attributes the form has selects for. */
export function readSwatchGroups(form: ParentNode, names: readonly string[]): SwatchGroupData[] {
  const groups: SwatchGroupData[] = [];
  for (const list of Array.from(form.querySelectorAll<HTMLElement>(SWATCH_LIST_SELECTOR))) {
    const name = list.getAttribute("data-attribute") ?? "";
    const items = Array.from(list.querySelectorAll<HTMLButtonElement>(SWATCH_SELECTOR), readItem);
    if (!names.includes(name) || items.length === 0) continue;
    groups.push({
      name,
      list,
      listClassName: list.className,
      noSelection: list.getAttribute("data-no-selection") ?? "",
      legend: list.closest("fieldset")?.querySelector("legend")?.textContent?.trim() ?? "",
      items,
    });
  }
  return groups;
}

/** How one swatch shows for the selection. */
export interface SwatchState {
  selected: boolean;
  /** Impossible with the other choices. */
  disabled: boolean;
  /** Every variation this value leads to (with the other choices) is out of stock. */
  soldOut: boolean;
  label: string;
  className: string;
}

function isSoldOut(variations: readonly Variation[] | null, selection: Selection, name: string, value: string): boolean {
  if (!variations) return false;
  const matching = findMatchingVariations(variations, { ...selection, [name]: value });
  return matching.length > 0 && matching.every((variation) => !variation.isInStock);
}

export function swatchState(
  item: SwatchItem,
  name: string,
  selection: Selection,
  possible: ReadonlySet<string> | undefined,
  variations: readonly Variation[] | null,
): SwatchState {
  const selected = item.value === (selection[name] ?? "");
  const disabled = !(possible?.has(item.value) ?? true);
  const soldOut = !disabled && isSoldOut(variations, selection, name, item.value);
  const classes = [item.buttonClassName, selected && SELECTED_CLASS, disabled && DISABLED_CLASS, soldOut && SOLD_OUT_CLASS];
  return {
    selected,
    disabled,
    soldOut,
    label: soldOut ? `${item.text} (${item.oosText})` : item.text,
    className: classes.filter(Boolean).join(" "),
  };
}

/**
 * The selection after pressing a swatch: the chosen one again deselects it; an impossible one
 * (disabled) starts again from that value alone.
 */
export function selectionAfterPress(selection: Selection, name: string, value: string, disabled: boolean): Selection {
  if ((selection[name] ?? "") === value) return { ...selection, [name]: "" };
  if (!disabled) return { ...selection, [name]: value };
  const fresh: Selection = {};
  for (const other of Object.keys(selection)) fresh[other] = "";
  return { ...fresh, [name]: value };
}
