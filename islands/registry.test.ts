import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../src/api/client";
import { renderIsland } from "../src/contract/markup";
import { routedFetch, testConfig } from "../src/testing/fixtures";
import { islandRegistry, PAGE_ISLAND_NAMES, PRODUCT_ISLAND_NAMES } from "./registry";
import { lazyRegistryParts, pageRegistry, productRegistry } from "./registry-parts";
import { pageIslands } from "./registry-pages";
import { productIslands } from "./registry-product";
import { createRuntime, STATE_ATTRIBUTE, type LazyIslands } from "../src/runtime/scan";
import { defineIsland, type RegisteredIsland } from "../src/runtime/types";

const context = { config: testConfig(), client: createClient(testConfig(), { fetch: routedFetch({}).fetch }) };

function island(name: string, mounted: string[]): RegisteredIsland {
  return defineIsland<Record<string, never>>({
    name,
    parseProps: () => ({ ok: true, value: {} }),
    load: async () => ({ mount: () => void mounted.push(name) }),
  });
}

const stateOf = (name: string): string | null =>
  document.querySelector(`[data-island="${name}"]`)?.getAttribute(STATE_ATTRIBUTE) ?? null;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the registry's parts", () => {
  it("names every lazily loaded island once, in one part only, and none of the first bundle's", () => {
    expect(productIslands.map((entry) => entry.name).sort()).toEqual([...PRODUCT_ISLAND_NAMES].sort());
    expect(pageIslands.map((entry) => entry.name).sort()).toEqual([...PAGE_ISLAND_NAMES].sort());
    const lazyNames = [...PRODUCT_ISLAND_NAMES, ...PAGE_ISLAND_NAMES];
    const first = new Set(islandRegistry.map((entry) => entry.name));
    expect(lazyNames.filter((name) => first.has(name))).toEqual([]);
    expect(new Set(lazyNames).size).toBe(lazyNames.length);
    expect(lazyRegistryParts).toEqual([productRegistry, pageRegistry]);
  });

  it("keeps in the first bundle only the islands of every page and the checkout's", () => {
    expect(islandRegistry.map((entry) => entry.name).sort()).toEqual(
      ["attribution", "cart-buttons", "countdown", "mini-cart", "order-bump", "popup", "search", "site-ui", "wishlist"].sort(),
    );
  });

  it("loads each part with the real entries", async () => {
    expect((await productRegistry.load()).map((entry) => entry.name)).toContain("gallery");
    expect((await pageRegistry.load()).map((entry) => entry.name)).toContain("listing-swatches");
  });
});

describe("a runtime with a lazily loaded part", () => {
  function lazyPart(mounted: string[]): LazyIslands & { calls: number } {
    const part = {
      names: ["gallery"],
      calls: 0,
      load: async () => {
        part.calls += 1;
        return [island("gallery", mounted)];
      },
    };
    return part;
  }

  it("never loads the part on a page without its islands", async () => {
    const mounted: string[] = [];
    const part = lazyPart(mounted);
    document.body.innerHTML = renderIsland({ name: "badge", version: 1, when: "load", props: {} });
    const runtime = createRuntime([island("badge", mounted)], context, [part]);
    runtime.scan();
    await runtime.settled();
    expect(part.calls).toBe(0);
    expect(mounted).toEqual(["badge"]);
  });

  it("loads the part once for all of its islands and mounts them", async () => {
    const mounted: string[] = [];
    const part = lazyPart(mounted);
    document.body.innerHTML = [1, 2].map(() => renderIsland({ name: "gallery", version: 1, when: "load", props: {} })).join("");
    const runtime = createRuntime([], context, [part]);
    runtime.scan();
    await runtime.settled();
    expect(part.calls).toBe(1);
    expect(mounted).toEqual(["gallery", "gallery"]);
  });

  it("still skips a name neither part knows, without loading the lazy one", async () => {
    const part = lazyPart([]);
    document.body.innerHTML = renderIsland({ name: "nope", version: 1, when: "load", props: {} });
    const runtime = createRuntime([], context, [part]);
    runtime.scan();
    await runtime.settled();
    expect(stateOf("nope")).toBe("skipped");
    expect(part.calls).toBe(0);
  });

  it("marks its islands as errors when the part fails to load, and the others still mount", async () => {
    const mounted: string[] = [];
    const failing: LazyIslands = { names: ["gallery"], load: () => Promise.reject(new Error("chunk failed")) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML =
      renderIsland({ name: "gallery", version: 1, when: "load", props: {} }) + renderIsland({ name: "badge", version: 1, when: "load", props: {} });
    const runtime = createRuntime([island("badge", mounted)], context, [failing]);
    runtime.scan();
    await runtime.settled();
    expect(stateOf("gallery")).toBe("error");
    expect(document.querySelector('[data-island="gallery"]')?.getAttribute("data-island-reason")).toBe("chunk failed");
    expect(mounted).toEqual(["badge"]);
  });

  it("says it is armed once the part's islands are pending with their arms in place, before any of them mounts", async () => {
    let arrive: () => void = () => undefined;
    const armedWith: string[] = [];
    const gallery = defineIsland<Record<string, never>>({
      name: "gallery",
      parseProps: () => ({ ok: true, value: {} }),
      load: async () => ({ mount: () => undefined }),
      arm: () => void armedWith.push("gallery"),
    });
    const slow: LazyIslands = { names: ["gallery"], load: () => new Promise((resolve) => (arrive = () => resolve([gallery]))) };
    document.body.innerHTML = renderIsland({ name: "gallery", version: 1, when: "interaction", props: {} });
    const runtime = createRuntime([], context, [slow]);
    runtime.scan();
    let armed = false;
    void runtime.armed().then(() => (armed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(armed).toBe(false);
    arrive();
    await runtime.armed();
    expect(armedWith).toEqual(["gallery"]);
    expect(stateOf("gallery")).toBe("pending");
  });

  it("says it is armed when the part fails too (its islands marked as errors)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing: LazyIslands = { names: ["gallery"], load: () => Promise.reject(new Error("chunk failed")) };
    document.body.innerHTML = renderIsland({ name: "gallery", version: 1, when: "load", props: {} });
    const runtime = createRuntime([], context, [failing]);
    runtime.scan();
    await runtime.armed();
    expect(stateOf("gallery")).toBe("error");
  });

  it("marks an island whose props reader throws as an error; the scan, the others and ready go on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const mounted: string[] = [];
    const throwing = defineIsland<Record<string, never>>({
      name: "gallery",
      parseProps: () => {
        throw new Error("reader broke");
      },
      load: async () => ({ mount: () => undefined }),
    });
    const part: LazyIslands = { names: ["gallery"], load: async () => [throwing] };
    document.body.innerHTML =
      renderIsland({ name: "gallery", version: 1, when: "load", props: {} }) + renderIsland({ name: "badge", version: 1, when: "load", props: {} });
    const runtime = createRuntime([island("badge", mounted)], context, [part]);
    runtime.scan();
    await runtime.armed();
    await runtime.settled();
    expect(stateOf("gallery")).toBe("error");
    expect(document.querySelector('[data-island="gallery"]')?.getAttribute("data-island-reason")).toBe("reader broke");
    expect(mounted).toEqual(["badge"]);
  });

  it("loads, of several parts, only the ones whose islands the page has, each once", async () => {
    const mounted: string[] = [];
    const loads: string[] = [];
    const partOf = (name: string): LazyIslands => ({
      names: [name],
      load: async () => {
        loads.push(name);
        return [island(name, mounted)];
      },
    });
    document.body.innerHTML = [1, 2].map(() => renderIsland({ name: "notices", version: 1, when: "load", props: {} })).join("");
    const runtime = createRuntime([], context, [partOf("gallery"), partOf("notices")]);
    runtime.scan();
    await runtime.settled();
    expect(loads).toEqual(["notices"]);
    expect(mounted).toEqual(["notices", "notices"]);
  });
});
