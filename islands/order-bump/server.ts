/**
 * CommerceKit's order-bump markup, read once from the island (commercekit_order_bump_template,
 * captured in pages/checkout-with-items.html and ajax/31):
 *
 *   div.commercekit-order-bump-wrap.cgkit-{checkout|minicart}
 *     div.ckobp-before-you-go                       the heading ("Customers also bought"), optional
 *     div.commercekit-order-bumps-wrap
 *       div.commercekit-order-bumps                 the strip that scrolls
 *         div.commercekit-order-bump[data-product-id] × n
 *           … .ckobp-name a (the product), .ckobp-button > button ("Click to add")
 *       div.ckobp-nav                               only with two or more
 *         div.ckobp-prevnext > .ckobp-prev, .ckobp-next
 *         div.ckobp-bullets > .ckobp-bullet × n
 *
 * The plugin prints the button as a submit to `?add-to-cart` (the fallback without JavaScript) and
 * the arrows as plain elements with their names in `data-islet-label`; CommerceKit's own markup
 * (an inline `onclick`, `role="button"`, `aria-label`) reads the same. The elements stay the
 * server's: the island paints them and renders its own controls in place of the server's.
 */
import { HeldPress } from "../../src/contract/page-names";

export type Position = "checkout" | "minicart";

export interface ServerBump {
  element: HTMLElement;
  productId: number;
  /** The product's name, for the button's name and the messages. */
  name: string;
  /** The server's add control, which the island's button takes the place of. */
  control: HTMLElement;
  /** Its text ("Click to add", CommerceKit's per-bump setting) and classes. */
  text: string;
  className: string;
}

export interface ServerNav {
  prevnext: HTMLElement;
  /** The server's arrows (`.ckobp-prev`, `.ckobp-next`): their icons move into the island's buttons. */
  arrows: { prev: Element | null; next: Element | null };
  bullets: HTMLElement | null;
  /** CommerceKit's names for its arrows ("Previous", "Next"), if it printed them. */
  previous: string | null;
  next: string | null;
}

export interface ServerCarousel {
  wrap: HTMLElement;
  position: Position;
  heading: HTMLElement | null;
  strip: HTMLElement;
  bumps: ServerBump[];
  nav: ServerNav | null;
}

const CONTROL = ".ckobp-button > button, .ckobp-button > a";

const childOf = (parent: Element, className: string): HTMLElement | null =>
  Array.from(parent.children).find((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(className)) ?? null;

const clean = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

function readBump(element: HTMLElement): ServerBump | null {
  const productId = Number(element.getAttribute("data-product-id"));
  const control = element.querySelector<HTMLElement>(CONTROL);
  if (!Number.isSafeInteger(productId) || productId <= 0 || !control) return null;
  const name = clean(element.querySelector(".ckobp-name")?.textContent) || clean(element.querySelector(".ckobp-image img")?.getAttribute("alt"));
  return { element, productId, name, control, text: clean(control.textContent), className: control.getAttribute("class") ?? "" };
}

function labelOf(arrow: Element | null): string | null {
  const label = arrow?.getAttribute("data-islet-label") ?? arrow?.getAttribute("aria-label") ?? "";
  return clean(label) || null;
}

function readNav(stripParent: HTMLElement): ServerNav | null {
  const nav = childOf(stripParent, "ckobp-nav");
  const prevnext = nav ? childOf(nav, "ckobp-prevnext") : null;
  if (!nav || !prevnext) return null;
  const arrows = { prev: prevnext.querySelector(".ckobp-prev"), next: prevnext.querySelector(".ckobp-next") };
  return { prevnext, arrows, bullets: childOf(nav, "ckobp-bullets"), previous: labelOf(arrows.prev), next: labelOf(arrows.next) };
}

/** Null when the island holds no order bump with a product and an add control. */
export function readServerCarousel(island: HTMLElement): ServerCarousel | null {
  const wrap = island.querySelector<HTMLElement>(".commercekit-order-bump-wrap");
  const strip = wrap?.querySelector<HTMLElement>(".commercekit-order-bumps");
  const stripParent = strip?.parentElement;
  if (!wrap || !strip || !stripParent) return null;
  const bumps = Array.from(strip.children)
    .filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains("commercekit-order-bump"))
    .map(readBump)
    .filter((bump): bump is ServerBump => bump !== null);
  if (bumps.length === 0) return null;
  return {
    wrap,
    position: wrap.classList.contains("cgkit-minicart") ? "minicart" : "checkout",
    heading: childOf(wrap, "ckobp-before-you-go"),
    strip,
    bumps,
    nav: bumps.length > 1 ? readNav(stripParent) : null,
  };
}

/** The bump whose server button was pressed before the island mounted (the arm's mark), taken once. */
export function takeHeldBump(carousel: ServerCarousel): ServerBump | null {
  const held = carousel.bumps.find((bump) => bump.control.hasAttribute(HeldPress.Bump)) ?? null;
  held?.control.removeAttribute(HeldPress.Bump);
  return held;
}
