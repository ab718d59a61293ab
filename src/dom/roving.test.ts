import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving";

describe("rovingIndex", () => {
  it("moves with the arrows, wrapping at both ends", () => {
    expect(rovingIndex("ArrowRight", 0, 3)).toBe(1);
    expect(rovingIndex("ArrowDown", 2, 3)).toBe(0);
    expect(rovingIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingIndex("ArrowUp", 1, 3)).toBe(0);
  });

  it("jumps with Home and End, and ignores other keys and empty groups", () => {
    expect(rovingIndex("Home", 2, 3)).toBe(0);
    expect(rovingIndex("End", 0, 3)).toBe(2);
    expect(rovingIndex("Enter", 0, 3)).toBeNull();
    expect(rovingIndex("ArrowRight", 0, 0)).toBeNull();
  });
});
