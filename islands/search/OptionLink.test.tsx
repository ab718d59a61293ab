import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { navigation } from "../../src/bridge/navigate";
import { rendered } from "../../src/testing/react";
import { OptionLink } from "./OptionLink";
import type { SearchOption } from "./options";

const ORIGIN = "http://127.0.0.1:8881";
const originalLocation = window.location.href;
let root: Root | null = null;

async function show(option: SearchOption): Promise<HTMLElement> {
  const list = document.createElement("ul");
  document.body.append(list);
  root = createRoot(list);
  await rendered(() => root?.render(<OptionLink option={option} id="o1" active={false} />));
  const shown = list.querySelector<HTMLElement>('[role="option"]');
  if (!shown) throw new Error("no option");
  return shown;
}

beforeEach(() => {
  Object.defineProperty(window, "location", { value: new URL(`${ORIGIN}/`), configurable: true, writable: true });
});
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  Object.defineProperty(window, "location", { value: new URL(originalLocation), configurable: true, writable: true });
});

describe("a suggestion's option", () => {
  it("is a link to the store's own address", async () => {
    const option = await show({ kind: "view-all", key: "all", url: "/?s=hood", label: "View all" });
    expect(option.tagName).toBe("A");
    expect(option.getAttribute("href")).toBe(`${ORIGIN}/?s=hood`);
    expect(option.className).toBe("islet-search-option commercekit-ajs-view-all islet-search-view-all");
  });

  it.each(["https://evil.example/product/hoodie/", "javascript:alert(1)", "//evil.example/"])("is no link for %s, and a click goes nowhere", async (url) => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
    const option = await show({ kind: "view-all", key: "all", url, label: "View all" });
    expect(option.hasAttribute("href")).toBe(false);
    expect(option.textContent).toBe("View all");
    option.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
  });
});
