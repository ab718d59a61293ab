import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWishlistList } from "../../scripts/demo-store/wishlist-page";
import { placeWishlistCards } from "../../src/testing/served-pages";
import { CONTRACT_ATTRIBUTE } from "../../src/contract/markup";
import { CARD_ACCORDION_ISLAND, CARD_ISLAND, fillHoverRow, ISLAND_ATTRIBUTE, keepSavedCards, restoreSavedCards } from "./saved-cards";

const ORIGIN = "http://127.0.0.1:8881";

/** The page's list as the placement prints it for `saved` (oldest save first; the rows show the newest first). */
function pageList(saved: number[], options: { wrapped?: boolean } = {}): HTMLElement {
  document.body.innerHTML = '<div id="commercekit-wishlist-shortcode"></div>';
  const list = document.getElementById("commercekit-wishlist-shortcode");
  if (!list) throw new Error("no list");
  const html = renderWishlistList(saved, ORIGIN);
  list.innerHTML = options.wrapped === false ? html : placeWishlistCards(html);
  return list;
}

/** What a remove does to the list: keep, swap in CommerceKit's answer for `saved`, restore. */
function removeTo(list: HTMLElement, saved: number[]): boolean {
  const kept = keepSavedCards(list);
  list.innerHTML = renderWishlistList(saved, ORIGIN);
  return restoreSavedCards(list, kept);
}

const card = (root: ParentNode, id: number): HTMLElement => {
  const found = root.querySelector<HTMLElement>(`li.product.post-${id}`);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const islandOf = (root: ParentNode, id: number): Element | null => card(root, id).querySelector(`[data-island="${CARD_ISLAND}"]`);

describe("the contract's names", () => {
  it("are the runtime's", () => {
    expect(ISLAND_ATTRIBUTE).toBe(CONTRACT_ATTRIBUTE);
  });
});

describe("a remove on the wishlist page", () => {
  it("puts the page's own cards, with their islands and what the island did to them, in place of the answer's bare copies", () => {
    // Rows: Hoodie 25, Zip Hoodie 53, T-Shirt 61; the Hoodie is removed.
    const list = pageList([61, 53, 25]);
    const zipHoodie = card(list, 53);
    const island = islandOf(list, 53);
    zipHoodie.classList.remove("cgkit-swatch-loading");
    island?.setAttribute("data-island-state", "mounted");
    const picture = zipHoodie.querySelector("img");
    expect(removeTo(list, [61, 53])).toBe(false);
    expect(card(list, 53)).toBe(zipHoodie);
    expect(islandOf(list, 53)).toBe(island);
    expect(zipHoodie.querySelector("img")).toBe(picture);
    expect(island?.getAttribute("data-island-state")).toBe("mounted");
    expect(list.querySelector("li.product.post-25")).toBeNull();
    // The answer's order and loop classes: the Zip Hoodie now opens the row.
    expect(Array.from(list.querySelectorAll("ul > li.product"), (row) => row.getAttribute("data-product-id"))).toEqual(["53", "61"]);
    const answer = document.createElement("div");
    answer.innerHTML = renderWishlistList([61, 53], ORIGIN);
    expect(zipHoodie.className).toBe(card(answer, 53).className.replace(" cgkit-swatch-loading", ""));
    expect(zipHoodie.classList.contains("first")).toBe(true);
    // Its remove link is the answer's (it carries the card's page).
    expect(zipHoodie.querySelector(".commercekit-remove-wishlist2")?.outerHTML).toBe(card(answer, 53).querySelector(".commercekit-remove-wishlist2")?.outerHTML);
    expect(list.querySelectorAll(`[data-island="${CARD_ISLAND}"]`)).toHaveLength(1);
  });

  it("keeps a card whose island waits to be seen (pending), as it is", () => {
    const list = pageList([53, 25]);
    const hoodie = card(list, 25);
    const island = islandOf(list, 25);
    island?.setAttribute("data-island-state", "pending");
    removeTo(list, [25]);
    expect(card(list, 25)).toBe(hoodie);
    expect(islandOf(list, 25)).toBe(island);
  });

  it("wraps a card the page never had exactly as the server's placement does, and says a scan is due", () => {
    // The page showed the Hoodie and the T-Shirt; the Zip Hoodie comes in with the answer.
    const list = pageList([25, 61]);
    const hoodie = card(list, 25);
    expect(removeTo(list, [53, 25])).toBe(true);
    expect(card(list, 25)).toBe(hoodie);
    const placed = document.createElement("div");
    placed.innerHTML = placeWishlistCards(renderWishlistList([53, 25], ORIGIN));
    const wrapped = card(list, 53);
    expect(wrapped.isEqualNode(card(placed, 53))).toBe(true);
    // The comparison sees a difference as small as the hover row's copy being focusable.
    wrapped.querySelector(".cgkit-as-swatches-clone button")?.removeAttribute("tabindex");
    expect(wrapped.isEqualNode(card(placed, 53))).toBe(false);
    expect(wrapped.querySelector(`[data-island="${CARD_ISLAND}"] form [data-island="${CARD_ACCORDION_ISLAND}"] > details`)).not.toBeNull();
  });

  it("prints a new card's islands with the page's islands' props and when", () => {
    const list = pageList([25, 61]);
    const island = islandOf(list, 25);
    const props = island?.querySelector("script[data-island-props]");
    if (props) props.textContent = '{"i18n":{"noMatch":"Rien"}}';
    island?.setAttribute("data-island-when", "idle");
    island?.querySelector(`[data-island="${CARD_ACCORDION_ISLAND}"]`)?.remove();
    removeTo(list, [53, 25]);
    const wrapped = islandOf(list, 53);
    expect(wrapped?.getAttribute("data-island-when")).toBe("idle");
    expect(wrapped?.querySelector("script[data-island-props]")?.textContent).toBe('{"i18n":{"noMatch":"Rien"}}');
    // No accordion island on the page's card: the accordions island is off, so none is printed.
    expect(wrapped?.querySelector(`[data-island="${CARD_ACCORDION_ISLAND}"]`)).toBeNull();
  });

  it("leaves the answer as CommerceKit prints it where the page's cards had no island (its script runs them)", () => {
    const list = pageList([25, 61], { wrapped: false });
    expect(removeTo(list, [53, 25])).toBe(false);
    const answer = document.createElement("div");
    answer.innerHTML = renderWishlistList([53, 25], ORIGIN);
    expect(list.innerHTML).toBe(answer.innerHTML);
    expect(list.querySelector(`[data-island]`)).toBeNull();
  });

  it("shows the empty list when the last card goes", () => {
    const list = pageList([25]);
    expect(removeTo(list, [])).toBe(false);
    expect(list.querySelector(".wsl-no-products")).not.toBeNull();
  });
});

describe("fillHoverRow", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });
  afterEach(() => vi.restoreAllMocks());

  it("leaves a row that is already filled, or a form without one, alone", () => {
    document.body.innerHTML = '<form><div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"><ul class="cgkit-attribute-swatches"></ul></div><table><tr class="a"><td><ul class="cgkit-attribute-swatches x"></ul></td></tr></table></form>';
    const form = document.querySelector("form");
    if (!form) throw new Error("no form");
    const before = form.innerHTML;
    fillHoverRow(form);
    expect(form.innerHTML).toBe(before);
    form.querySelector(".cgkit-as-swatches-clone")?.remove();
    fillHoverRow(form);
    expect(form.querySelector(".cgkit-as-swatches-clone")).toBeNull();
  });
});
