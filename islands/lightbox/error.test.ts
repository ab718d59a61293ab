import { describe, expect, it } from "vitest";
import { errorMessageParts } from "./error";
import { DEFAULT_STRINGS } from "./props";

describe("failed image message", () => {
  it("says 'The image could not be loaded.' with 'The image' as the link", () => {
    const parts = errorMessageParts(DEFAULT_STRINGS);
    expect(parts.link + parts.rest).toBe("The image could not be loaded.");
    expect(parts.link).toBe("The image");
  });

  it("links the whole message when a translation does not start with the link text", () => {
    expect(errorMessageParts({ error: "Bild konnte nicht geladen werden.", errorLink: "The image" })).toEqual({
      link: "Bild konnte nicht geladen werden.",
      rest: "",
    });
  });
});
