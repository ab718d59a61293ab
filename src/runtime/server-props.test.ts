import { describe, expect, it } from "vitest";
import { inertProps } from "./inert";
import { classNames, propsOf, styleObject } from "./server-props";

describe("server props", () => {
  it("turns inline CSS into a style object, custom properties kept by name", () => {
    expect(styleObject("--a: #fff; margin-top: 1px;; display:none")).toEqual({ "--a": "#fff", marginTop: "1px", display: "none" });
  });

  it("renames the attributes React spells differently, and marks boolean ones present", () => {
    document.body.innerHTML = '<li class="a b" itemprop="associatedMedia" itemscope tabindex="0" data-id="7" aria-label="x" hidden></li>';
    const element = document.querySelector("li");
    if (!element) throw new Error("no li");
    expect(propsOf(element)).toEqual({ className: "a b", itemProp: "associatedMedia", itemScope: true, tabIndex: "0", "data-id": "7", "aria-label": "x", hidden: true });
  });

  it("keeps a server's inert on the element, as the React on the page spells it (inert.ts)", () => {
    document.body.innerHTML = "<section inert></section>";
    const element = document.querySelector("section");
    if (!element) throw new Error("no section");
    expect(propsOf(element)).toEqual(inertProps(true));
  });

  it("joins class names, leaving out the empty and the false", () => {
    expect(classNames("a", false, null, " ", "b", undefined)).toBe("a b");
  });
});
