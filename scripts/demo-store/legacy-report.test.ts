// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import graphJson from "../../fixtures/demo-store/script-graph.json";
import { legacyReport, printedHandles } from "./legacy-report";
import { PAGES_DIR } from "./paths";

const pages = readdirSync(PAGES_DIR).filter((file) => file.endsWith(".html")).sort();
const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const deps: Record<string, string[]> = graphJson.deps;

// The plugin's PHP tests register each captured page's scripts from this graph
// (wp-plugin/tests/support/reference-store.php): a handle missing or out of order there would
// make them test another page than the store printed.
describe("the reference store's script graph (fixtures/demo-store/script-graph.json)", () => {
  it.each(pages)("names every script %s prints, each printed after what it needs", (name) => {
    const printed = printedHandles(page(name));
    expect(printed.length).toBeGreaterThan(5);
    const seen = new Set<string>();
    for (const handle of printed) {
      expect(deps[handle], handle).toBeDefined();
      for (const dep of deps[handle] ?? []) {
        // `jquery` is an alias WordPress prints as jquery-core and jquery-migrate.
        const needed = dep === "jquery" ? ["jquery-core", "jquery-migrate"] : [dep];
        for (const script of needed) expect(seen.has(script), `${name}: ${handle} needs ${script}`).toBe(true);
      }
      seen.add(handle);
    }
  });
});

describe("legacyReport", () => {
  it("says what the plugin took off and whom jQuery stays for", () => {
    const raw = '<script id="jquery-core-js"></script><script id="wc-add-to-cart-js"></script><script id="awdr-main-js"></script><script>/* inline script omitted: 20 bytes */</script>';
    const served = '<script id="jquery-core-js"></script><script id="awdr-main-js"></script>';
    expect(legacyReport(raw, served)).toBe(
      "<!-- islet: on a real store this page loses the legacy scripts wc-add-to-cart and 1 inline scripts; it keeps jquery-core, awdr-main; jQuery stays for awdr-main -->",
    );
  });
});
