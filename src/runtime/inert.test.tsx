import { afterEach, describe, expect, it } from "vitest";
import { version } from "react";
import { createRoot, type Root } from "react-dom/client";
import { rendered } from "../testing/react";
import { inertProps } from "./inert";

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = "";
});

describe("inertProps", () => {
  it("prints inert on the React the page has, and takes it off again", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    await rendered(() => root?.render(<section {...inertProps(true)}>bar</section>));
    expect(host.querySelector("section")?.hasAttribute("inert")).toBe(true);
    await rendered(() => root?.render(<section {...inertProps(false)}>bar</section>));
    expect(host.querySelector("section")?.hasAttribute("inert")).toBe(false);
  });

  it("is a string for React 18, which drops booleans of attributes it does not know, a boolean for 19", () => {
    expect(inertProps(false)).toEqual({});
    expect(inertProps(true)).toEqual({ inert: Number.parseInt(version, 10) >= 19 ? true : "" });
  });
});
