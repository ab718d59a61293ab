// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readInlineObject } from "./inline-objects";

describe("readInlineObject", () => {
  it("reads the named object up to the next var, the CDATA close or the script's end", () => {
    const page = '<script>var a = {"x":"};"};\nvar b = {"y":2};\n/* ]]> */</script><script>var c = {"z":[1]};</script>';
    expect(readInlineObject(page, "a")).toEqual({ x: "};" });
    expect(readInlineObject(page, "b")).toEqual({ y: 2 });
    expect(readInlineObject(page, "c")).toEqual({ z: [1] });
  });

  it("answers null without the object, for one that is not JSON, and for an array", () => {
    expect(readInlineObject("<script>var a = {};</script>", "b")).toBeNull();
    expect(readInlineObject("<script>var a = {x: 1};</script>", "a")).toBeNull();
    expect(readInlineObject('<script>var a = ["x"];</script>', "a")).toBeNull();
  });
});
