/**
 * axe-core, scoped to what Islet renders or takes over: the islands (the drawer island wraps
 * the theme's drawer markup, which we then drive), the live region, "View cart" links and our
 * notices. The rest of the theme's markup is not ours to fix.
 */
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");

export const OUR_MARKUP = ["[data-island]", ".widget_shopping_cart_live_region", "a.added_to_cart", ".islet-notice"];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * Runs axe on our markup (or on `selectors`: the theme's markup an island drives, such as the
 * menu drawer) and returns the serious and critical violations.
 */
export async function seriousViolations(page: Page, selectors: readonly string[] = OUR_MARKUP): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (selectors) => {
    const present = selectors.filter((selector) => document.querySelector(selector) !== null);
    if (present.length === 0) return [];
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(
      { include: present.map((selector) => [selector]) },
      { resultTypes: ["violations"] },
    );
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary ?? "",
        })),
      }));
  }, selectors);
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary.replace(/\n/g, "\n      ")}`).join("\n"),
    )
    .join("\n");
}
