import { describe, expect, it } from "vitest";
import { errorElement } from "./error";
import { DEFAULT_STRINGS } from "./props";

describe("failed image message", () => {
  it("says 'The image could not be loaded.' with 'The image' linking to the image", () => {
    const box = errorElement(DEFAULT_STRINGS, "http://shop.test/missing.png");
    expect(box.textContent).toBe("The image could not be loaded.");
    const link = box.querySelector("a");
    expect(link?.textContent).toBe("The image");
    expect(link?.getAttribute("href")).toBe("http://shop.test/missing.png");
  });

  it("links the whole message when a translation does not start with the link text", () => {
    const box = errorElement({ error: "Bild konnte nicht geladen werden.", errorLink: "The image" }, "/x.png");
    expect(box.querySelector("a")?.textContent).toBe("Bild konnte nicht geladen werden.");
  });
});
