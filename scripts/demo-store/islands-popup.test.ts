// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { placePopupIslands, popupOverlays, popupPropsFrom, readPumObject, siteRelative } from "./islands-popup";
import { PAGES_DIR } from "./paths";

const page = (file: string): string => readFileSync(path.join(PAGES_DIR, file), "utf8");
const OPEN = '<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

describe("placePopupIslands", () => {
  it("wraps may-promo's overlay, and nothing else, on the popup captures", () => {
    for (const file of ["popup-shop.html", "popup-product-hoodie.html"]) {
      const raw = page(file);
      const placed = placePopupIslands(raw);
      const [overlay] = popupOverlays(raw);
      if (!overlay) throw new Error(`${file}: no overlay`);
      const props = /^[^<]*<\/script>/.exec(placed.slice(placed.indexOf(OPEN) + OPEN.length))?.[0] ?? "";
      expect(placed, file).toBe(`${raw.slice(0, overlay.start)}${OPEN}${props}${raw.slice(overlay.start, overlay.end)}</div>${raw.slice(overlay.end)}`);
      expect(raw.slice(overlay.start, overlay.end).endsWith("</div>\n\n</div>")).toBe(true);
      expect(placePopupIslands(placed), "placed once").toBe(placed);
    }
    for (const file of ["shop.html", "product-variable-hoodie.html"]) expect(placePopupIslands(page(file)), file).toBe(page(file));
  });

  it("reads the props from pum_vars and pum_popups, site-relative", () => {
    const raw = page("popup-shop.html");
    const vars = readPumObject(raw, "pum_vars");
    const popups = readPumObject(raw, "pum_popups");
    expect(vars?.ajaxurl).toBe("http://127.0.0.1:8881/wp-admin/admin-ajax.php");
    expect(popupPropsFrom(vars ?? {}, popups?.["pum-100"])).toMatchObject({ ajaxUrl: "/wp-admin/admin-ajax.php", analyticsApi: "/wp-json/pum/v1", analytics: true, messagePosition: "top" });
    expect(siteRelative("https://cdn.example/x")).toBe("https://cdn.example/x");
  });

  it("wraps no popup when one popup's settings cannot be read", () => {
    const raw = page("popup-shop.html").replace("data-popmake=\"{&quot;id&quot;:100", "data-popmake=\"{&quot;id&quot;:-1");
    expect(popupOverlays(raw).map((overlay) => overlay.id)).toEqual([null]);
    expect(placePopupIslands(raw)).toBe(raw);
  });
});
