/**
 * Look parity: every page type (full page) and the key states (viewport) at 390 and 1280 px, the
 * Islet page against the legacy page of the same store, pixel by pixel. Only the countdown digits
 * and the entries of support/intended.ts are left out; any other difference fails, with the three
 * pictures (islet, legacy, diff in red) written to test-results/store/look/.
 *
 * LOOK_SELF=legacy (or islet) shows the same side on both pages: the noise floor the threshold
 * must sit above. LOOK_KEEP=1 writes the pictures of passing comparisons too.
 */
import type { BrowserContext } from "@playwright/test";
import { CASES, WIDTHS } from "./support/look-cases";
import { judge, shoot } from "./support/look-shot";
import { cookiesFor, expect, test, type Side } from "./support/sides";

const SELF = process.env.LOOK_SELF;

// The three pictures are what a person needs; a trace of two pages taking full-page screenshots
// doubles each test's time (the store config keeps traces of failures).
test.use({ trace: "off" });

/** For LOOK_SELF: turns the other side's context into one more `side` shopper. */
async function sameSide(contexts: Record<Side, BrowserContext>, side: Side): Promise<void> {
  const other = side === "islet" ? contexts.legacy : contexts.islet;
  await other.clearCookies();
  await cookiesFor(other, side);
}

for (const lookCase of CASES) {
  for (const width of WIDTHS) {
    const name = `${lookCase.kind}: ${lookCase.id} @${width}`;
    test(name, async ({ sides, browser }, testInfo) => {
      if (SELF === "islet" || SELF === "legacy") {
        await sameSide({ islet: sides.islet.context(), legacy: sides.legacy.context() }, SELF);
      }
      const [islet, legacy] = await Promise.all([shoot(sides.islet, lookCase, width), shoot(sides.legacy, lookCase, width)]);
      const verdict = await judge(browser, testInfo, name, islet, legacy);
      testInfo.annotations.push({ type: "look", description: verdict.message });
      console.log(`[look] ${verdict.pass ? "pass" : "FAIL"} ${verdict.message}`);
      expect(verdict.pass, verdict.message).toBe(true);
    });
  }
}
