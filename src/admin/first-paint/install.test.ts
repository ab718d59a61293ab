// happy-dom would fetch the stylesheets of the documents DOMParser makes (a browser does not).
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseFirstPaintConfig } from "./config";
import { css, ENDPOINT, fakeStore, html, json, KEY_A, ORIGIN, storePage } from "./fake-store";
import { installFirstPaintBuilder, type InstalledBuilder } from "./install";

const SHEET = `${ORIGIN}/style.css`;
const PAGE = `${ORIGIN}/product/hoodie/`;

function adminPage(auto: boolean): void {
  const jobs = JSON.stringify({ endpoint: ENDPOINT, nonce: "abc", jobs: [{ type: "product", urls: [PAGE] }], auto });
  document.body.innerHTML = [
    `<script type="application/json" id="islet-first-paint-jobs">${jobs}</script>`,
    '<form><div data-islet-first-paint-row="product"><span data-islet-first-paint-status></span></div>',
    "<button type=submit data-islet-first-paint-build><span>Build now</span></button></form>",
  ].join("");
}

function store(): ReturnType<typeof fakeStore> {
  return fakeStore({
    [PAGE]: html(storePage({ meta: `product ${KEY_A}`, sheets: { "theme-main": SHEET }, body: '<div class="used"></div>' })),
    [SHEET]: css(".used{color:green}"),
    [ENDPOINT]: json({ stored: true, bytes: 2048 }),
  });
}

async function runState(): Promise<string | null> {
  await vi.waitFor(() => expect(document.documentElement.getAttribute("data-islet-first-paint-state")).toMatch(/done|failed/));
  return document.documentElement.getAttribute("data-islet-first-paint-state");
}

let builder: InstalledBuilder | null = null;

function install(): InstalledBuilder {
  builder = installFirstPaintBuilder(window, { timeoutMs: 1000, render: async (pages) => [...pages] });
  return builder;
}

afterEach(() => {
  builder?.uninstall();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-islet-first-paint-state");
});

describe("parseFirstPaintConfig", () => {
  it("reads PHP's JSON and refuses what is not its shape", () => {
    const text = JSON.stringify({ endpoint: ENDPOINT, nonce: "n", jobs: [{ type: "shop", urls: [PAGE, 3] }, { type: "", urls: [] }, null], auto: true });
    expect(parseFirstPaintConfig(text)).toEqual({ endpoint: ENDPOINT, nonce: "n", jobs: [{ type: "shop", urls: [PAGE] }], auto: true });
    expect(parseFirstPaintConfig("{")).toBeNull();
    expect(parseFirstPaintConfig(JSON.stringify({ endpoint: ENDPOINT, jobs: [] }))).toBeNull();
  });
});

describe("installFirstPaintBuilder", () => {
  it("with auto, builds by itself once the page has loaded", async () => {
    adminPage(true);
    const requests = store();
    install();
    expect(await runState()).toBe("done");
    expect(requests.map((request) => request.url)).toEqual([PAGE, SHEET, ENDPOINT]);
    expect(document.querySelector("[data-islet-first-paint-status]")?.textContent).toBe("Built: 2.0 KB");
  });

  it("with auto on a page still loading, waits for its load and then for an idle moment", async () => {
    adminPage(true);
    const requests = store();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const idle = vi.fn((task: () => void) => setTimeout(task, 0));
    vi.stubGlobal("requestIdleCallback", idle);
    install();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(await runState()).toBe("done");
  });

  it("without auto, builds only at a press of the button, which does not submit the settings form, and not twice at once", async () => {
    adminPage(false);
    const requests = store();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    install();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    const button = document.querySelector<HTMLButtonElement>("[data-islet-first-paint-build]");
    button?.querySelector("span")?.click();
    expect(button?.disabled).toBe(true);
    button?.click();
    expect(await runState()).toBe("done");
    expect(button?.disabled).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.url === ENDPOINT)).toHaveLength(1);
  });

  it("does nothing on a page without jobs", async () => {
    const requests = store();
    await install().start();
    expect(requests).toEqual([]);
    expect(document.documentElement.hasAttribute("data-islet-first-paint-state")).toBe(false);
  });
});
