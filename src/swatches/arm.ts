/**
 * The cheap part, in the first bundle, of every swatch form (the product page's and the listing
 * cards'): a swatch pressed before React has loaded is not lost. The press goes to its select
 * (as a mounted swatch's does), the server's swatches of that group show it at once, and
 * `onChoice` hears the selects' new selection; the component, once mounted, starts from the
 * selects and renders it.
 */
import type { Selection } from "../stores/variation";
import { IslandMark } from "../contract/page-names";


const LIST_SELECTOR = "ul.cgkit-attribute-swatches[data-attribute]";
const SWATCH_SELECTOR = "button.cgkit-swatch[data-attribute-value]";
const SELECTED_CLASS = "cgkit-swatch-selected";

function selectsOf(form: HTMLFormElement): HTMLSelectElement[] {
  return Array.from(form.querySelectorAll<HTMLSelectElement>(".variations select"));
}

const nameOf = (select: HTMLSelectElement): string => select.getAttribute("data-attribute_name") || select.name;

function readSelects(form: HTMLFormElement): Selection {
  const selection: Selection = {};
  for (const select of selectsOf(form)) selection[nameOf(select)] = select.value;
  return selection;
}

function showChoice(list: Element, value: string): void {
  for (const swatch of Array.from(list.querySelectorAll(SWATCH_SELECTOR))) {
    const chosen = swatch.getAttribute("data-attribute-value") === value && value !== "";
    swatch.classList.toggle(SELECTED_CLASS, chosen);
    swatch.setAttribute("aria-checked", String(chosen));
  }
}

/**
 * Handles swatch presses until the island is mounted (its React swatches then take over).
 * Resolves at the first press it handled: the shopper is using the form, so it mounts first.
 */
export function armSwatchPresses(
  island: HTMLElement,
  isMounted: () => boolean,
  signal?: AbortSignal,
  onChoice: (selection: Selection) => void = () => undefined,
): Promise<void> {
  let pressed: () => void = () => undefined;
  const firstPress = new Promise<void>((resolve) => (pressed = resolve));
  island.addEventListener(
    "click",
    (event) => {
      const swatch = event.target instanceof Element ? event.target.closest(SWATCH_SELECTOR) : null;
      // The component's own swatches (in its slots) are its to handle, even in the instant
      // between its first commit and the island being marked mounted.
      if (isMounted() || !swatch || swatch.closest(`[${IslandMark.ReactRoot}]`)) return;
      const list = swatch?.closest(LIST_SELECTOR);
      const form = list?.closest("form");
      const name = list?.getAttribute("data-attribute") ?? "";
      const select = form ? selectsOf(form).find((candidate) => nameOf(candidate) === name) : undefined;
      if (!list || !form || !select) return;
      event.preventDefault();
      const value = swatch.getAttribute("data-attribute-value") ?? "";
      // Pressing the chosen swatch again deselects it (docs/behaviour/product-form.md#swatches).
      select.value = select.value === value ? "" : value;
      showChoice(list, select.value);
      onChoice(readSelects(form));
      pressed();
    },
    { signal },
  );
  return firstPress;
}
