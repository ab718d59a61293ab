import { afterEach, describe, expect, it, vi } from "vitest";
import { useLayoutEffect, type ReactNode } from "react";
import { mountReactInPlace, ROOT_ATTRIBUTE } from "./react";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

function serverPage(): { island: HTMLElement; price: HTMLElement; badge: HTMLElement } {
  document.body.innerHTML = '<div id="island"><script type="application/json" data-island-props>{}</script><p class="price">£45</p><span class="badge">-20%</span><p id="after">after</p></div>';
  const find = (selector: string): HTMLElement => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(selector);
    return element;
  };
  return { island: find("#island"), price: find(".price"), badge: find(".badge") };
}

describe("mountReactInPlace", () => {
  it("puts the tree where the server nodes were and takes them out in the same commit", async () => {
    const { island, price, badge } = serverPage();
    const seenAtCommit: boolean[] = [];
    function Tree(): ReactNode {
      // A child's layout effect runs before the swap: the server nodes are still there.
      useLayoutEffect(() => void seenAtCommit.push(price.isConnected), []);
      return (
        <>
          <p className="price">£36</p>
          <span className="badge">-20%</span>
        </>
      );
    }
    await mountReactInPlace(island, <Tree />, [price, badge]);
    expect(seenAtCommit).toEqual([true]);
    expect(price.isConnected || badge.isConnected).toBe(false);
    const root = island.querySelector(`[${ROOT_ATTRIBUTE}]`);
    expect(root?.previousElementSibling?.tagName).toBe("SCRIPT");
    expect(root?.nextElementSibling?.id).toBe("after");
    expect(root?.innerHTML).toBe('<p class="price">£36</p><span class="badge">-20%</span>');
  });

  it("keeps the server nodes when the first render throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { island, price, badge } = serverPage();
    function Broken(): ReactNode {
      throw new Error("broken");
    }
    await expect(mountReactInPlace(island, <Broken />, [price, badge])).rejects.toThrow("broken");
    expect(island.innerHTML).toBe('<script type="application/json" data-island-props="">{}</script><p class="price">£45</p><span class="badge">-20%</span><p id="after">after</p>');
  });

  it("gives the server nodes back, in place and in order, when the runtime is torn down", async () => {
    const { island, price, badge } = serverPage();
    const teardown = new AbortController();
    await mountReactInPlace(island, <b>tree</b>, [price, badge], teardown.signal);
    teardown.abort();
    expect(island.innerHTML).toBe('<script type="application/json" data-island-props="">{}</script><p class="price">£45</p><span class="badge">-20%</span><p id="after">after</p>');
  });

  it("moves focus that was in a server node to the node `refocus` names, in the same commit", async () => {
    const { island, price } = serverPage();
    price.innerHTML = '<button type="button" name="more">+</button>';
    price.querySelector("button")?.focus();
    const tree = (
      <p className="price">
        <button type="button" name="more">
          +
        </button>
      </p>
    );
    const counterpart = (lost: Element): HTMLElement | null => island.querySelector(`[${ROOT_ATTRIBUTE}] button[name="${lost.getAttribute("name") ?? ""}"]`);
    await mountReactInPlace(island, tree, [price], undefined, [], counterpart);
    expect(document.activeElement?.closest(`[${ROOT_ATTRIBUTE}]`)).not.toBeNull();
    expect(document.activeElement?.getAttribute("name")).toBe("more");
  });

  it("leaves focus where it is when it was not in a server node, or has no counterpart", async () => {
    const { island, price, badge } = serverPage();
    const outside = document.body.appendChild(document.createElement("input"));
    outside.focus();
    const refocus = vi.fn(() => null);
    await mountReactInPlace(island, <b>tree</b>, [price], undefined, [], refocus);
    expect(refocus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(outside);
    badge.tabIndex = 0;
    badge.focus();
    await mountReactInPlace(island, <i>tree</i>, [badge], undefined, [], refocus);
    expect(refocus).toHaveBeenCalledWith(badge);
    expect(badge.isConnected).toBe(false);
  });

  it("appends the tree to the island when it replaces nothing", async () => {
    const { island } = serverPage();
    await mountReactInPlace(island, <i>added</i>, []);
    expect(island.lastElementChild?.getAttribute(ROOT_ATTRIBUTE)).toBe("");
    expect(island.lastElementChild?.textContent).toBe("added");
  });
});
