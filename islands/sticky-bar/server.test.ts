import { describe, expect, it } from "vitest";
import { DEFAULT_BUTTON_CLASS, readServerBar } from "./server";

function section(html: string): HTMLElement {
  document.body.innerHTML = `<section class="commercekit-sticky-add-to-cart x">${html}</section>`;
  const element = document.querySelector<HTMLElement>("section");
  if (!element) throw new Error("no section");
  return element;
}

describe("readServerBar", () => {
  it("reads CommerceKit's wrappers and parts: the tab links stay the server's, price and button are the bar's", () => {
    const bar = readServerBar(
      section(
        '<div class="col-full"><div class="commercekit-sticky-add-to-cart__content"><ul class="commercekit-atc-tab-links"><li>t</li></ul>' +
          '<div class="commercekit-sticky-add-to-cart__content-button"><span class="commercekit-sticky-add-to-cart__content-price" style="display: none;"><b>£5</b></span>' +
          '<a href="#" class="sticky-atc_button button">Add to cart</a></div></div></div>',
      ),
    );
    expect(bar.props.className).toBe("commercekit-sticky-add-to-cart x");
    expect(bar.wrappers.map((props) => props.className)).toEqual(["col-full", "commercekit-sticky-add-to-cart__content"]);
    expect(bar.parts.map((part) => part.kind)).toEqual(["server", "group"]);
    const group = bar.parts[1];
    expect(group?.kind === "group" && group.parts.map((part) => part.kind)).toEqual(["price", "button"]);
    expect(bar.productPriceHtml).toBe("<b>£5</b>");
  });

  it("a bar without CommerceKit's button or content gets a button of its own, at the end", () => {
    const bar = readServerBar(section('<p class="note">n</p>'));
    expect(bar.wrappers).toEqual([]);
    expect(bar.parts).toEqual([{ kind: "server", element: document.querySelector("p.note") }, { kind: "button", className: DEFAULT_BUTTON_CLASS }]);
    expect(bar.productPriceHtml).toBe("");
  });
});
