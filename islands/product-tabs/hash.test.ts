import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialTab, wantsReviews } from "./hash";

const TABS = ["tab-description", "tab-additional_information", "tab-reviews"] as const;
const PATH = "/product/hoodie/";

describe("initialTab (docs/behaviour/product-page.md#tabs)", () => {
  it.each([
    ["#reviews", PATH, "tab-reviews"],
    ["#tab-reviews", PATH, "tab-reviews"],
    ["#comment-2", PATH, "tab-reviews"],
    ["#li-comment-6", PATH, "tab-reviews"],
    ["#COMMENT-7", PATH, "tab-reviews"],
    ["", "/product/hoodie/comment-page-2/", "tab-reviews"],
    ["", "/product/hoodie/?cpage=2", "tab-reviews"],
    ["#tab-additional_information", PATH, "tab-additional_information"],
    ["#tab-description", PATH, "tab-description"],
    ["", PATH, "tab-description"],
    ["#respond", PATH, "tab-description"],
    ["#review", PATH, "tab-description"],
  ])("hash %j at %s opens %s", (hash, pathAndSearch, expected) => {
    expect(initialTab(hash, pathAndSearch, TABS)).toBe(expected);
  });

  it("is null without tabs", () => {
    expect(initialTab("#reviews", PATH, [])).toBeNull();
  });

  it("falls back to the first tab when the named tab is absent", () => {
    expect(initialTab("#reviews", PATH, ["tab-description", "tab-additional_information"])).toBe("tab-description");
    expect(initialTab("#tab-additional_information", PATH, ["tab-description", "tab-reviews"])).toBe("tab-description");
  });

  const tabIds = fc.uniqueArray(fc.stringMatching(/^tab-[a-z_]{1,12}$/), { minLength: 1, maxLength: 6 });
  const plainHash = fc.string().filter((s) => !s.toLowerCase().includes("comment-") && s !== "#reviews" && s !== "#tab-reviews");
  const plainPath = fc.webPath().filter((p) => !p.includes("comment-page-") && !p.includes("cpage="));

  it("always returns one of the page's tabs", () => {
    fc.assert(fc.property(fc.string(), fc.string(), tabIds, (hash, path, ids) => {
      expect(ids).toContain(initialTab(hash, path, ids));
    }));
  });

  it("any hash containing comment- opens the reviews tab when there is one", () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.webPath(), (before, after, path) => {
      expect(initialTab(`#${before}comment-${after}`, path, TABS)).toBe("tab-reviews");
    }));
  });

  it("comment-page- or cpage= anywhere in the URL opens the reviews tab", () => {
    fc.assert(fc.property(plainHash, fc.webPath(), fc.constantFrom("comment-page-", "cpage="), fc.nat(), (hash, path, marker, page) => {
      expect(initialTab(hash, `${path}${marker}${page}`, TABS)).toBe("tab-reviews");
    }));
  });

  it("otherwise the first tab opens, unless the hash is #tab-additional_information", () => {
    fc.assert(fc.property(plainHash, plainPath, tabIds, (hash, path, ids) => {
      const expected = hash === "#tab-additional_information" && ids.includes("tab-additional_information") ? "tab-additional_information" : ids[0];
      expect(initialTab(hash, path, ids)).toBe(expected);
      expect(wantsReviews(hash, path)).toBe(false);
    }));
  });
});
