// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { islandCode, islandCodeSize } from "./island-code";

const root = mkdtempSync(path.join(tmpdir(), "islet-island-code-"));
const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write("src/shared.ts", `export const shared = () => "SHARED_MARK";\n`);
write("islands/x/own.ts", `export const own = () => "OWN_MARK";\n`);
write("islands/x/lazy.ts", `export const lazy = () => "LAZY_MARK";\n`);
write(
  "islands/x/index.ts",
  `import { shared } from "../../src/shared";\nimport { own } from "./own";\nexport const run = () => [shared(), own(), import("./lazy")];\n`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("an island's own code", () => {
  it("holds its folder's modules, not shared code or what it imports lazily", async () => {
    const code = await islandCode(root, "islands/x/index.ts");
    expect(code).toContain("OWN_MARK");
    expect(code).not.toContain("SHARED_MARK");
    expect(code).not.toContain("LAZY_MARK");
    expect(code).toMatch(/from\s*"\.\.\/\.\.\/src\/shared"/);
  });

  it("weighs attribution's every-page code within issue 15's 3 KB, its checkout part left out", async () => {
    const project = path.resolve(__dirname, "../..");
    const code = await islandCode(project, "islands/attribution/index.ts");
    expect(code).toContain("wc-order-attribution-inputs");
    expect(code).not.toContain("__internalSetExtensionData");
    const size = await islandCodeSize(project, "islands/attribution/index.ts");
    expect(size.gzip).toBeGreaterThan(1024);
    expect(size.gzip).toBeLessThanOrEqual(3 * 1024);
  });
});
