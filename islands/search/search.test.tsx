import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { navigation } from "../../src/bridge/navigate";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { NONCE_COOKIE, setNonceSource } from "../../src/stores/nonce";
import { capturedJson, htmlResponse, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { installClientNonce } from "../../src/testing/nonce";
import { rendered } from "../../src/testing/react";
import { SEARCH_DEBOUNCE_MS } from "./controller";
import { searchIsland } from "./index";
import { MIN_POPUP_MAX_HEIGHT } from "./SearchBox";

const ORIGIN = "http://127.0.0.1:8881";
const originalLocation = window.location.href;
const PRODUCTS = capturedJson("04-commercekit_ajax_search-product");
const POSTS = capturedJson("05-commercekit_ajax_search-post");
const NO_RESULT = capturedJson("06-commercekit_ajax_search-product-noresult");
const BAD_NONCE = capturedJson("07-commercekit_ajax_search-product-badnonce");
const PROPS = {
  minChars: 3,
  otherResults: true,
  showTotals: true,
  texts: { noResults: "No product suggestions", otherResults: "Other results", viewAll: "View all product results", noOther: "No other results", otherAll: "View all other results" },
};

let runtime: Runtime | null = null;
let cookies = new Map<string, string>();

const field = (): HTMLInputElement => {
  const input = document.querySelector<HTMLInputElement>("#woocommerce-product-search-field-0");
  if (!input) throw new Error("no search field");
  return input;
};
const options = (): string[] => Array.from(document.querySelectorAll('[role="option"]')).map((option) => option.textContent ?? "");
const popup = (): HTMLElement | null => document.querySelector(".islet-search-results");
const optionElements = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));

async function mount(routes: Record<string, Responder>, nonce: string | null = "n1") {
  loadCapturedBody("home.html");
  const widget = document.querySelector(".site-search .widget_product_search");
  if (!widget) throw new Error("no search widget");
  wrapInIsland(widget, "search", { when: "load", props: PROPS });
  const recorded = routedFetch({ commercekit_get_nonce: () => jsonResponse({ status: 1, nonce, state: 0 }), ...routes });
  const config = testConfig({ ckSearch: { productUrl: `${ORIGIN}/?cgkit_ajax_search_product=1`, postUrl: `${ORIGIN}/?cgkit_ajax_search_post=1` } });
  const client = createClient(config, { fetch: recorded.fetch });
  cookies = installClientNonce(client);
  runtime = createRuntime([searchIsland], { config, client });
  runtime.scan();
  await runtime.settled();
  return recorded;
}

/** Types `value` as a shopper would (one input event), then lets the debounce and the answers pass. */
async function type(value: string): Promise<void> {
  field().focus();
  field().value = value;
  field().dispatchEvent(new Event("input", { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 20));
  await rendered();
}
const key = (name: string): KeyboardEvent => {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
  field().dispatchEvent(event);
  return event;
};

beforeEach(() => {
  Object.defineProperty(window, "location", { value: new URL(`${ORIGIN}/`), configurable: true, writable: true });
});
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  setNonceSource(null);
  vi.restoreAllMocks();
  Object.defineProperty(window, "location", { value: new URL(originalLocation), configurable: true, writable: true });
});

describe("the header search", () => {
  it("makes the field a combobox and asks nothing, not even the nonce, below 3 characters", async () => {
    const { calls } = await mount({});
    expect(field().getAttribute("role")).toBe("combobox");
    expect(field().getAttribute("aria-autocomplete")).toBe("list");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    await type("ho");
    expect(calls).toEqual([]);
    expect(popup()?.hidden).toBe(true);
  });

  it("shows products, their View all with the total, then Other results; sends the counts", async () => {
    const { calls } = await mount({
      cgkit_ajax_search_product: () => jsonResponse(PRODUCTS),
      cgkit_ajax_search_post: () => jsonResponse(POSTS),
      commercekit_search_counts: () => jsonResponse({ status: 1, message: "" }),
    });
    await type("hoo");
    expect(calls.map((call) => call.url)).toEqual([
      expect.stringContaining("commercekit_get_nonce"),
      `${ORIGIN}/?cgkit_ajax_search_product=1&query=hoo&commercekit_nonce=n1`,
      `${ORIGIN}/?cgkit_ajax_search_post=1&query=hoo&commercekit_nonce=n1`,
      "/?commercekit-ajax=commercekit_search_counts&query=hoo&no_result=0&commercekit_nonce=n1",
    ]);
    expect(cookies.get(NONCE_COOKIE)).toBe("n1");
    const shown = options();
    expect(shown[0]).toContain("Hoodie");
    expect(shown).toContain("View all product results (2)");
    expect(document.querySelector('[role="group"]')?.getAttribute("aria-label")).toBe("Other results");
    expect(shown.at(-1)).toMatch(/^View all other results \(\d+\)$/);
    expect(field().getAttribute("aria-expanded")).toBe("true");
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ suggestions available\.$/);
    expect(Number.parseFloat(popup()?.style.maxHeight ?? "0")).toBeGreaterThanOrEqual(MIN_POPUP_MAX_HEIGHT);
  });

  it("moves through the options with the arrows, opens the active one with Enter, closes with Escape", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(PRODUCTS), cgkit_ajax_search_post: () => jsonResponse(POSTS) });
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
    await type("hoo");
    expect(key("ArrowDown").defaultPrevented).toBe(true);
    await rendered();
    const first = document.querySelector('[role="option"]');
    expect(field().getAttribute("aria-activedescendant")).toBe(first?.id);
    expect(first?.getAttribute("aria-selected")).toBe("true");
    key("ArrowUp");
    await rendered();
    expect(field().getAttribute("aria-activedescendant")).toBe(document.querySelectorAll('[role="option"]').item(options().length - 1).id);
    key("ArrowDown");
    await rendered();
    expect(key("Enter").defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/product/hoodie/?cgkit_search_word=hood`);
    expect(assign).toHaveBeenCalledWith(first?.getAttribute("href"));
    expect(key("Escape").defaultPrevented).toBe(true);
    await rendered();
    expect(popup()?.hidden).toBe(true);
    expect(field().value).toBe("hoo");
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("makes every option a link to its own address on the store, out of the Tab order", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(PRODUCTS), cgkit_ajax_search_post: () => jsonResponse(POSTS) });
    await type("hoo");
    const links = optionElements();
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      expect(link).toBeInstanceOf(HTMLAnchorElement);
      expect(link.getAttribute("href")).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(link.getAttribute("tabindex")).toBe("-1");
    }
    expect(links[0]?.getAttribute("href")).toBe(`${ORIGIN}/product/hoodie/?cgkit_search_word=hood`);
    expect(links[0]?.className).toBe("islet-search-option commercekit-ajs-product");
    const viewAll = links.find((link) => link.textContent?.startsWith("View all product results"));
    expect(viewAll?.getAttribute("href")).toBe(`${ORIGIN}/?s=hood&post_type=product`);
    expect(viewAll?.classList.contains("islet-search-view-all")).toBe(true);
  });

  it("leaves out a suggestion or View all that leads off the store or runs script", async () => {
    const foreign = (href: string, title: string) => ({ data: `<a href="${href}" class="commercekit-ajs-product"><div class="commercekit-ajs-product-title">${title}</div></a>`, url: href });
    const answer = {
      suggestions: [foreign("https://evil.example/product/hoodie/", "Evil"), foreign("javascript:alert(1)", "Script"), foreign(`${ORIGIN}/product/cap/`, "Cap")],
      view_all_link: "https://evil.example/?s=hoo",
      result_total: 3,
    };
    await mount({ cgkit_ajax_search_product: () => jsonResponse(answer), cgkit_ajax_search_post: () => jsonResponse(NO_RESULT) });
    await type("hoo");
    expect(options()).toEqual(["Cap"]);
    expect(Array.from(popup()?.querySelectorAll("a[href]") ?? []).map((link) => link.getAttribute("href"))).toEqual([`${ORIGIN}/product/cap/`]);
  });

  it("follows a plain click itself and leaves a modified or other-button click to the browser", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(PRODUCTS), cgkit_ajax_search_post: () => jsonResponse(POSTS) });
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
    await type("hoo");
    const link = optionElements()[0];
    if (!link) throw new Error("no option");
    const press = (type: "mousedown" | "click", init: MouseEventInit): boolean =>
      !link.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(press("click", init), JSON.stringify(init)).toBe(false);
    }
    expect(press("mousedown", { button: 1 })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    // A plain press keeps the focus in the field (the list stays open), then the click navigates.
    expect(press("mousedown", { button: 0 })).toBe(true);
    expect(press("click", { button: 0 })).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/product/hoodie/?cgkit_search_word=hood`);
  });

  it("keeps the list open and the focus in the field when a press focuses a suggestion's link", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(PRODUCTS), cgkit_ajax_search_post: () => jsonResponse(POSTS) });
    await type("hoo");
    await rendered(() => key("ArrowDown"));
    const active = field().getAttribute("aria-activedescendant");
    expect(active).toBe(optionElements()[0]?.id);
    await rendered(() => optionElements()[1]?.focus());
    expect(document.activeElement).toBe(field());
    expect(popup()?.hidden).toBe(false);
    expect(field().getAttribute("aria-activedescendant")).toBe(active);
    await rendered(() => field().blur());
    expect(popup()?.hidden).toBe(true);
  });

  it("lets Enter submit the form when no option is active", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(PRODUCTS), cgkit_ajax_search_post: () => jsonResponse(POSTS) });
    await type("hoo");
    expect(key("Enter").defaultPrevented).toBe(false);
  });

  it("says the configured no-results texts", async () => {
    await mount({ cgkit_ajax_search_product: () => jsonResponse(NO_RESULT), cgkit_ajax_search_post: () => jsonResponse({ suggestions: [], view_all_link: "/?s=zzzq", result_total: 0 }) });
    await type("zzzq");
    expect(options()).toEqual([]);
    expect(Array.from(document.querySelectorAll(".islet-search-note")).map((note) => note.textContent)).toEqual(["No product suggestions", "No other results"]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe("No product suggestions No other results");
  });

  it("shows a hostile term and hostile answers as text, never as markup", async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const answer = { suggestions: [{ value: hostile, data: `<a href="${ORIGIN}/p/" class="commercekit-ajs-product"><div class="commercekit-ajs-product-title">&lt;img src=x onerror=alert(1)&gt;</div></a>` }], view_all_link: `${ORIGIN}/?s=x`, result_total: 1 };
    const { calls } = await mount({ cgkit_ajax_search_product: () => jsonResponse(answer), cgkit_ajax_search_post: () => jsonResponse(NO_RESULT) });
    await type(hostile);
    expect(calls[1]?.url).toContain(`query=${encodeURIComponent(hostile)}`);
    expect(options()[0]).toBe("<img src=x onerror=alert(1)>");
    expect(popup()?.querySelector("img[onerror]")).toBeNull();
  });

  it("forgets a refused nonce and asks once more with a fresh one", async () => {
    let nonces = 0;
    const { calls } = await mount({
      commercekit_get_nonce: () => jsonResponse({ status: 1, nonce: `n${(nonces += 1)}`, state: 0 }),
      cgkit_ajax_search_product: (call) => jsonResponse(call.url.includes("nonce=n2") ? PRODUCTS : BAD_NONCE),
      cgkit_ajax_search_post: (call) => (call.url.includes("nonce=n2") ? jsonResponse(POSTS) : jsonResponse({ suggestions: [] }, 403)),
    });
    await type("hoo");
    await rendered();
    expect(nonces).toBe(2);
    expect(options()[0]).toContain("Hoodie");
    expect(calls.filter((call) => call.url.includes("cgkit_ajax_search_product"))).toHaveLength(2);
  });

  it.each([
    ["500", () => htmlResponse("<p>critical error</p>", 500)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>")],
    ["malformed JSON", () => new Response('{"suggestions":[', { headers: { "Content-Type": "application/json" } })],
  ])("shows nothing and keeps the form working when the search answers %s", async (_label, answer: Responder) => {
    await mount({ cgkit_ajax_search_product: answer, cgkit_ajax_search_post: answer });
    await type("hoo");
    expect(options()).toEqual([]);
    expect(popup()?.hidden).toBe(true);
    expect(key("Enter").defaultPrevented).toBe(false);
  });

  it("does nothing while no nonce can be had", async () => {
    const { calls } = await mount({}, null);
    await type("hoo");
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.url.includes("commercekit_get_nonce"))).toBe(true);
    expect(popup()?.hidden).toBe(true);
  });
});
