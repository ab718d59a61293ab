import { afterEach, describe, expect, it, vi } from "vitest";
import { continueTransition } from "./transition";

/** Computed styles as a browser would give them mid-slide (happy-dom computes no transitions). */
function stubComputed(values: Map<Element, Record<string, string>>): string[] {
  const reads: string[] = [];
  vi.spyOn(window, "getComputedStyle").mockImplementation((element: Element) => {
    const fixed = values.get(element) ?? {};
    return {
      getPropertyValue: (name: string) => {
        const inline = element instanceof HTMLElement ? element.style.getPropertyValue(name) : "";
        const transition = element instanceof HTMLElement ? element.style.getPropertyValue("transition") : "";
        reads.push(`${name}=${inline || fixed[name] || ""}${transition ? ` (transition: ${transition})` : ""}`);
        return inline || fixed[name] || "";
      },
    } as CSSStyleDeclaration;
  });
  return reads;
}

afterEach(() => vi.restoreAllMocks());

describe("continueTransition", () => {
  it("starts the new element where the old one was, then hands it back to the stylesheet", () => {
    const from = document.createElement("div");
    const to = document.createElement("div");
    to.style.setProperty("opacity", "0.9");
    const reads = stubComputed(new Map([
      [from, { transform: "matrix(1, 0, 0, 1, 168, 0)", visibility: "visible", opacity: "1" }],
      [to, { transform: "none", visibility: "visible", opacity: "1" }],
    ]));
    continueTransition(from, to);
    // The start values were in place, without a transition towards them, when the style was read...
    expect(reads.at(-1)).toBe("transform=matrix(1, 0, 0, 1, 168, 0) (transition: none)");
    // ...and afterwards the stylesheet's transition and end values apply again (an inline value stays).
    expect(to.style.getPropertyValue("transform")).toBe("");
    expect(to.style.getPropertyValue("transition")).toBe("");
    expect(to.style.getPropertyValue("opacity")).toBe("0.9");
  });

  it("does nothing when both stand still alike", () => {
    const from = document.createElement("div");
    const to = document.createElement("div");
    const same = { transform: "matrix(1, 0, 0, 1, 420, 0)", visibility: "hidden", opacity: "1" };
    const reads = stubComputed(new Map([[from, same], [to, same]]));
    continueTransition(from, to);
    expect(reads).toHaveLength(6);
    expect(to.getAttribute("style")).toBeNull();
  });
});
