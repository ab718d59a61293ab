// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatHandler, hostileRatio, HOSTILE_PAGE, measureHandler, PLAIN_PAGE, readHandlerFigures } from "./handler";

describe("the output handler's bench (issue 27)", () => {
  it("times every page, and each comes out as without its reviews", () => {
    const figures = measureHandler(1, 400_000);
    expect(figures.pages.map((page) => page.page)).toEqual([PLAIN_PAGE, "plain, formatted", HOSTILE_PAGE, "island names", "objects"]);
    for (const page of figures.pages) {
      expect(page.bytes, page.page).toBeGreaterThanOrEqual(400_000);
      expect(page.bytes, page.page).toBeLessThan(420_000);
      expect(page.ms, page.page).toBeGreaterThan(0);
      expect(page.same, page.page).toBe(true);
    }
    expect(hostileRatio(figures)).not.toBeNull();
  }, 60_000);

  it("reads only what handler.php prints, and prints the ratio against its budget", () => {
    expect(readHandlerFigures("<br />Fatal error")).toBeNull();
    expect(readHandlerFigures('{"runs":1,"pages":[{"page":"plain","bytes":1,"ms":"1","same":true}]}')).toBeNull();
    const figures = readHandlerFigures(
      '{"runs":3,"pages":[{"page":"plain","bytes":2000000,"ms":10,"same":true},{"page":"forged markers","bytes":2000000,"ms":25,"same":false}]}',
    );
    if (figures === null) throw new Error("handler.php's JSON was not read");
    const text = formatHandler(figures);
    expect(text).toContain("forged markers / plain: 2.50× (budget ≤ 2×: OVER)");
    expect(text).toMatch(/forged markers\s+1953\.1 KB\s+25\.0 ms\s+2\.50×\s+NO/);
  });
});
