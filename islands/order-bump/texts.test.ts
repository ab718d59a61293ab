import { describe, expect, it } from "vitest";
import { parseOrderBumpProps } from "./props";
import { DEFAULT_TEXTS, readTexts } from "./texts";

describe("the island's props and texts", () => {
  it("takes any object, and refuses anything else (the island is then skipped)", () => {
    expect(parseOrderBumpProps({}).ok).toBe(true);
    for (const raw of [null, "x", 3, []]) expect(parseOrderBumpProps(raw).ok, JSON.stringify(raw)).toBe(false);
  });

  it("reads the plugin's texts, each missing, empty or non-text one in English", () => {
    expect(readTexts({})).toEqual(DEFAULT_TEXTS);
    const texts = readTexts({ label: "Vous aimerez aussi", added: "« %s » a été ajouté à votre panier.", failed: "  ", slide: ["x"], previous: 4 });
    expect(texts).toEqual({ ...DEFAULT_TEXTS, label: "Vous aimerez aussi", added: "« %s » a été ajouté à votre panier.", previous: "4" });
  });
});
