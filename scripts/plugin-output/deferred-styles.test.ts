/**
 * The deferred stylesheets' loader as the plugin prints it (wp-plugin/includes/first-paint-css.php,
 * docs/decisions/0039-first-paint.md): after the load event each `<noscript data-islet-deferred>`
 * becomes the link it holds, in its place, one in each task, so no single task inserts them all;
 * once every link has loaded or failed, it says so (src/dom/deferred-styles.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REPO_ROOT } from "../demo-store/paths";

/** The loader's code, read from the PHP that prints it (single-quoted JS inside a double-quoted PHP string). */
function printedLoader(): string {
  const php = readFileSync(path.join(REPO_ROOT, "wp-plugin/includes/first-paint-css.php"), "utf8");
  const code = /<script id=\\"islet-deferred-styles\\">(.*?)<\/script>/.exec(php)?.[1];
  if (!code || /["\\$]/.test(code)) throw new Error("the loader is not where the test reads it, or holds characters PHP would change");
  return code;
}

/**
 * A deferred stylesheet as the plugin prints it; its `<noscript>` holds the link as text, as in a
 * browser that runs scripts. A data: URL loads without a network in happy-dom; about:blank fails.
 */
function deferred(id: string, href = "data:text/css,"): HTMLElement {
  const holder = document.createElement("noscript");
  holder.setAttribute("data-islet-deferred", "");
  holder.textContent = `<link rel='stylesheet' id='${id}-css' href='${href}' media='all' />`;
  return holder;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
/** The loader's word that its links are in (each test waits for its own, so none hears another's). */
const loaderDone = (): Promise<unknown> => new Promise((resolve) => document.addEventListener("islet:deferred-styles", resolve, { once: true }));
const linkIds = (): string[] => Array.from(document.head.querySelectorAll("link"), (link) => link.id);

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("the deferred stylesheets' loader", () => {
  it("puts each link in its noscript's place, one in each task, in the page's order", async () => {
    const inline = Object.assign(document.createElement("style"), { id: "between" });
    document.head.append(deferred("first"), inline, deferred("second"), deferred("third"));
    expect(document.readyState).toBe("complete");
    const done = loaderDone();
    new Function(printedLoader())();
    expect(linkIds()).toEqual(["first-css"]);
    await nextTask();
    expect(linkIds()).toEqual(["first-css", "second-css"]);
    await nextTask();
    expect(linkIds()).toEqual(["first-css", "second-css", "third-css"]);
    expect(Array.from(document.head.children, (child) => child.id)).toEqual(["first-css", "between", "second-css", "third-css"]);
    expect(document.querySelectorAll("noscript[data-islet-deferred]")).toHaveLength(0);
    await done;
  });

  it("marks its script done and tells the document once, after the last link has loaded or failed", async () => {
    const loader = Object.assign(document.createElement("script"), { id: "islet-deferred-styles", type: "text/plain" });
    document.body.append(loader);
    document.head.append(deferred("first"), deferred("broken", "about:blank"), deferred("third"));
    const heard: string[] = [];
    const settled = (event: Event): void => {
      if (event.target instanceof HTMLLinkElement) heard.push(`${event.type} ${event.target.id}`);
    };
    document.addEventListener("load", settled, true);
    document.addEventListener("error", settled, true);
    document.addEventListener("islet:deferred-styles", () => heard.push(`done, marked: ${loader.hasAttribute("data-done")}`));
    // happy-dom reports the failed load on the console as well as by the link's error event.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    new Function(printedLoader())();
    await vi.waitFor(() => expect(heard).toHaveLength(4));
    reported.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.slice(0, 3).sort()).toEqual(["error broken-css", "load first-css", "load third-css"]);
    expect(heard.slice(3)).toEqual(["done, marked: true"]);
  });

  it("is done at once where no stylesheet was held back", () => {
    const loader = Object.assign(document.createElement("script"), { id: "islet-deferred-styles", type: "text/plain" });
    document.body.append(loader);
    new Function(printedLoader())();
    expect(loader.hasAttribute("data-done")).toBe(true);
  });
});
