// @vitest-environment node
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AssetManifest } from "../esbuild.config";
import { BUDGETS, computeBudgets, containsReact, formatReport, gzipSize, main, overBudgetMessage, type ReadBuiltFile } from "./size-check";

const REACT_TEXT = 'var e=Symbol.for("react.transitional.element");function b(l){return"https://react.dev/errors/"+l}';

/** boot → shared (static); boot ⇢ behaviour (→ shared) and boot ⇢ mount (→ react-vendor). */
function fakeManifest(): AssetManifest {
  return {
    version: "0.0.0-test",
    boot: "boot-A.js",
    css: "islands-A.css",
    files: {
      "boot-A.js": { bytes: 0, imports: ["chunks/shared-A.js"], dynamicImports: ["chunks/behaviour-A.js", "chunks/mount-A.js"] },
      "chunks/shared-A.js": { bytes: 0, imports: [], dynamicImports: [] },
      "chunks/behaviour-A.js": { bytes: 0, imports: ["chunks/shared-A.js"], dynamicImports: [] },
      "chunks/mount-A.js": { bytes: 0, imports: ["chunks/react-A.js", "chunks/shared-A.js"], dynamicImports: ["chunks/later-A.js"] },
      "chunks/react-A.js": { bytes: 0, imports: [], dynamicImports: [] },
      "chunks/later-A.js": { bytes: 0, imports: [], dynamicImports: [] },
    },
  };
}

/** Incompressible filler, so gzip sizes can be pushed over a budget on purpose. */
const noise = (bytes: number): Buffer => randomBytes(bytes);
const withReact = (bytes: number): Buffer => Buffer.concat([Buffer.from(REACT_TEXT), noise(bytes)]);

function fakeFiles(overrides: Record<string, string | Buffer> = {}): ReadBuiltFile {
  const contents: Record<string, string | Buffer> = {
    "boot-A.js": "import './chunks/shared-A.js';import('./chunks/behaviour-A.js');import('./chunks/mount-A.js');",
    "chunks/shared-A.js": "export const shared = 1;",
    "chunks/behaviour-A.js": "export const cartButtons = () => {};",
    "chunks/mount-A.js": "import './react-A.js'; export const miniCart = () => {};",
    "chunks/react-A.js": REACT_TEXT,
    "chunks/later-A.js": "export const later = 2;",
    ...overrides,
  };
  return (file) => {
    const content = contents[file];
    if (content === undefined) throw new Error(`no such file ${file}`);
    return content;
  };
}

describe("computeBudgets", () => {
  it("puts boot, its static closure and behaviour chunks before interaction, React after the drawer opens", () => {
    const report = computeBudgets(fakeManifest(), fakeFiles());
    const phases = Object.fromEntries(report.files.map((file) => [file.path, `${file.kind}/${file.phase}`]));
    expect(phases).toEqual({
      "boot-A.js": "boot/before-interaction",
      "chunks/shared-A.js": "static/before-interaction",
      "chunks/behaviour-A.js": "behaviour/before-interaction",
      "chunks/mount-A.js": "react/after-drawer-open",
      "chunks/react-A.js": "react/after-drawer-open",
      "chunks/later-A.js": "lazy/after-drawer-open",
    });
    expect(report.ok).toBe(true);
  });

  it("sums raw and gzip (level 9) sizes per phase; after-open includes everything", () => {
    const read = fakeFiles();
    const report = computeBudgets(fakeManifest(), read);
    const before = ["boot-A.js", "chunks/shared-A.js", "chunks/behaviour-A.js"];
    expect(report.beforeInteraction.gzip).toBe(before.reduce((sum, file) => sum + gzipSize(read(file)), 0));
    expect(report.beforeInteraction.raw).toBe(before.reduce((sum, file) => sum + Buffer.byteLength(read(file)), 0));
    expect(report.afterDrawerOpen.gzip).toBe(report.files.reduce((sum, file) => sum + file.gzip, 0));
    expect(report.beforeInteraction.budget).toBe(30 * 1024);
    expect(report.afterDrawerOpen.budget).toBe(90 * 1024);
  });

  it("fails the before-interaction budget when the behaviour chunk grows past 30 KB gzip", () => {
    const report = computeBudgets(fakeManifest(), fakeFiles({ "chunks/behaviour-A.js": noise(32 * 1024) }));
    expect(report.beforeInteraction.ok).toBe(false);
    expect(report.afterDrawerOpen.ok).toBe(true);
    expect(report.ok).toBe(false);
    expect(overBudgetMessage(report)).toMatch(/JS before interaction is .* over its budget of 30\.0 KB/);
  });

  it("fails the after-open budget when React grows past 90 KB gzip, not the before-interaction one", () => {
    const report = computeBudgets(fakeManifest(), fakeFiles({ "chunks/react-A.js": withReact(95 * 1024) }));
    expect(report.beforeInteraction.ok).toBe(true);
    expect(report.afterDrawerOpen.ok).toBe(false);
    expect(report.ok).toBe(false);
    expect(overBudgetMessage(report)).toMatch(/after the first drawer open/);
  });

  it("counts React before interaction when boot imports it statically", () => {
    const manifest = fakeManifest();
    manifest.files["boot-A.js"]?.imports.push("chunks/react-A.js");
    const report = computeBudgets(manifest, fakeFiles({ "chunks/react-A.js": withReact(BUDGETS.beforeInteraction) }));
    expect(report.files.find((file) => file.path === "chunks/react-A.js")?.phase).toBe("before-interaction");
    expect(report.beforeInteraction.ok).toBe(false);
  });

  it("throws on a manifest that refers to a file it does not list", () => {
    const manifest = fakeManifest();
    manifest.files["boot-A.js"]?.imports.push("chunks/missing.js");
    expect(() => computeBudgets(manifest, fakeFiles())).toThrow(/chunks\/missing\.js/);
  });

  it("prints a table with both totals against their budgets", () => {
    const text = formatReport(computeBudgets(fakeManifest(), fakeFiles()));
    expect(text).toMatch(/^file\s+raw\s+gzip\s+kind\s+phase/);
    expect(text).toMatch(/before interaction .* budget 30\.0 KB {2}ok/);
    expect(text).toMatch(/after drawer open .* budget 90\.0 KB {2}ok/);
  });
});

describe("containsReact", () => {
  it("recognises the markers of a minified React 19 build and nothing else", () => {
    expect(containsReact(REACT_TEXT)).toBe(true);
    expect(containsReact(new TextEncoder().encode("x.__REACT_DEVTOOLS_GLOBAL_HOOK__"))).toBe(true);
    expect(containsReact("export const react = 'reactive';")).toBe(false);
  });
});

describe("main", () => {
  it("exits 1 and tells to run the build when there is no manifest", () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: unknown) => void errors.push(String(message));
    try {
      expect(main("/nonexistent/islet-build")).toBe(1);
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toMatch(/npm run build/);
  });
});
