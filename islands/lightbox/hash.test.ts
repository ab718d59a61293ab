import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HASH_MIN_LENGTH } from "./constants";
import { parseLightboxHash, stripLightboxHash, writeLightboxHash } from "./hash";

const state = fc.record({ gid: fc.integer({ min: 1, max: 99 }), pid: fc.integer({ min: 1, max: 999 }) });
/** A hash part that is not the lightbox's (any text without '&', whose key is not gid or pid). */
const otherPart = fc
  .string({ maxLength: 12 })
  .filter((part) => !part.includes("&") && !/^(gid|pid)(=|$)/.test(part));
/** A location.hash body: its own leading '#' was the mark, so the body does not start with one. */
const otherHash = fc
  .array(otherPart, { maxLength: 5 })
  .map((parts) => parts.join("&"))
  .filter((hash) => !hash.startsWith("#"));

describe("lightbox hash", () => {
  it("reads what it writes, whatever else the hash holds", () => {
    fc.assert(
      fc.property(fc.string(), state, (hash, open) => {
        expect(parseLightboxHash(`#${writeLightboxHash(hash, open)}`)).toEqual(open);
        expect(parseLightboxHash(writeLightboxHash(hash, open))).toEqual(open);
      }),
    );
  });

  it("keeps the other parts of the hash, in order, and closing restores them exactly", () => {
    fc.assert(
      fc.property(otherHash, state, state, (hash, first, second) => {
        const opened = writeLightboxHash(hash, first);
        expect(opened.startsWith(hash)).toBe(true);
        // A slide change rewrites only the lightbox's parts.
        const moved = writeLightboxHash(opened, second);
        expect(stripLightboxHash(moved)).toBe(hash);
        expect(stripLightboxHash(`#${moved}`)).toBe(hash);
      }),
    );
  });

  it("ignores a hash shorter than 5 characters", () => {
    expect(HASH_MIN_LENGTH).toBe(5);
    fc.assert(
      fc.property(fc.string({ maxLength: HASH_MIN_LENGTH - 1 }), (hash) => {
        expect(parseLightboxHash(hash)).toBeNull();
        expect(parseLightboxHash(`#${hash}`)).toBeNull();
      }),
    );
  });

  it("needs both gid and pid as positive integers", () => {
    expect(parseLightboxHash("#gid=1&pid=2")).toEqual({ gid: 1, pid: 2 });
    expect(parseLightboxHash("#&gid=1&pid=2")).toEqual({ gid: 1, pid: 2 });
    expect(parseLightboxHash("#tab-reviews&gid=3&pid=12")).toEqual({ gid: 3, pid: 12 });
    expect(parseLightboxHash("#gid=1")).toBeNull();
    expect(parseLightboxHash("#pid=2&x=1")).toBeNull();
    expect(parseLightboxHash("#gid=1&pid=0")).toBeNull();
    expect(parseLightboxHash("#gid=1&pid=two")).toBeNull();
    expect(parseLightboxHash("#gid=-1&pid=2")).toBeNull();
  });

  it("writes PhotoSwipe 4's format", () => {
    expect(writeLightboxHash("", { gid: 1, pid: 2 })).toBe("gid=1&pid=2");
    expect(writeLightboxHash("#tab-reviews", { gid: 1, pid: 2 })).toBe("tab-reviews&gid=1&pid=2");
    expect(writeLightboxHash("#tab-reviews&gid=1&pid=5", { gid: 1, pid: 2 })).toBe("tab-reviews&gid=1&pid=2");
    expect(stripLightboxHash("#gid=1&pid=2")).toBe("");
  });
});
