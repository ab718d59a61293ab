import { beforeEach, describe, expect, it } from "vitest";
import { find, loadDrawerPage } from "./test-page";
import { attributeProps, readServerDrawer } from "./server";

const island = (): HTMLElement => find('[data-island="mini-cart"]');

function islandWith(dialog: string): HTMLElement {
  document.body.innerHTML = `<div data-island="mini-cart">${dialog}</div>`;
  return island();
}

describe("readServerDrawer on the captured shop page", () => {
  beforeEach(() => loadDrawerPage());

  it("reads the dialog's element and attributes", () => {
    const { dialog } = readServerDrawer(island());
    expect(dialog.node).toBe(find("#shoptimizerCartDrawer"));
    expect(dialog.tag).toBe("div");
    expect(dialog.props).toEqual({ tabIndex: "-1", id: "shoptimizerCartDrawer", className: "shoptimizer-mini-cart-wrap", role: "dialog", "aria-label": "Cart drawer" });
  });

  it("reads Shoptimizer's parts in order: text for the heading, nodes for the rest; the blocks go around the cart widget", () => {
    const { parts, widget } = readServerDrawer(island());
    expect(parts.map((part) => [part.tag, part.props, part.text === null ? "nodes" : part.text, part.isCartWidget])).toEqual([
      ["div", { id: "ajax-loading" }, "nodes", false],
      ["div", { className: "cart-drawer-heading" }, "Your Cart", false],
      ["button", { type: "button", "aria-label": "Close drawer", className: "close-drawer" }, "nodes", false],
      ["div", { className: "widget woocommerce widget_shopping_cart" }, "nodes", true],
    ]);
    expect(widget).toBe(3);
  });

  it("leaves out the states React renders from the stores", () => {
    const dialog = find("#shoptimizerCartDrawer");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-busy", "true");
    expect(readServerDrawer(island()).dialog.props).not.toHaveProperty("aria-modal");
    expect(readServerDrawer(island()).dialog.props).not.toHaveProperty("aria-busy");
  });
});

describe("readServerDrawer on other markup", () => {
  it("makes a dialog without a tabindex focusable", () => {
    expect(readServerDrawer(islandWith('<div role="dialog"><p>x</p></div>')).dialog.props.tabIndex).toBe("-1");
  });

  it("puts the blocks around the last part without a cart widget, at the end without parts", () => {
    expect(readServerDrawer(islandWith('<div role="dialog"><p>a</p><div class="items"><b>b</b></div></div>')).widget).toBe(1);
    expect(readServerDrawer(islandWith('<div role="dialog"></div>')).widget).toBe(-1);
  });

  it("finds the cart widget inside a wrapper part", () => {
    const { parts, widget } = readServerDrawer(islandWith('<div role="dialog"><p>a</p><div class="inner"><div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div><p>c</p></div>'));
    expect(widget).toBe(1);
    expect(parts[1]?.isCartWidget).toBe(false);
  });

  it("throws without a dialog, or with the fragment target right in the dialog", () => {
    expect(() => readServerDrawer(islandWith("<div></div>"))).toThrow("no [role=dialog]");
    expect(() => readServerDrawer(islandWith('<div role="dialog"><div class="widget_shopping_cart_content"></div></div>'))).toThrow("must sit inside a wrapper");
  });
});

describe("attributeProps", () => {
  it("renames what React names otherwise, keeps booleans and styles, and leaves inline handlers out", () => {
    const element = islandWith('<label for="q" class="a" tabindex="0" hidden data-x="1" onclick="go()" style="display: none; --gap: 2px; background-color: red">x</label>').firstElementChild;
    if (!(element instanceof HTMLElement)) throw new Error("no label");
    expect(attributeProps(element)).toEqual({
      htmlFor: "q",
      className: "a",
      tabIndex: "0",
      hidden: true,
      "data-x": "1",
      style: { display: "none", "--gap": "2px", backgroundColor: "red" },
    });
  });
});
