/**
 * The bar's DOM: CommerceKit's server `<section>` (tab links, price, button) with what it lacks
 * for a bar of its own added once at mount: the product (thumbnail, title, chosen options and
 * quantity), a real `<button>` for its `<a href="#">` and a close button.
 */
import type { BarButton } from "./rules";
import type { StickyBarProps } from "./props";

export const SECTION_SELECTOR = "section.commercekit-sticky-add-to-cart";
export const BAR_CLASS = "islet-sticky-bar";
/** CommerceKit's own class for the shown bar (its stylesheet keys on it). */
export const VISIBLE_CLASS = "visible";

export interface BarRefs {
  section: HTMLElement;
  image: HTMLImageElement | null;
  choice: HTMLElement;
  quantity: HTMLElement;
  price: HTMLElement | null;
  /** The product's price as the server printed it, shown until a variation is chosen. */
  productPriceHtml: string;
  button: HTMLButtonElement;
  close: HTMLButtonElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

function buildProduct(props: StickyBarProps): { block: HTMLElement; image: HTMLImageElement | null; choice: HTMLElement; quantity: HTMLElement } {
  const block = element("div", `${BAR_CLASS}__product`);
  let image: HTMLImageElement | null = null;
  if (props.thumbnail) {
    image = element("img", `${BAR_CLASS}__image`);
    image.src = props.thumbnail.src;
    // Decorative: the title beside it names the product.
    image.alt = "";
    image.width = 40;
    image.height = 51;
    block.append(image);
  }
  const text = element("div", `${BAR_CLASS}__text`);
  const title = element("span", `${BAR_CLASS}__title`);
  title.textContent = props.title;
  const details = element("span", `${BAR_CLASS}__details`);
  const choice = element("span", `${BAR_CLASS}__choice`);
  const quantity = element("span", `${BAR_CLASS}__quantity`);
  details.append(choice, quantity);
  text.append(title, details);
  block.append(text);
  return { block, image, choice, quantity };
}

/** CommerceKit's `<a href="#" class="sticky-atc_button button">` becomes a button (it acts, it does not go). */
function buildButton(content: HTMLElement, label: string): HTMLButtonElement {
  const button = element("button", "sticky-atc_button button");
  button.type = "button";
  button.textContent = label;
  const link = content.querySelector<HTMLElement>(".sticky-atc_button");
  if (link) {
    button.className = link.className;
    link.replaceWith(button);
  } else {
    content.append(button);
  }
  return button;
}

function buildClose(label: string): HTMLButtonElement {
  const close = element("button", `${BAR_CLASS}__close`);
  close.type = "button";
  close.setAttribute("aria-label", label);
  // The same cross CommerceKit draws for its own close button.
  close.innerHTML =
    '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" focusable="false"><path stroke-linecap="round" stroke-linejoin="round" d="M6 18 18 6M6 6l12 12"/></svg>';
  return close;
}

export function buildBar(section: HTMLElement, props: StickyBarProps): BarRefs {
  const content = section.querySelector<HTMLElement>(".commercekit-sticky-add-to-cart__content") ?? section;
  section.classList.add(BAR_CLASS);
  // A named <section> is a region landmark.
  section.setAttribute("aria-label", props.strings.region);
  const product = buildProduct(props);
  content.prepend(product.block);
  const price = content.querySelector<HTMLElement>(".commercekit-sticky-add-to-cart__content-price");
  // CommerceKit prints it with display: none for its script to reveal.
  price?.style.removeProperty("display");
  const button = buildButton(content, props.strings.addToCart);
  const close = buildClose(props.strings.close);
  content.append(close);
  return { section, ...product, price, productPriceHtml: price?.innerHTML ?? "", button, close };
}

export interface BarView {
  button: BarButton;
  priceHtml: string;
  choice: string;
  quantity: string | null;
  thumbnail: string | null;
}

export function paintBar(refs: BarRefs, view: BarView, defaultThumbnail: string | null): void {
  const { button } = refs;
  if (button.textContent !== view.button.label) button.textContent = view.button.label;
  button.dataset.action = view.button.action;
  // The main button's disabled look; but while a press brings the shopper to the options the
  // button works, so only "wait" (nothing a press can do) is announced as disabled.
  button.classList.toggle("disabled", view.button.disabled);
  if (view.button.action === "wait") button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
  if (refs.price && refs.price.innerHTML !== view.priceHtml) refs.price.innerHTML = view.priceHtml;
  refs.choice.textContent = view.choice;
  refs.choice.hidden = view.choice === "";
  refs.quantity.textContent = view.quantity ?? "";
  refs.quantity.hidden = view.quantity === null;
  const src = view.thumbnail ?? defaultThumbnail;
  if (refs.image && src && refs.image.getAttribute("src") !== src) refs.image.src = src;
}

export function showBar(refs: BarRefs, shown: boolean): void {
  refs.section.classList.toggle(VISIBLE_CLASS, shown);
  // Out of the tab order and the accessibility tree while hidden (CSS hides it after its slide).
  refs.section.toggleAttribute("inert", !shown);
  refs.section.setAttribute("aria-hidden", String(!shown));
}
