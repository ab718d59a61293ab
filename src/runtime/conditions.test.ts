import { afterEach, describe, expect, it, vi } from "vitest";
import { boxesOf, whenVisible } from "./conditions";

describe("whenVisible", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("observes a display: contents wrapper's children, which have boxes, and not the wrapper", () => {
    document.body.innerHTML = '<div id="w" style="display: contents"><div class="quantity"></div><p></p></div><div id="b"><i></i></div>';
    const wrapper = document.getElementById("w") as HTMLElement;
    const block = document.getElementById("b") as HTMLElement;
    expect(boxesOf(wrapper)).toEqual(Array.from(wrapper.children));
    expect(boxesOf(block)).toEqual([block]);
  });

  it("resolves once one of the observed boxes intersects", async () => {
    document.body.innerHTML = '<div id="w" style="display: contents"><div class="quantity"></div></div>';
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(target: Element): void {
          observed.push(target);
        }
        disconnect(): void {}
      },
    );
    const wrapper = document.getElementById("w") as HTMLElement;
    let visible = false;
    const waiting = whenVisible(wrapper).then(() => (visible = true));
    expect(observed).toEqual([wrapper.firstElementChild]);
    report([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(visible).toBe(false);
    report([{ isIntersecting: true }]);
    await waiting;
    expect(visible).toBe(true);
  });
});
