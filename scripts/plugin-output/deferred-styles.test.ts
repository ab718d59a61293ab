/**
 * The deferred stylesheets' loader as the plugin prints it (wp-plugin/includes/first-paint-css.php,
 * docs/decisions/0039-first-paint.md): after the load event each `<noscript data-islet-deferred>`
 * becomes the link it holds, in its place, one in each task, so no single task inserts them all.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../demo-store/paths";

/** The loader's code, read from the PHP that prints it (single-quoted JS inside a double-quoted PHP string). */
function printedLoader(): string {
  const php = readFileSync(path.join(REPO_ROOT, "wp-plugin/includes/first-paint-css.php"), "utf8");
  const code = /<script id=\\"islet-deferred-styles\\">(.*?)<\/script>/.exec(php)?.[1];
  if (!code || /["\\$]/.test(code)) throw new Error("the loader is not where the test reads it, or holds characters PHP would change");
  return code;
}

/** A deferred stylesheet as the plugin prints it; its `<noscript>` holds the link as text, as in a browser that runs scripts (a data: URL, which happy-dom loads without a network). */
function deferred(id: string): HTMLElement {
  const holder = document.createElement("noscript");
  holder.setAttribute("data-islet-deferred", "");
  holder.textContent = `<link rel='stylesheet' id='${id}-css' href='data:text/css,' media='all' />`;
  return holder;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const linkIds = (): string[] => Array.from(document.head.querySelectorAll("link"), (link) => link.id);

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the deferred stylesheets' loader", () => {
  it("puts each link in its noscript's place, one in each task, in the page's order", async () => {
    const inline = Object.assign(document.createElement("style"), { id: "between" });
    document.head.append(deferred("first"), inline, deferred("second"), deferred("third"));
    expect(document.readyState).toBe("complete");
    new Function(printedLoader())();
    expect(linkIds()).toEqual(["first-css"]);
    await nextTask();
    expect(linkIds()).toEqual(["first-css", "second-css"]);
    await nextTask();
    expect(linkIds()).toEqual(["first-css", "second-css", "third-css"]);
    expect(Array.from(document.head.children, (child) => child.id)).toEqual(["first-css", "between", "second-css", "third-css"]);
    expect(document.querySelectorAll("noscript[data-islet-deferred]")).toHaveLength(0);
  });
});
