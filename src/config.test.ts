import { describe, expect, it } from "vitest";
import { testConfig } from "./testing/fixtures";

describe("the page config's React sources (docs/decisions/0035-one-react.md)", () => {
  it("reads the version and the two URLs", () => {
    const react = { version: "18.3.1", react: "/wp-includes/js/dist/vendor/react.min.js?ver=18.3.1", reactDom: "/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1" };
    expect(testConfig({ react }).react).toEqual(react);
  });

  it("is null when the page names none, or names them half", () => {
    expect(testConfig().react).toBeNull();
    expect(testConfig({ react: null }).react).toBeNull();
    expect(testConfig({ react: { version: "18.3.1", react: "/react.js" } }).react).toBeNull();
    expect(testConfig({ react: { version: "", react: "/react.js", reactDom: "/react-dom.js" } }).react).toBeNull();
    expect(testConfig({ react: "/react.js" }).react).toBeNull();
  });
});
