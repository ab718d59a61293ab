import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "./lighthouse";
import { firstPaintChecks, formatLighthouseReport, medianLighthouse } from "./lighthouse-summary";
import { STORE_PAGES, type StorePage } from "./pages";

const figures = (change: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 0.95,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 50,
  cls: 0,
  speedIndexMs: 1800,
  ttfbMs: 60,
  ...change,
});

const pageNamed = (name: string): StorePage => {
  const page = STORE_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return page;
};

const missed = (name: string, islet: LighthouseFigures, legacy = figures({ score: 0.4, fcpMs: 7000 })): string[] =>
  firstPaintChecks({ page: pageNamed(name), islet, legacy })
    .filter((check) => !check.ok)
    .map((check) => check.what);

describe("the store bench's first-paint budgets (issue 31)", () => {
  it("holds a page within every budget", () => {
    expect(missed("Hoodie", figures())).toEqual([]);
  });

  it("misses each budget at its own edge", () => {
    expect(missed("shop", figures({ score: 0.89 }))).toEqual(["score ≥ 0.9"]);
    expect(missed("shop", figures({ fcpMs: 2001 }))).toEqual(["FCP ≤ 2000 ms"]);
    expect(missed("shop", figures({ lcpMs: 2501 }))).toEqual(["LCP ≤ 2500 ms"]);
    expect(missed("shop", figures({ tbtMs: 101 }))).toEqual(["TBT ≤ 100 ms"]);
    expect(missed("shop", figures({ cls: 0.001 }))).toEqual(["CLS 0"]);
  });

  it("holds the time to first byte to legacy's plus 20 ms, in the same run", () => {
    expect(missed("Hoodie", figures({ ttfbMs: 80 }), figures({ ttfbMs: 60 }))).toEqual([]);
    expect(missed("Hoodie", figures({ ttfbMs: 81 }), figures({ ttfbMs: 60 }))).toEqual(["TTFB ≤ legacy's + 20 ms"]);
  });

  it("holds only the Hoodie and the shop to the budgets; the other page types are printed", () => {
    expect(missed("T-Shirt", figures({ score: 0.5, fcpMs: 9000 }))).toEqual([]);
    expect(missed("cart with items", figures({ tbtMs: 900 }))).toEqual([]);
  });

  it("takes each figure's median over runs", () => {
    const runs = [figures({ score: 0.5, fcpMs: 3000 }), figures({ score: 0.9, fcpMs: 1000 }), figures({ score: 0.7, fcpMs: 2000 })];
    expect(medianLighthouse(runs)).toMatchObject({ score: 0.7, fcpMs: 2000 });
  });

  it("prints both sides of each page and names what is missed", () => {
    const report = formatLighthouseReport([{ page: pageNamed("shop"), islet: figures({ fcpMs: 2400 }), legacy: figures({ score: 0.37, fcpMs: 6600 }) }], 3);
    expect(report).toContain("medians of 3 run(s)");
    expect(report).toMatch(/shop\s+0\.95 \/ 0\.37\s+2\.4 \/ 6\.6/);
    expect(report).toContain("  shop: FCP ≤ 2000 ms");
  });
});
