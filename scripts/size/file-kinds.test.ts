// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AssetManifest } from "../../esbuild.config";
import { fileKinds } from "./file-kinds";

const manifest: Pick<AssetManifest, "boot" | "files"> = {
  boot: "boot-A.js",
  files: {
    "boot-A.js": { bytes: 1, imports: ["chunks/runtime-helpers.js"], dynamicImports: ["chunks/react-dom-part-B.js", "chunks/mount-C.js"], source: "src/boot.ts" },
    "chunks/runtime-helpers.js": { bytes: 1, imports: [], dynamicImports: [] },
    "chunks/react-dom-part-B.js": { bytes: 1, imports: ["chunks/react.js", "chunks/runtime-helpers.js"], dynamicImports: [], source: "src/runtime/react-dom-part.ts" },
    "chunks/react.js": { bytes: 1, imports: [], dynamicImports: [] },
    "chunks/mount-C.js": { bytes: 1, imports: ["chunks/runtime-helpers.js"], dynamicImports: [], source: "islands/attribution/mount.ts" },
  },
};

describe("fileKinds", () => {
  const kinds = fileKinds(manifest);
  const url = (key: string): string => `http://127.0.0.1:4173/build/${key}`;

  it("counts as React the file warmReact imports and what only it imports, not the helpers boot shares", () => {
    expect(kinds.isReact(url("chunks/react-dom-part-B.js"))).toBe(true);
    expect(kinds.isReact(url("chunks/react.js"))).toBe(true);
    expect(kinds.isReact(url("chunks/runtime-helpers.js"))).toBe(false);
    expect(kinds.isReact(url("boot-A.js"))).toBe(false);
  });
});
