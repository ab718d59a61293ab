import { describe, expect, it } from "vitest";
import { DEFAULT_SLIDES, DEFAULT_STRINGS, parseLightboxProps } from "./props";

describe("lightbox props", () => {
  it("need the gallery root; the rest has the documented defaults (lightbox on, no caption, gid 1)", () => {
    expect(parseLightboxProps({ gallery: "#commercegurus-pdp-gallery" })).toEqual({
      ok: true,
      value: { gallery: "#commercegurus-pdp-gallery", slides: DEFAULT_SLIDES, zoom: null, gid: 1, enabled: true, caption: false, strings: DEFAULT_STRINGS },
    });
    expect(DEFAULT_STRINGS.error).toBe("The image could not be loaded.");
  });

  it("take WordPress's 1/'' booleans and translated strings", () => {
    const parsed = parseLightboxProps({ gallery: "#g", gid: "2", enabled: "", caption: "1", zoom: ".zoom", strings: { dialog: "Produktbilder", close: "" } });
    expect(parsed.ok && parsed.value).toMatchObject({ gid: 2, enabled: false, caption: true, zoom: ".zoom" });
    expect(parsed.ok && parsed.value.strings).toMatchObject({ dialog: "Produktbilder", close: "Close (Esc)" });
  });

  it("refuse what they cannot use", () => {
    expect(parseLightboxProps(null).ok).toBe(false);
    expect(parseLightboxProps([]).ok).toBe(false);
    expect(parseLightboxProps({}).ok).toBe(false);
    expect(parseLightboxProps({ gallery: "#g", gid: 0 }).ok).toBe(false);
    expect(parseLightboxProps({ gallery: "#g", gid: 1.5 }).ok).toBe(false);
  });
});
