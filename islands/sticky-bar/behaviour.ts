/**
 * The sticky add-to-cart bar (spec §2 "Sticky add-to-cart bar (enabled)"): shown while the main
 * add-to-cart is scrolled past, it mirrors the page's selection, quantity and button state from
 * the stores, and its presses go through the main form. Plain TypeScript: it toggles classes and
 * text; the bar is fixed-position, so showing it shifts nothing.
 */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { $productQuantity } from "../../src/stores/quantity";
import { $selectedVariation, $variationSelection, $variationState } from "../../src/stores/variation";
import { isScrolledPast, WATCH_OPTIONS } from "./arm";
import { bringToOptions, pressAdd, pressNotify, readMainForm, showsQuantity, type MainForm } from "./form";
import type { StickyBarProps } from "./props";
import { barButton, barPriceHtml, isBarShown, quantityText, selectionText, variationThumbnail, type Visibility } from "./rules";
import { buildBar, paintBar, SECTION_SELECTOR, showBar, type BarRefs } from "./view";

export interface StickyBarController {
  refs: BarRefs;
  main: MainForm;
  /** Feeds an intersection entry of the main add-to-cart (tests drive it without layout). */
  observe(scrolledPast: boolean): void;
  isShown(): boolean;
}

function paintFromStores(refs: BarRefs, main: MainForm, props: StickyBarProps): void {
  const state = $variationState.get();
  paintBar(
    refs,
    {
      button: barButton(main.kind, state, props.strings.addToCart),
      priceHtml: barPriceHtml(main.kind === "variable" ? state : { kind: "none" }, refs.productPriceHtml),
      choice: main.kind === "variable" ? selectionText($variationSelection.get(), main.names, main.texts) : "",
      quantity: quantityText($productQuantity.get(), showsQuantity(main), props.strings.quantity),
      thumbnail: main.kind === "variable" ? variationThumbnail($selectedVariation.get()) : null,
    },
    props.thumbnail?.src ?? null,
  );
}

/** The main button's busy and done classes, on the bar's button too (an add started from either). */
function mirrorMainButton(refs: BarRefs, main: MainForm, signal?: AbortSignal): void {
  const source = main.button;
  if (!source || typeof MutationObserver !== "function") return;
  const copy = (): void => {
    for (const name of ["loading", "added"]) refs.button.classList.toggle(name, source.classList.contains(name));
  };
  const observer = new MutationObserver(copy);
  observer.observe(source, { attributes: true, attributeFilter: ["class"] });
  signal?.addEventListener("abort", () => observer.disconnect());
  copy();
}

function onPress(refs: BarRefs, main: MainForm): void {
  const action = refs.button.dataset.action;
  if (refs.button.classList.contains("loading") || action === "wait") return;
  if (action === "add" && pressAdd(main)) return;
  if (action === "notify" && pressNotify(main)) return;
  bringToOptions(main);
}

/**
 * Keyboard focus only: a mouse press on the bar's button must not keep the bar over the main
 * button once the shopper scrolls back up; a keyboard user's focus must not vanish with the bar.
 */
function isKeyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    return true; // an engine without :focus-visible: keep the bar, the safe side
  }
}

function watchMainButton(target: Element, onChange: (past: boolean) => void, signal?: AbortSignal): void {
  if (typeof IntersectionObserver !== "function") return;
  const observer = new IntersectionObserver((entries) => {
    const last = entries[entries.length - 1];
    if (last) onChange(isScrolledPast(last));
  }, WATCH_OPTIONS);
  observer.observe(target);
  signal?.addEventListener("abort", () => observer.disconnect());
}

export function controlStickyBar(island: HTMLElement, props: StickyBarProps, context: IslandContext): StickyBarController {
  const section = island.querySelector<HTMLElement>(SECTION_SELECTOR);
  const target = document.querySelector(props.watch);
  const main = target ? readMainForm(target) : null;
  if (!section || !target || !main) throw new Error("sticky-bar: the bar or the main add-to-cart form is missing");
  const { signal } = context;
  const refs = buildBar(section, props);
  // Mounted because the main button was scrolled past (the arm), or at once if IO is missing.
  const visibility: Visibility = { scrolledPast: true, closed: false, hasFocus: false };
  const update = (): void => showBar(refs, isBarShown(visibility));
  const paint = (): void => paintFromStores(refs, main, props);
  const offs = [$variationState.listen(paint), $variationSelection.listen(paint), $productQuantity.listen(paint)];
  signal?.addEventListener("abort", () => offs.forEach((off) => off()));
  mirrorMainButton(refs, main, signal);
  refs.button.addEventListener("click", () => onPress(refs, main), { signal });
  refs.close.addEventListener(
    "click",
    () => {
      visibility.closed = true;
      // The bar is going: focus goes to the main add-to-cart rather than being dropped.
      main.button?.focus({ preventScroll: true });
      update();
    },
    { signal },
  );
  section.addEventListener(
    "focusin",
    (event) => {
      visibility.hasFocus = isKeyboardFocus(event.target);
      update();
    },
    { signal },
  );
  section.addEventListener(
    "focusout",
    (event) => {
      visibility.hasFocus = event.relatedTarget instanceof Node && section.contains(event.relatedTarget);
      update();
    },
    { signal },
  );
  const observe = (past: boolean): void => {
    visibility.scrolledPast = past;
    update();
  };
  watchMainButton(target, observe, signal);
  paint();
  update();
  return { refs, main, observe, isShown: () => isBarShown(visibility) };
}

export const stickyBar: IslandModule<StickyBarProps> = {
  mount(element, props, context) {
    controlStickyBar(element, props, context);
  },
};
