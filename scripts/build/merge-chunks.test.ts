import { describe, expect, it } from "vitest";
import type { Metafile } from "esbuild";
import { companionChunks, planMerges, type SharedChunk } from "./merge-chunks";

const chunk = (file: string, bytes: number, users: string[], modules = [`src/${file}.ts`], late = false): SharedChunk => ({ file, bytes, users: new Set(users), modules, late });
const noEager = new Set<string>();
const noFirstLoad = new Set<string>();

describe("small shared chunks join a bigger one", () => {
  it("sends a small chunk to the chunk whose users include all of its users, with the fewest besides", () => {
    const small = chunk("small", 300, ["gallery", "sticky"]);
    const near = chunk("near", 9000, ["gallery", "sticky", "waitlist"]);
    const far = chunk("far", 12_000, ["gallery", "sticky", "waitlist", "lightbox", "search"]);
    expect(planMerges([small, near, far], noFirstLoad, noEager)).toEqual([{ host: "near", entries: near.users, modules: ["src/small.ts"] }]);
  });

  it("follows a host that is small itself to where it goes", () => {
    const tiny = chunk("tiny", 100, ["a"]);
    const small = chunk("small", 500, ["a", "b"]);
    const big = chunk("big", 9000, ["a", "b", "c"]);
    // Equal users (a host that is a guest of its own guest) must not loop.
    const twin = chunk("twin", 600, ["a", "b"]);
    expect(planMerges([tiny, small, twin, big], noFirstLoad, noEager)).toEqual([{ host: "big", entries: big.users, modules: ["src/tiny.ts", "src/small.ts", "src/twin.ts"] }]);
  });

  it("pairs small chunks that share users when neither has a host", () => {
    const one = chunk("one", 300, ["a", "b"]);
    const two = chunk("two", 400, ["b", "c"]);
    const apart = chunk("apart", 200, ["d"]);
    expect(planMerges([one, two, apart], noFirstLoad, noEager)).toEqual([{ host: "one", entries: new Set(["a", "b", "c"]), modules: ["src/one.ts", "src/two.ts"] }]);
  });

  it("gives an eager entry no code it did not load, as host or as partner", () => {
    const small = chunk("small", 300, ["gallery"]);
    const host = chunk("host", 9000, ["gallery", "registry-pages"]);
    const partner = chunk("partner", 300, ["gallery", "registry-pages"]);
    expect(planMerges([small, host, partner], noFirstLoad, new Set(["registry-pages"]))).toEqual([{ host: "host", entries: host.users, modules: ["src/partner.ts"] }]);
  });

  it("joins first-load chunks only with each other, and never lets others into the first load", () => {
    const atom = chunk("atom", 900, ["boot", "gallery"]);
    const spine = chunk("spine", 38_000, ["boot", "gallery", "search"]);
    const lazy = chunk("lazy", 300, ["gallery"]);
    const merges = planMerges([atom, spine, lazy], new Set(["atom", "spine"]), noEager);
    expect(merges).toEqual([{ host: "spine", entries: spine.users, modules: ["src/atom.ts"] }]);
  });

  it("lets a tiny chunk an eager entry loads join the first load, whose users then include the chunk's", () => {
    const spine = chunk("spine", 38_000, ["boot", "popup", "registry-pages"]);
    const motion = chunk("motion", 208, ["popup", "registry-pages", "accordions"]);
    const lazyTiny = chunk("lazy-tiny", 200, ["sticky", "waitlist"]);
    const eagerSmall = chunk("eager-small", 300, ["popup", "registry-pages"]);
    expect(planMerges([motion, lazyTiny, eagerSmall, spine], new Set(["spine"]), new Set(["popup", "registry-pages"]))).toEqual([
      { host: "spine", entries: new Set(["boot", "popup", "registry-pages", "accordions"]), modules: ["src/motion.ts"] },
    ]);
  });

  it("never joins code that runs only once React is there with code that may run before", () => {
    const plain = chunk("plain", 300, ["gallery"]);
    const react = chunk("react", 5000, ["gallery", "popup"], ["src/runtime/react.tsx"], true);
    const lateSmall = chunk("late-small", 300, ["gallery", "popup"], ["src/dom/focus.ts"], true);
    expect(planMerges([plain, react, lateSmall], noFirstLoad, noEager)).toEqual([{ host: "react", entries: react.users, modules: ["src/dom/focus.ts"] }]);
  });

  it("leaves big chunks, and chunks without a module to anchor (esbuild's helpers)", () => {
    const helpers = chunk("helpers", 600, ["a", "b"], []);
    const big = chunk("big", 9000, ["a"]);
    const host = chunk("host", 20_000, ["a", "b"]);
    expect(planMerges([helpers, big, host], noFirstLoad, noEager)).toEqual([]);
  });
});

describe("the chunks always loaded with an entry", () => {
  it("lets an eager entry take code of a chunk that is always loaded with it", () => {
    const focus = chunk("focus", 800, ["popup", "drawer"]);
    const pagesShared = chunk("pages-shared", 3000, ["registry-pages", "popup", "search"]);
    const eager = new Set(["registry-pages", "popup"]);
    expect(planMerges([focus, pagesShared], noFirstLoad, eager)).toEqual([]);
    // The popup is imported only by the pages part, whose chunks are there before it.
    const companions = new Map([["popup", new Set(["pages-shared"])], ["registry-pages", new Set(["focus"])]]);
    expect(planMerges([focus, pagesShared], noFirstLoad, eager, companions)).toEqual([
      { host: "focus", entries: new Set(["popup", "drawer", "registry-pages", "search"]), modules: ["src/focus.ts", "src/pages-shared.ts"] },
    ]);
  });

  const output = (imports: Array<[string, "import-statement" | "dynamic-import"]>, entryPoint?: string): Metafile["outputs"][string] => ({
    bytes: 100,
    inputs: {},
    exports: [],
    imports: imports.map(([path, kind]) => ({ path, kind })),
    ...(entryPoint ? { entryPoint } : {}),
  });

  it("are what every dynamic importer loads before it, and what a declared partner loads", () => {
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        "boot.js": output([["core.js", "import-statement"]], "boot.ts"),
        "core.js": output([["pages.js", "dynamic-import"], ["product.js", "dynamic-import"], ["group.js", "dynamic-import"], ["drawer.js", "dynamic-import"]]),
        "pages.js": output([["pages-shared.js", "import-statement"], ["core.js", "import-statement"], ["popup.js", "dynamic-import"], ["drawer.js", "dynamic-import"]], "registry-pages.ts"),
        "pages-shared.js": output([]),
        "product.js": output([["core.js", "import-statement"]], "registry-product.ts"),
        "group.js": output([["group-shared.js", "import-statement"]], "load-group-product.ts"),
        "group-shared.js": output([]),
        "popup.js": output([["core.js", "import-statement"]], "popup/mount.ts"),
        "drawer.js": output([], "mini-cart/mount.tsx"),
      },
    };
    const companions = companionChunks(metafile, new Map([["registry-product.ts", ["load-group-product.ts"]]]));
    expect(companions.get("popup/mount.ts")).toEqual(new Set(["pages.js", "pages-shared.js", "core.js"]));
    // Imported by the core and by the pages part: only what both load before it.
    expect(companions.get("mini-cart/mount.tsx")).toEqual(new Set(["core.js"]));
    expect(companions.get("registry-product.ts")).toEqual(new Set(["core.js", "group.js", "group-shared.js"]));
    expect(companions.has("boot.ts")).toBe(false);
  });
});
