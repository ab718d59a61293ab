/**
 * CommerceKit's bar as the server printed it, read once at mount: the section, the wrappers down
 * to its content, and the content's parts in order. The price and the `<a href="#">` button are
 * the parts the bar renders itself; every other part (the tab links) stays the server's, moved
 * into the tree as it is.
 */
import { propsOf, type ServerProps } from "../../src/runtime/server-props";

export const SECTION_SELECTOR = "section.commercekit-sticky-add-to-cart";
const CONTENT_SELECTOR = ".commercekit-sticky-add-to-cart__content";
const PRICE_CLASS = "commercekit-sticky-add-to-cart__content-price";
const BUTTON_CLASS = "sticky-atc_button";
/** CommerceKit's classes for its button, when its markup has none. */
export const DEFAULT_BUTTON_CLASS = "sticky-atc_button button";

export type BarPart =
  | { kind: "server"; element: HTMLElement }
  | { kind: "price"; props: ServerProps }
  | { kind: "button"; className: string }
  | { kind: "group"; props: ServerProps; parts: BarPart[] };

export interface ServerBar {
  section: HTMLElement;
  props: ServerProps;
  /** The elements from the section's child down to the content, outermost first (their props). */
  wrappers: ServerProps[];
  /** The content's parts, in the server's order; always one button. */
  parts: BarPart[];
  /** The product's price as the server printed it, shown until a variation is chosen. */
  productPriceHtml: string;
}

const childElements = (parent: Element): HTMLElement[] => Array.from(parent.children).filter((node): node is HTMLElement => node instanceof HTMLElement);

function readPart(element: HTMLElement): BarPart {
  if (element.classList.contains(PRICE_CLASS)) return { kind: "price", props: propsOf(element) };
  if (element.classList.contains(BUTTON_CLASS)) return { kind: "button", className: element.className };
  if (element.querySelector(`.${PRICE_CLASS}, .${BUTTON_CLASS}`)) return { kind: "group", props: propsOf(element), parts: childElements(element).map(readPart) };
  return { kind: "server", element };
}

const hasButton = (parts: readonly BarPart[]): boolean => parts.some((part) => part.kind === "button" || (part.kind === "group" && hasButton(part.parts)));

function readWrappers(section: HTMLElement, content: HTMLElement): ServerProps[] {
  const wrappers: ServerProps[] = [];
  for (let element: HTMLElement | null = content; element && element !== section; element = element.parentElement) wrappers.unshift(propsOf(element));
  return wrappers;
}

export function readServerBar(section: HTMLElement): ServerBar {
  const content = section.querySelector<HTMLElement>(CONTENT_SELECTOR) ?? section;
  const parts = childElements(content).map(readPart);
  if (!hasButton(parts)) parts.push({ kind: "button", className: DEFAULT_BUTTON_CLASS });
  return {
    section,
    props: propsOf(section),
    wrappers: readWrappers(section, content),
    parts,
    productPriceHtml: content.querySelector(`.${PRICE_CLASS}`)?.innerHTML ?? "",
  };
}
