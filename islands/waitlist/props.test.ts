import { describe, expect, it } from "vitest";
import { parseWaitlistProps } from "./props";

describe("parseWaitlistProps", () => {
  it("takes a positive integer productId", () => {
    expect(parseWaitlistProps({ productId: 69 })).toEqual({ ok: true, value: { productId: 69 } });
  });
  it.each([null, [], {}, { productId: 0 }, { productId: -1 }, { productId: 1.5 }, { productId: "69" }])("refuses %j", (raw) => {
    expect(parseWaitlistProps(raw).ok).toBe(false);
  });
});
