import { describe, expect, it } from "vitest";
import { parseSiteUiProps } from "./props";
import { DEFAULT_SEARCH_LABEL, readSiteUiStrings } from "./strings";

describe("site-ui props", () => {
  it("reads whether the reply form is the island's; anything but true is no", () => {
    const replies = (raw: unknown): unknown => {
      const parsed = parseSiteUiProps(raw);
      return parsed.ok ? parsed.value.replies : parsed.error;
    };
    expect([replies({ replies: true }), replies({ replies: "1" }), replies({}), replies([]), replies(null)]).toEqual([true, false, false, "props must be an object", "props must be an object"]);
  });

  it("reads the strings, the defaults for missing or blank ones", () => {
    expect(readSiteUiStrings({ subMenuLabel: "Sous-menu %s", searchLabel: " " })).toEqual({ subMenuLabel: "Sous-menu %s", searchLabel: DEFAULT_SEARCH_LABEL });
    expect(readSiteUiStrings({ subMenuLabel: 3 })).toEqual({ subMenuLabel: "3", searchLabel: DEFAULT_SEARCH_LABEL });
  });
});
