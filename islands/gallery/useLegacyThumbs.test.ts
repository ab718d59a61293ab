import { describe, expect, it } from "vitest";
import { applyThumbGeometry, clearThumbGeometry, thumbGeometry } from "./useLegacyThumbs";

function strip(width: number, count: number): HTMLUListElement {
  document.body.innerHTML = `<div class="cg-thumb-swiper"><ul class="swiper-wrapper">${"<li></li>".repeat(count)}</ul></div>`;
  const container = document.querySelector<HTMLElement>(".cg-thumb-swiper");
  const list = document.querySelector<HTMLUListElement>("ul");
  if (!container || !list) throw new Error("no strip");
  Object.defineProperty(container, "clientWidth", { value: width });
  return list;
}

describe("the thumbnail strip's geometry, as Swiper sets CommerceKit's", () => {
  it("four per view in a 662 px strip: 165.5 px each; two of them centred 165.5 px in", () => {
    expect(thumbGeometry(662, 4, 2)).toEqual({ width: 165.5, offset: 165.5 });
    expect(thumbGeometry(662, 4, 6), "a full row is not moved").toEqual({ width: 165.5, offset: 0 });
  });

  it("leaves a row the CSS does not centre where it is (the thumbnails never move under the pointer)", () => {
    const list = strip(662, 2);
    applyThumbGeometry(list, 4);
    expect((list.children[0] as HTMLElement).style.flex).toBe("0 0 165.5px");
    expect([list.style.transform, list.style.justifyContent]).toEqual(["", ""]);
  });

  it("sets each thumbnail's width and a centred short row's offset, and takes them off again", () => {
    const list = strip(662, 2);
    const centred = document.createElement("style");
    centred.textContent = ".swiper-wrapper { justify-content: center; }";
    document.head.append(centred);
    applyThumbGeometry(list, 4);
    const thumbs = Array.from(list.children) as HTMLElement[];
    expect(thumbs.map((thumb) => thumb.style.flex)).toEqual(["0 0 165.5px", "0 0 165.5px"]);
    expect(list.style.transform).toBe("translateX(165.5px)");
    clearThumbGeometry(list);
    expect([thumbs[0]?.style.flex, list.style.transform, list.style.justifyContent]).toEqual(["", "", ""]);
    centred.remove();
  });
});
