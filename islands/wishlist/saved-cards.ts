/**
 * The wishlist page's saved cards across a remove (decision 0014's last addendum). CommerceKit
 * answers a remove with the whole list as it prints it, whose cards carry no listing-swatches
 * islands, and its own swatch script is off that page: swapped in as it is, the cards left would
 * no longer quick-add. So before the swap the page's cards that hold an island are kept, by
 * product id, and after it each takes the place of its bare copy in the answer: the island, its
 * React tree and the shopper's choice survive, and so do the picture and price outside the form
 * that the island paints (it holds those nodes, so the whole card is kept, not just the island).
 * A card the page never had (the next page's first, pulled up by the remove) is wrapped as the
 * server's placement wraps it, with the props of the page's own islands, for a rescan to mount.
 *
 * The wishlist's code loads apart from the first bundle, so the contract's names are spelled
 * here rather than imported from the runtime (saved-cards.test.ts holds them to it).
 */

/** The island the placement puts around each card's swatch form (islet_wrap_card_forms()). */
export const CARD_ISLAND = "listing-swatches";
/** The island around the card's "Quick add" details (islet_place_card_accordion()). */
export const CARD_ACCORDION_ISLAND = "accordions";
export const ISLAND_ATTRIBUTE = "data-island";

const CARD_SELECTOR = "li.product";
const CARD_FORM_SELECTOR = "form.cgkit-swatch-form";
/** CommerceKit's "not run yet" class on a card, which the listing-swatches arm takes off. */
const LOADING_CLASS = "cgkit-swatch-loading";
/** The card's wishlist links: the answer's carry the card's place (`data-wpage`). */
const WISHLIST_LINKS_SELECTOR = ".commercekit-wishlist";

/** An island's contract markup, without its state: what a new card's island is printed with. */
interface IslandShell {
  version: string;
  when: string;
  /** The props script's JSON as printed; null when the island had none. */
  props: string | null;
}

export interface KeptCards {
  /** Product id → the page's card (`li.product`) with its island. */
  cards: Map<string, HTMLElement>;
  /** The page's card island and its accordion island, to print a new card's as they are; null without any. */
  shell: { card: IslandShell; accordion: IslandShell | null } | null;
}

const islandSelector = (name: string): string => `[${ISLAND_ATTRIBUTE}="${name}"]`;

const productIdOf = (form: Element | null): string | null => {
  const id = form?.getAttribute("data-product_id") ?? "";
  return /^\d+$/.test(id) ? id : null;
};

function shellOf(island: Element): IslandShell {
  const props = Array.from(island.children).find((child) => child.tagName === "SCRIPT" && child.hasAttribute("data-island-props"));
  return { version: island.getAttribute("data-island-v") ?? "1", when: island.getAttribute("data-island-when") ?? "load", props: props ? (props.textContent ?? "") : null };
}

/** The cards of `list` that hold a card island (in whatever state: a pending one still waits to be seen). */
export function keepSavedCards(list: Element): KeptCards {
  const cards = new Map<string, HTMLElement>();
  let shell: KeptCards["shell"] = null;
  for (const island of list.querySelectorAll(islandSelector(CARD_ISLAND))) {
    const form = island.querySelector(CARD_FORM_SELECTOR);
    const card = island.closest<HTMLElement>(CARD_SELECTOR);
    const id = productIdOf(form);
    if (card && id !== null && list.contains(card)) cards.set(id, card);
    if (!shell) {
      const accordion = form?.querySelector(islandSelector(CARD_ACCORDION_ISLAND));
      shell = { card: shellOf(island), accordion: accordion ? shellOf(accordion) : null };
    }
  }
  return { cards, shell };
}

/** The answer's attributes (the loop's `first` / `last` follow the card's new place) and its links on the kept card. */
function adopt(kept: HTMLElement, fresh: HTMLElement): void {
  for (const name of kept.getAttributeNames()) if (!fresh.hasAttribute(name)) kept.removeAttribute(name);
  for (const { name, value } of Array.from(fresh.attributes)) kept.setAttribute(name, value);
  // Its island was armed when the page was scanned, which took this class off (the answer prints it).
  kept.classList.remove(LOADING_CLASS);
  const keptLinks = kept.querySelector(WISHLIST_LINKS_SELECTOR);
  const freshLinks = fresh.querySelector(WISHLIST_LINKS_SELECTOR);
  if (keptLinks && freshLinks) keptLinks.replaceWith(freshLinks);
  fresh.replaceWith(kept);
}

function islandAround(target: Element, name: string, shell: IslandShell): HTMLElement {
  const island = document.createElement("div");
  island.setAttribute(ISLAND_ATTRIBUTE, name);
  island.setAttribute("data-island-v", shell.version);
  island.setAttribute("data-island-when", shell.when);
  if (shell.props !== null) {
    const props = document.createElement("script");
    props.setAttribute("type", "application/json");
    props.setAttribute("data-island-props", "");
    props.textContent = shell.props;
    island.append(props);
  }
  target.before(island);
  island.append(target);
  return island;
}

/**
 * CommerceKit's empty hover row filled with a copy of the first visible attribute's swatches, as
 * the placement fills it (islet_fill_hover_row()): hidden from assistive technology, out of the
 * tab order, and in the box the island's copy then takes.
 */
export function fillHoverRow(form: Element): void {
  const clone = form.querySelector(".cgkit-as-swatches-clone.cgkit-as-wrap-plp");
  const row = Array.from(form.querySelectorAll("tr[class]")).find((candidate) => !candidate.classList.contains("cgkit-hide-loop"));
  const list = row?.querySelector("ul.cgkit-attribute-swatches");
  if (!clone || clone.childNodes.length > 0 || !list) return;
  const copy = list.cloneNode(true);
  if (!(copy instanceof Element)) return;
  for (const button of copy.querySelectorAll('button[type="button"]')) button.setAttribute("tabindex", "-1");
  clone.setAttribute("aria-hidden", "true");
  clone.append(copy);
}

/** A bare card form wrapped as the server's placement wraps it (islet_wrap_card_forms()). */
function wrapCardForm(form: Element, shell: NonNullable<KeptCards["shell"]>): void {
  fillHoverRow(form);
  const details = form.querySelector("details");
  if (shell.accordion && details && !details.closest(islandSelector(CARD_ACCORDION_ISLAND))) islandAround(details, CARD_ACCORDION_ISLAND, shell.accordion);
  islandAround(form, CARD_ISLAND, shell.card);
}

/**
 * Puts the kept cards in place of their copies in `list` (the answer, swapped in), and wraps the
 * bare forms of cards the page did not have. Returns whether any new island was printed (the
 * runtime must scan for it). A page whose cards had no island (the placement left CommerceKit's
 * script to run them) has no shell, and its new cards are left as CommerceKit prints them.
 */
export function restoreSavedCards(list: Element, kept: KeptCards): boolean {
  let placed = false;
  for (const form of Array.from(list.querySelectorAll(CARD_FORM_SELECTOR))) {
    if (form.closest(islandSelector(CARD_ISLAND))) continue;
    const id = productIdOf(form);
    const fresh = form.closest<HTMLElement>(CARD_SELECTOR);
    const card = id === null ? undefined : kept.cards.get(id);
    if (id !== null && card && fresh) {
      kept.cards.delete(id);
      adopt(card, fresh);
    } else if (kept.shell) {
      wrapCardForm(form, kept.shell);
      placed = true;
    }
  }
  return placed;
}
