/** ServerPart and BlockSlot on their own, from the captured drawer's parts. */
import { beforeEach, describe, expect, it } from "vitest";
import { mountReact } from "../../src/runtime/react";
import { BlockSlot } from "./BlockSlot";
import { readServerDrawer, type ServerPart as Part } from "./server";
import { ServerPart } from "./ServerPart";
import { find, loadDrawerPage } from "./test-page";

let host: HTMLElement = document.body;
let parts: Part[] = [];

beforeEach(() => {
  loadDrawerPage();
  parts = readServerDrawer(find('[data-island="mini-cart"]')).parts;
  host = document.createElement("div");
  document.body.append(host);
});

function part(index: number): Part {
  const found = parts[index];
  if (!found) throw new Error(`no part ${index}`);
  return found;
}

describe("ServerPart", () => {
  it("renders a text part's element, attributes and text", async () => {
    await mountReact(host, <ServerPart part={part(1)} />);
    expect(host.querySelector("[data-island-root]")?.innerHTML).toBe('<div class="cart-drawer-heading">Your Cart</div>');
  });

  it("moves the server's nodes into its element, and gives back the ones it then holds", async () => {
    const widget = part(3);
    const target = find("#shoptimizerCartDrawer .widget_shopping_cart_content");
    const teardown = new AbortController();
    await mountReact(host, <ServerPart part={widget} />, teardown.signal);
    const rendered = find("[data-island-root] > .widget_shopping_cart");
    expect(rendered).not.toBe(widget.node);
    expect(rendered.firstElementChild).toBe(target);
    expect(widget.node.childNodes).toHaveLength(0);
    const successor = document.createElement("div");
    successor.className = "widget_shopping_cart_content";
    target.replaceWith(successor);
    teardown.abort();
    expect(widget.node.firstElementChild).toBe(successor);
  });

  it("renders the state attributes it is given", async () => {
    await mountReact(host, <ServerPart part={part(3)} state={{ "aria-busy": "true" }} />);
    expect(find("[data-island-root] > .widget_shopping_cart").getAttribute("aria-busy")).toBe("true");
  });
});

describe("BlockSlot", () => {
  function Slot({ html }: { html: string | null }) {
    return <BlockSlot className="islet-mini-cart-before" html={html} />;
  }

  it("is empty without blocks and holds their markup once they came", async () => {
    const teardown = new AbortController();
    await mountReact(host, <Slot html={null} />, teardown.signal);
    expect(find(".islet-mini-cart-before").innerHTML).toBe("");
    teardown.abort();
    await mountReact(host, <Slot html='<div class="cgkit-fsn-bar">Free shipping</div>' />);
    expect(find(".islet-mini-cart-before").innerHTML).toBe('<div><div class="cgkit-fsn-bar">Free shipping</div></div>');
  });

  it("holds an empty block as an empty box", async () => {
    await mountReact(host, <Slot html="" />);
    expect(find(".islet-mini-cart-before").innerHTML).toBe("<div></div>");
  });
});
