// @vitest-environment node
import { describe, expect, it } from "vitest";
import { expect as expectThat, fail, formatOutcome, Reporter, summaryLine } from "./report";

describe("Reporter", () => {
  it("prints ok and FAIL lines and the closing count", async () => {
    const lines: string[] = [];
    const report = new Reporter((line) => lines.push(line));
    expect(await report.check("passes", () => "detail")).toBe(true);
    expect(await report.check("fails", () => expectThat(false, "because"))).toBe(false);
    expect(await report.check("throws", async () => Promise.reject(new TypeError("fetch failed")))).toBe(false);
    expect(await report.check("fails on purpose", () => fail("first line\nsecond line"))).toBe(false);
    expect(lines).toEqual([
      "ok   passes (detail)",
      "FAIL fails\n     because",
      "FAIL throws\n     TypeError: fetch failed",
      "FAIL fails on purpose\n     first line\n     second line",
    ]);
    expect(report.failed).toBe(3);
    expect(report.summary()).toBe("1 passed, 3 failed");
  });

  it("prints nothing once silenced, but still counts", async () => {
    const lines: string[] = [];
    const report = new Reporter((line) => lines.push(line));
    report.silence();
    await report.check("late", () => fail("interrupted"));
    expect(lines).toEqual([]);
    expect(report.summary()).toBe("0 passed, 1 failed");
  });

  it("formats outcomes and counts", () => {
    expect(formatOutcome({ name: "x", passed: true, detail: "" })).toBe("ok   x");
    expect(summaryLine([])).toBe("0 passed, 0 failed");
  });
});
