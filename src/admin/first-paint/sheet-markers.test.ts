import { describe, expect, it } from "vitest";
import { joinWithMarkers, MARKER_SELECTOR, splitAtMarkers } from "./sheet-markers";

/** The joined text as beasties prints a kept marker (compressed, no newlines). */
const asKept = (joined: string): string => joined.replace(/\n/g, "");

describe("joinWithMarkers / splitAtMarkers", () => {
  it("hands each sheet's kept CSS back in order, strings holding braces included", () => {
    const sheets = ['.a{content:"}{"}', "", "@media (min-width:768px){.b{color:red}}"];
    expect(splitAtMarkers(asKept(joinWithMarkers(sheets)), 3)).toEqual(sheets);
  });

  it("marks each sheet with a rule beasties is told to keep", () => {
    const selectors = [...joinWithMarkers(["a", "b"]).matchAll(/(#[\w-]+)\{/g)].map((match) => match[1] ?? "");
    expect(selectors).toHaveLength(2);
    for (const selector of selectors) expect(selector).toMatch(MARKER_SELECTOR);
  });

  it("is null when a marker is missing, out of order or inside a block (a sheet cut short)", () => {
    const joined = asKept(joinWithMarkers([".a{}", ".b{}"]));
    expect(splitAtMarkers(joined, 3)).toBeNull();
    expect(splitAtMarkers(asKept(joinWithMarkers([".a{}"])).replace("sheet-0", "sheet-1"), 1)).toBeNull();
    expect(splitAtMarkers(asKept(joinWithMarkers(["@media print{.a{}", ".b{}"])), 2)).toBeNull();
    expect(splitAtMarkers(asKept(joinWithMarkers(['.a{content:"', ".b{}"])), 2)).toBeNull();
    expect(splitAtMarkers(`.before{}${joined}`, 2)).toBeNull();
  });

  it("is empty for no sheet", () => {
    expect(splitAtMarkers("", 0)).toEqual([]);
  });
});
