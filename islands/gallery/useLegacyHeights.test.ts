import { describe, expect, it } from "vitest";
import { applyHeights, attributeHeight, clearHeights } from "./useLegacyHeights";

function slider(width: number): HTMLUListElement {
  document.body.innerHTML = `<div class="cg-main-swiper"><ul class="swiper-wrapper">
    <li class="swiper-slide"><img width="800" height="1024" src="a.png"></li>
    <li class="swiper-slide"><img src="b.png"></li>
  </ul></div>`;
  const container = document.querySelector<HTMLElement>(".cg-main-swiper");
  const list = document.querySelector<HTMLUListElement>("ul");
  if (!container || !list) throw new Error("no slider");
  Object.defineProperty(container, "clientWidth", { value: width });
  Object.defineProperty(list.children[0], "offsetHeight", { value: 442 });
  return list;
}

describe("the legacy slider's heights", () => {
  it("an image at its attributes' ratio across the slider, as CommerceKit sets it", () => {
    const image = document.createElement("img");
    image.setAttribute("width", "800");
    image.setAttribute("height", "1024");
    expect(attributeHeight(image, 345)).toBeCloseTo(441.6, 6);
    image.removeAttribute("height");
    expect(attributeHeight(image, 345)).toBeNull();
  });

  it("sizes each image, and the list to the shown slide's whole-pixel height; then takes them off", () => {
    const list = slider(345);
    applyHeights(list, 0);
    const [first, second] = Array.from(list.querySelectorAll("img"));
    expect(first?.style.height).toBe("441.6px");
    expect(second?.style.height, "an image without attributes keeps its own").toBe("");
    expect(list.style.height).toBe("442px");
    clearHeights(list);
    expect([first?.style.height, list.style.height]).toEqual(["", ""]);
  });
});
