import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { encodeScriptJson, renderIsland } from "./markup";

const goldenDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/contract");

interface GoldenCase {
  name: string;
  island: Parameters<typeof renderIsland>[0];
  html: string;
}

describe("island markup", () => {
  it("encodes JSON for script tags as PHP's JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES", () => {
    expect(encodeScriptJson({ name: "</script><b>&amp;", url: "/a/b", "é": "€" })).toBe(
      '{"name":"\\u003C/script\\u003E\\u003Cb\\u003E\\u0026amp;","url":"/a/b","\\u00e9":"\\u20ac"}',
    );
  });

  it("cannot be broken out of by hostile props or names", () => {
    const html = renderIsland({ name: 'x" onclick="alert(1)', version: 1, when: "load", props: { t: "</script><img src=x onerror=alert(1)>" } });
    const doc = new DOMParser().parseFromString(html, "text/html");
    const island = doc.querySelector("[data-island]");
    expect(island?.getAttribute("onclick")).toBeNull();
    expect(doc.querySelector("img")).toBeNull();
    expect(JSON.parse(island?.querySelector("script")?.textContent ?? "")).toEqual({ t: "</script><img src=x onerror=alert(1)>" });
  });

  it("prints exactly the golden markup the PHP helper must print too", () => {
    const cases = JSON.parse(readFileSync(path.join(goldenDir, "islands.json"), "utf8")) as GoldenCase[];
    expect(cases.length).toBeGreaterThan(0);
    for (const golden of cases) expect(renderIsland(golden.island), golden.name).toBe(golden.html);
  });
});
