// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AssetManifest } from "../../esbuild.config";
import { fileKinds } from "./file-kinds";

const manifest: Pick<AssetManifest, "boot" | "files" | "react"> = {
  boot: "boot-A.js",
  files: {
    "boot-A.js": { bytes: 1, imports: ["chunks/runtime-helpers.js"], dynamicImports: ["chunks/react-load-B.js", "chunks/mount-C.js"], source: "src/boot.ts" },
    "chunks/runtime-helpers.js": { bytes: 1, imports: [], dynamicImports: [] },
    "chunks/react-load-B.js": { bytes: 1, imports: ["chunks/runtime-helpers.js"], dynamicImports: [], source: "src/runtime/react-load.ts" },
    "chunks/mount-C.js": { bytes: 1, imports: ["chunks/runtime-helpers.js"], dynamicImports: [], source: "islands/countdown/mount.tsx" },
  },
  react: { version: "18.3.1", react: "vendor/react-18.3.1.min.js", reactDom: "vendor/react-dom-18.3.1.min.js" },
};

describe("fileKinds", () => {
  const kinds = fileKinds(manifest);
  const url = (key: string): string => `http://127.0.0.1:4173/wp-content/plugins/islet/assets/build/${key}?ver=1`;

  it("counts as React the plugin's copy, WordPress's react scripts and the loader warmReact imports", () => {
    expect(kinds.isReact(url("vendor/react-18.3.1.min.js"))).toBe(true);
    expect(kinds.isReact(url("vendor/react-dom-18.3.1.min.js"))).toBe(true);
    expect(kinds.isReact("http://store.example/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1")).toBe(true);
    expect(kinds.isReact("http://store.example/wp-includes/js/dist/vendor/react.js")).toBe(true);
    expect(kinds.isReact(url("chunks/react-load-B.js"))).toBe(true);
  });

  it("counts as ours the helpers boot shares, the islands' chunks and WordPress's other scripts", () => {
    expect(kinds.isReact(url("chunks/runtime-helpers.js"))).toBe(false);
    expect(kinds.isReact(url("chunks/mount-C.js"))).toBe(false);
    expect(kinds.isReact(url("boot-A.js"))).toBe(false);
    expect(kinds.isReact("http://store.example/wp-includes/js/dist/element.min.js")).toBe(false);
  });
});
