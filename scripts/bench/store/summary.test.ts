import { describe, expect, it } from "vitest";
import { isJquery, isOwnScript, isReactDom } from "./measure";
import { STORE_PAGES, type StorePage } from "./pages";
import { median } from "../summary";
import { budgetChecks, callsOnLoad, medianSide, type SideFigures } from "./summary";

const side = (change: Partial<SideFigures> = {}): SideFigures => ({
  jsGzip: 100_000,
  files: 20,
  ownFiles: 10,
  ownGzip: 50_000,
  reactCopies: 1,
  jquery: false,
  calls: [],
  tbtMs: 100,
  ownTaskMs: 30,
  lcpMs: 1000,
  cls: 0,
  ...change,
});

const pageNamed = (name: string): StorePage => {
  const page = STORE_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return page;
};

const missed = (name: string, islet: SideFigures, legacy: SideFigures): string[] =>
  budgetChecks({ page: pageNamed(name), islet, legacy })
    .filter((check) => !check.ok)
    .map((check) => check.what);

describe("the store bench's budgets", () => {
  const legacy = side({ jsGzip: 200_000, tbtMs: 1000, lcpMs: 1200, calls: ["wc-ajax=get_refreshed_fragments"] });

  it("holds a page within every budget", () => {
    expect(missed("Hoodie", side({ jsGzip: 120_000, tbtMs: 250 }), legacy)).toEqual([]);
  });

  it("gives each page group its own JS ratio", () => {
    expect(missed("Hoodie", side({ jsGzip: 121_000 }), legacy)).toEqual(["JS gzip Islet / legacy ≤ 0.6"]);
    expect(missed("shop", side({ jsGzip: 160_000 }), legacy)).toEqual([]);
    expect(missed("shop", side({ jsGzip: 161_000 }), legacy)).toEqual(["JS gzip Islet / legacy ≤ 0.8"]);
    expect(missed("home", side({ jsGzip: 181_000 }), legacy)).toEqual(["JS gzip Islet / legacy ≤ 0.9"]);
    expect(missed("cart with items", side({ jsGzip: 141_000 }), legacy)).toEqual(["JS gzip Islet / legacy ≤ 0.7"]);
  });

  it("counts our files, React copies, blocking time and our longest task", () => {
    expect(missed("home", side({ ownFiles: 16, reactCopies: 2, tbtMs: 251, ownTaskMs: 51 }), legacy)).toEqual([
      "≤ 15 script files of ours",
      "one React",
      "TBT Islet / legacy ≤ 0.25",
      "no task of ours over 50 ms",
    ]);
  });

  it("allows a self-opening popup's analytics, and a cart's first fragments, but no other call", () => {
    expect(missed("home", side({ calls: ["rest /pum/v1/analytics/"] }), legacy)).toEqual([]);
    expect(missed("home", side({ calls: ["wc-ajax=wpced_reload_dates"] }), legacy)).toEqual(["no ajax on load"]);
    expect(missed("cart with items", side({ calls: ["wc-ajax=get_refreshed_fragments"] }), legacy)).toEqual([]);
    expect(callsOnLoad(side({ calls: ["admin-ajax.php action=pum_analytics", "wc-ajax=x"] }))).toEqual(["wc-ajax=x"]);
  });

  it("holds LCP and CLS on the Hoodie and the shop only", () => {
    expect(missed("Hoodie", side({ lcpMs: 1201, cls: 0.001 }), legacy)).toEqual(["LCP ≤ legacy", "CLS 0"]);
    expect(missed("home", side({ lcpMs: 1201, cls: 0.001 }), legacy)).toEqual([]);
    expect(missed("shop", side({ lcpMs: null }), legacy)).toEqual(["LCP ≤ legacy"]);
  });
});

describe("medians over runs", () => {
  it("takes the median of figures and the worst run of what must never happen", () => {
    const runs = [side({ tbtMs: 300, ownFiles: 9 }), side({ tbtMs: 100, jquery: true, calls: ["a"] }), side({ tbtMs: 200, reactCopies: 2 })];
    const summary = medianSide(runs);
    expect(summary.tbtMs).toBe(200);
    expect(summary).toMatchObject({ ownFiles: 10, reactCopies: 2, jquery: true, calls: ["a"] });
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianSide([side({ lcpMs: null }), side({ lcpMs: 900 })]).lcpMs).toBe(900);
  });
});

describe("which script is which", () => {
  it("tells ours, react-dom and jQuery apart by their paths", () => {
    expect(isOwnScript("http://s/wp-content/plugins/islet/assets/build/chunks/chunk-A.js")).toBe(true);
    expect(isOwnScript("http://s/wp-content/plugins/other/islet/assets/x.js")).toBe(false);
    expect(isReactDom("http://s/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1.1")).toBe(true);
    expect(isReactDom("http://s/wp-includes/js/dist/vendor/react.min.js")).toBe(false);
    expect(isReactDom("http://s/wp-content/plugins/islet/assets/build/vendor/react-dom-18.3.1.min.js")).toBe(true);
    expect(isJquery("http://s/wp-includes/js/jquery/jquery.min.js?ver=3.7.1")).toBe(true);
    expect(isJquery("http://s/wp-includes/js/jquery/jquery-migrate.min.js")).toBe(true);
    expect(isJquery("http://s/wp-includes/js/jquery/ui/core.min.js")).toBe(false);
  });
});
