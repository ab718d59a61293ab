/**
 * What the bar follows, as hooks: the page's stores (selection, state, quantity), the main
 * button's busy and done classes, and whether the main add-to-cart is scrolled past.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { $productQuantity } from "../../src/stores/quantity";
import { $selectedVariation, $variationSelection, $variationState } from "../../src/stores/variation";
import { isScrolledPast, WATCH_OPTIONS } from "./arm";
import { showsQuantity, type MainForm } from "./form";
import type { StickyBarProps } from "./props";
import { barButton, barPriceHtml, quantityText, selectionText, variationThumbnail, type BarButton } from "./rules";

export interface BarView {
  button: BarButton;
  priceHtml: string;
  choice: string;
  quantity: string | null;
  thumbnail: string | null;
}

/** The bar's content for the page's state (rules.ts), from the stores. */
export function useBarView(main: MainForm, props: StickyBarProps, productPriceHtml: string): BarView {
  const state = useStore($variationState);
  const selection = useStore($variationSelection);
  const quantity = useStore($productQuantity);
  const variation = useStore($selectedVariation);
  const variable = main.kind === "variable";
  return {
    button: barButton(main.kind, state, props.strings.addToCart),
    priceHtml: barPriceHtml(variable ? state : { kind: "none" }, productPriceHtml),
    choice: variable ? selectionText(selection, main.names, main.texts) : "",
    // The quantity control can be hidden by the quantity rules: read with each change.
    quantity: quantityText(quantity, showsQuantity(main), props.strings.quantity),
    thumbnail: (variable ? variationThumbnail(variation) : null) ?? props.thumbnail?.src ?? null,
  };
}

export interface ButtonClasses {
  loading: boolean;
  added: boolean;
}

const classesOf = (button: HTMLElement | null): ButtonClasses => ({ loading: button?.classList.contains("loading") ?? false, added: button?.classList.contains("added") ?? false });

/** The main button's busy and done classes (an add started from the form or from the bar). */
export function useMainButtonClasses(button: HTMLButtonElement | null): ButtonClasses {
  const [classes, setClasses] = useState(() => classesOf(button));
  useEffect(() => {
    if (!button || typeof MutationObserver !== "function") return undefined;
    const copy = (): void => setClasses((before) => {
      const now = classesOf(button);
      return now.loading === before.loading && now.added === before.added ? before : now;
    });
    const observer = new MutationObserver(copy);
    observer.observe(button, { attributes: true, attributeFilter: ["class"] });
    copy();
    return () => observer.disconnect();
  }, [button]);
  return classes;
}

/**
 * Whether the main add-to-cart is scrolled past. The island mounts because it is (the arm), so
 * the bar shows at once; yet it is first committed hidden and shown after a forced style
 * flush, so it slides in like every later showing.
 */
export function useScrolledPast(target: Element, section: RefObject<HTMLElement | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useLayoutEffect(() => {
    void section.current?.offsetWidth;
    setScrolledPast(true);
  }, [section]);
  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setScrolledPast(isScrolledPast(last));
    }, WATCH_OPTIONS);
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return scrolledPast;
}
