import { describe, expect, it } from "vitest";
import { prepareCardLayout, prepareCardLayouts } from "./card-layout";
import { paintPrices, variationPriceInner } from "./card-extras";

describe("card price", () => {
  it("takes the .price contents of a variation's price_html; none (every variation costs the same) keeps the server's", () => {
    expect(variationPriceInner({ priceHtml: '<span class="price"><ins>£36.00</ins></span>' })).toBe("<ins>£36.00</ins>");
    expect(variationPriceInner({ priceHtml: "£12.00" })).toBe("£12.00");
    expect(variationPriceInner({ priceHtml: "  " })).toBeNull();
    expect(variationPriceInner(null)).toBeNull();
    const element = document.createElement("span");
    element.innerHTML = "£29.00 – £45.00";
    const prices = [{ element, serverHtml: element.innerHTML }];
    paintPrices(prices, "<ins>£36.00</ins>");
    expect(element.textContent).toBe("£36.00");
    paintPrices(prices, null);
    expect(element.textContent).toBe("£29.00 – £45.00");
  });
});

describe("prepareCardLayout", () => {
  const form = (rows: string): HTMLFormElement => {
    document.body.innerHTML = `<ul class="products"><li class="product post-7"><form class="cgkit-swatch-form"><table class="variations"><tbody>${rows}</tbody></table></form></li></ul>`;
    const element = document.querySelector("form");
    if (!element) throw new Error("no form");
    return element;
  };

  it("marks a card with one visible attribute (hidden ones do not count) and undoes everything", () => {
    const single = form('<tr><td>Colour</td></tr><tr class="cgkit-hide-loop"><td>Size</td></tr>');
    const undo = prepareCardLayout(single, 7);
    expect(single.classList.contains("cgkit-single-attribute")).toBe(true);
    expect(single.querySelector("tr")?.classList.contains("cgkit-as-swatches-original")).toBe(true);
    expect(single.querySelector("style")?.textContent).toBe("ul.products li.post-7.product:not(.product-category):before { padding-bottom: 0px; }");
    expect(prepareCardLayout(single, 7)).toBeTypeOf("function");
    expect(single.querySelectorAll("style")).toHaveLength(1);
    undo();
    expect(single.querySelector("style")).toBeNull();
    expect(single.className).toBe("cgkit-swatch-form");
  });

  it("reserves the rows after the first, each placed below the one before", () => {
    const card = form("<tr><td>Colour</td></tr><tr><td>Size</td></tr><tr><td>Fit</td></tr>");
    for (const row of card.querySelectorAll("tr")) Object.defineProperty(row, "clientHeight", { value: 30 });
    prepareCardLayout(card, 7);
    const rows = Array.from(card.querySelectorAll("tr"), (row) => row.style.marginTop);
    expect(rows).toEqual(["", "0px", "30px"]);
    expect(card.querySelector("style")?.textContent).toContain("padding-bottom: 60px;");
    expect(card.classList.contains("cgkit-single-attribute")).toBe(false);
  });

  it("measures every card's n-th row in one round: each read finds that round's rows of all cards shown, and no other row", () => {
    document.body.innerHTML = [7, 8].map((id) => `<ul class="products"><li class="product post-${id}"><form class="cgkit-swatch-form" data-product_id="${id}"><table class="variations"><tbody><tr><td>Colour</td></tr><tr><td>Size</td></tr><tr><td>Fit</td></tr></tbody></table></form></li></ul>`).join("");
    const forms = Array.from(document.querySelectorAll("form"));
    const rowsOf = (form: HTMLFormElement): HTMLTableRowElement[] => Array.from(form.querySelectorAll("tr"));
    const shownWhenRead: string[] = [];
    for (const [cardIndex, form] of forms.entries()) {
      for (const [rowIndex, row] of rowsOf(form).entries()) {
        Object.defineProperty(row, "clientHeight", {
          get: () => {
            const shown = forms.flatMap((other, otherIndex) => rowsOf(other).flatMap((each, eachIndex) => (each.style.display === "table-row" ? [`${otherIndex}.${eachIndex}`] : [])));
            shownWhenRead.push(`${cardIndex}.${rowIndex}: ${shown.join(" ")}`);
            return 10 * (rowIndex + 1) + cardIndex;
          },
        });
      }
    }
    prepareCardLayouts(forms.map((form, index) => ({ form, productId: 7 + index })));
    expect(shownWhenRead).toEqual(["0.1: 0.1 1.1", "1.1: 0.1 1.1", "0.2: 0.2 1.2", "1.2: 0.2 1.2"]);
    expect(forms.map((form) => rowsOf(form).map((row) => [row.style.marginTop, row.style.display]))).toEqual([
      [["", ""], ["0px", ""], ["20px", ""]],
      [["", ""], ["0px", ""], ["21px", ""]],
    ]);
    expect(forms.map((form) => form.querySelector("style")?.textContent)).toEqual([
      "ul.products li.post-7.product:not(.product-category):before { padding-bottom: 50px; }",
      "ul.products li.post-8.product:not(.product-category):before { padding-bottom: 52px; }",
    ]);
  });
});
