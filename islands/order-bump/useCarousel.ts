/**
 * The carousel on the server's strip (`.commercekit-order-bumps`, a CSS scroll-snap row: a swipe
 * scrolls it natively): which item is in view, moving to an item, the keys, and the state painted
 * on the server's elements — `active` on the item in view (CommerceKit's class), and with two or
 * more items the carousel's semantics: the wrap a named region, each item a group named "1 of 2",
 * the items out of view inert (their links and button are not in the tab order, nor read) until
 * they are scrolled to. Everything painted is given back when the island unmounts.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { OrderBumpTexts } from "./texts";
import { clampIndex, fillText, itemAt, keyTarget } from "./rules";
import type { ServerCarousel } from "./server";

/** The dots follow the scroll once it settles (the carousel dot debounce, docs/behaviour/constants.md#listing). */
export const SETTLE_MS = 50;

const reducedMotion = (): boolean => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export const isRightToLeft = (element: Element): boolean => getComputedStyle(element).direction === "rtl";

/** The distance between two items (CommerceKit's stylesheet puts a gap after each), else the strip's width. */
function stepOf(carousel: ServerCarousel): number {
  const [first, second] = carousel.bumps;
  const between = first && second ? Math.abs(second.element.offsetLeft - first.element.offsetLeft) : 0;
  return between > 0 ? between : carousel.strip.clientWidth;
}

/** Scrolls the strip so `item` starts it (its right edge in right-to-left). */
function scrollToItem(strip: HTMLElement, item: HTMLElement, rtl: boolean): void {
  const box = strip.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  const left = strip.scrollLeft + (rtl ? at.right - box.right : at.left - box.left);
  if (typeof strip.scrollTo === "function") strip.scrollTo({ left, behavior: reducedMotion() ? "auto" : "smooth" });
  else strip.scrollLeft = left;
}

/** Sets attributes (null removes one) and returns what puts the old values back. */
function paint(element: Element, attributes: Record<string, string | null>): () => void {
  const before = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/** The region's name: CommerceKit's heading when it printed one, else the plugin's label. */
function useRegion(carousel: ServerCarousel, texts: OrderBumpTexts, headingId: string): void {
  useLayoutEffect(() => {
    if (carousel.bumps.length < 2) return undefined;
    const { heading, wrap } = carousel;
    const undo: (() => void)[] = [];
    if (heading) {
      const id = heading.id || headingId;
      undo.push(paint(heading, { id }), paint(wrap, { role: "region", "aria-labelledby": id }));
    } else {
      undo.push(paint(wrap, { role: "region", "aria-label": texts.label }));
    }
    return () => undo.forEach((restore) => restore());
  }, [carousel, texts, headingId]);
}

function useItemsPainted(carousel: ServerCarousel, index: number, texts: OrderBumpTexts): void {
  useLayoutEffect(() => {
    const count = carousel.bumps.length;
    const undo = carousel.bumps.map(({ element }, position) => {
      const current = position === index;
      const classes = paint(element, { class: element.getAttribute("class") });
      element.classList.toggle("active", current);
      const carouselItem = count > 1 ? paint(element, { role: "group", "aria-label": fillText(texts.slide, position + 1, count), inert: current ? null : "" }) : () => undefined;
      return () => {
        carouselItem();
        classes();
      };
    });
    return () => undo.forEach((restore) => restore());
  }, [carousel, index, texts]);
}

/** How long a smooth scroll of ours may take to reach its item (where `scrollend` does not say). */
export const STEERING_MS = 700;

/** A scroll of ours on its way to an item: a pause before it gets there is not a move. */
interface Steering {
  target: number;
  until: number;
}

const focusInItems = (carousel: ServerCarousel): boolean => carousel.bumps.some((bump) => bump.element.contains(document.activeElement));

/**
 * The item in view once a scroll (a swipe, a wheel, ours) settles: 50 ms after its last scroll
 * event, or at `scrollend`. While a scroll of ours is on its way, a pause short of its item is
 * looked at again once the scroll is due (a swipe that took over is then followed).
 */
function useFollowScroll(carousel: ServerCarousel, steering: { current: Steering | null }, settled: (item: number) => void): void {
  useEffect(() => {
    const { strip } = carousel;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const follow = (): void => {
      const item = itemAt(strip.scrollLeft, stepOf(carousel), carousel.bumps.length);
      const steer = steering.current;
      const wait = steer && item !== steer.target ? steer.until - Date.now() : 0;
      if (wait > 0) {
        settle = setTimeout(follow, wait);
        return;
      }
      steering.current = null;
      settled(item);
    };
    const onScroll = (): void => {
      clearTimeout(settle);
      settle = setTimeout(follow, SETTLE_MS);
    };
    const onScrollEnd = (): void => {
      clearTimeout(settle);
      steering.current = null;
      follow();
    };
    strip.addEventListener("scroll", onScroll, { passive: true });
    strip.addEventListener("scrollend", onScrollEnd, { passive: true });
    return () => {
      strip.removeEventListener("scroll", onScroll);
      strip.removeEventListener("scrollend", onScrollEnd);
      clearTimeout(settle);
    };
  }, [carousel, steering, settled]);
}

export interface Carousel {
  index: number;
  rtl: boolean;
  /** Shows item `target`; `focus` moves the focus to its add button (a key pressed inside an item). */
  go(target: number, focus?: boolean): void;
}

/** `focusButton(i)`: focuses item i's add button, once it is no longer inert. */
export function useCarousel(carousel: ServerCarousel, texts: OrderBumpTexts, headingId: string, focusButton: (index: number) => void): Carousel {
  const count = carousel.bumps.length;
  const [index, setIndex] = useState(0);
  const [rtl] = useState(() => isRightToLeft(carousel.strip));
  const current = useRef(index);
  current.current = index;
  const focusAfterPaint = useRef<number | null>(null);
  const steering = useRef<Steering | null>(null);

  const go = useCallback(
    (target: number, focus = false): void => {
      const next = clampIndex(target, count);
      const item = carousel.bumps[next];
      if (!item) return;
      focusAfterPaint.current = focus ? next : null;
      steering.current = { target: next, until: Date.now() + STEERING_MS };
      setIndex(next);
      scrollToItem(carousel.strip, item.element, rtl);
    },
    [carousel, count, rtl],
  );

  // The strip settled on an item: the focus, if it was in an item, follows it (the others turn inert).
  const settled = useCallback(
    (item: number): void => {
      if (item === current.current) return;
      focusAfterPaint.current = focusInItems(carousel) ? item : null;
      setIndex(item);
    },
    [carousel],
  );

  useRegion(carousel, texts, headingId);
  useItemsPainted(carousel, index, texts);
  useFollowScroll(carousel, steering, settled);
  // After the items were painted (declared after them): the target is no longer inert.
  useLayoutEffect(() => {
    if (focusAfterPaint.current === null) return;
    focusButton(focusAfterPaint.current);
    focusAfterPaint.current = null;
  }, [index, focusButton]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = keyTarget(event.key, current.current, count, rtl);
      if (target === null) return;
      event.preventDefault();
      go(target, focusInItems(carousel));
    };
    carousel.wrap.addEventListener("keydown", onKey);
    return () => carousel.wrap.removeEventListener("keydown", onKey);
  }, [carousel, count, rtl, go]);

  return { index, rtl, go };
}
