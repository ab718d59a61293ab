import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { setNonceSource } from "../../src/stores/nonce";
import { appendIsland } from "../../src/testing/islands";
import { installClientNonce } from "../../src/testing/nonce";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { WISHLIST_COOKIE } from "./arm";
import { RENDERED_FOR_ACCOUNT, renderedForKey } from "./rendered-for";
import { POPUP_MS } from "./popup";
import { wishlistIsland } from "./index";

let runtime: Runtime | null = null;

const get = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const popupText = (): string | null => {
  const popup = document.getElementById("commercekit-wishlist-popup");
  return popup && popup.style.display !== "none" ? popup.textContent : null;
};
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

async function mount(page: string, routes: Record<string, Responder>, options: { cookie?: string; nonces?: string[]; renderedFor?: string } = {}) {
  loadCapturedBody(page);
  document.cookie = `${WISHLIST_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  if (options.cookie) document.cookie = `${WISHLIST_COOKIE}=${options.cookie}; path=/`;
  const island = appendIsland("wishlist", { when: "interaction", props: options.renderedFor === undefined ? {} : { renderedFor: options.renderedFor } });
  // The plugin prints CommerceKit's popup inside the island (wp-plugin/includes/site.php).
  island.insertAdjacentHTML("beforeend", '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div>');
  const nonces = [...(options.nonces ?? ["d99608d53e"])];
  const recorded = routedFetch({
    commercekit_get_nonce: () => jsonResponse({ status: 1, nonce: nonces.shift() ?? "last", state: 0 }),
    get_refreshed_fragments: () => jsonResponse(capturedJson("30-get_refreshed_fragments-with-items")),
    ...routes,
  });
  const config = testConfig();
  const client = createClient(config, { fetch: recorded.fetch });
  installClientNonce(client);
  runtime = createRuntime([wishlistIsland], { config, client });
  runtime.scan();
  await settle();
  return { ...recorded, island };
}
const bodyOf = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  setNonceSource(null);
  vi.useRealTimers();
  document.cookie = `${WISHLIST_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe("wishlist on a first visit", () => {
  it("loads nothing and asks nothing until a wishlist link is used", async () => {
    const { calls, island } = await mount("shop.html", {});
    expect(calls).toEqual([]);
    expect(island.getAttribute("data-island-state")).not.toBe("mounted");
  });
});

describe("saving and removing", () => {
  it("saves the Hoodie with its button's type (page) and the nonce, swaps in the store's link and shows its message", async () => {
    const { calls } = await mount("product-variable-hoodie.html", {
      commercekit_save_wishlist: () => jsonResponse(capturedJson("39-commercekit_save_wishlist-full")),
    });
    const save = get<HTMLAnchorElement>(".commercekit-wishlist.full .commercekit-save-wishlist");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    save.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(get(".commercekit-wishlist.full").querySelector(".commercekit-browse-wishlist")).not.toBeNull());
    const sent = calls.find((call) => call.url.endsWith("commercekit_save_wishlist"));
    // CommerceKit's script sends the button's data-type; "page" gets the "Browse wishlist" text back.
    expect(bodyOf(sent?.body ?? "")).toEqual({ product_id: "25", type: "page", commercekit_nonce: "d99608d53e" });
    expect(get(".commercekit-wishlist.full a").getAttribute("href")).toBe("http://127.0.0.1:8881/wishlist/");
    expect(popupText()).toBe("Product added");
    expect(get("#commercekit-wishlist-popup").getAttribute("role")).toBe("status");
  });

  it("hides the message after 2 s", async () => {
    await mount("shop.html", { commercekit_save_wishlist: () => jsonResponse(capturedJson("40-commercekit_save_wishlist-mini")) });
    get('.commercekit-wishlist.mini[data-product-id="61"] a').dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(popupText()).toBe("Product added"));
    await new Promise((resolve) => setTimeout(resolve, POPUP_MS - 200));
    expect(popupText()).toBe("Product added");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(popupText()).toBeNull();
  });

  it("blocks a second press while the first is processing", async () => {
    const answers: ((response: Response) => void)[] = [];
    const { calls } = await mount("shop.html", {
      commercekit_save_wishlist: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const save = get('.commercekit-wishlist.mini[data-product-id="61"] a');
    save.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(save.classList.contains("processing")).toBe(true);
    expect(save.getAttribute("aria-disabled")).toBe("true");
    save.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await settle();
    expect(calls.filter((call) => call.url.endsWith("commercekit_save_wishlist"))).toHaveLength(1);
    answers[0]?.(jsonResponse(capturedJson("40-commercekit_save_wishlist-mini")));
    await vi.waitFor(() => expect(get('.commercekit-wishlist.mini[data-product-id="61"] .commercekit-browse-wishlist')).not.toBeNull());
  });

  it("removes with the store's answer (43), and asks once more with a fresh nonce after a 403", async () => {
    const { calls } = await mount(
      "product-variable-hoodie.html",
      {
        commercekit_remove_wishlist: (call) =>
          bodyOf(call.body).commercekit_nonce === "fresh" ? jsonResponse(capturedJson("43-commercekit_remove_wishlist-full")) : htmlResponse("-1", 403),
      },
      { nonces: ["stale", "fresh"] },
    );
    const wrapper = get(".commercekit-wishlist.full");
    wrapper.innerHTML = '<a href="#" class="commercekit-remove-wishlist" data-product-id="25" title="Wishlist">Remove</a>';
    get(".commercekit-remove-wishlist").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(wrapper.querySelector(".commercekit-save-wishlist")).not.toBeNull());
    expect(calls.filter((call) => call.url.endsWith("commercekit_remove_wishlist")).map((call) => bodyOf(call.body).commercekit_nonce)).toEqual(["stale", "fresh"]);
    expect(popupText()).toBe("Product removed");
  });

  it.each([
    ["500", () => htmlResponse("<p>critical error</p>", 500)],
    ["malformed JSON", () => new Response('{"status":', { headers: { "Content-Type": "application/json" } })],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><p>x</p>")],
  ])("keeps the button and says so when the save answers %s", async (_label, answer: Responder) => {
    await mount("shop.html", { commercekit_save_wishlist: answer });
    const save = get('.commercekit-wishlist.mini[data-product-id="61"] a');
    save.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(popupText()).toBe("Sorry, the wishlist could not be updated. Please try again."));
    expect(save.isConnected).toBe(true);
    expect(save.classList.contains("processing")).toBe(false);
  });

  it("asks once more with a fresh nonce after CommerceKit's own refusal, then shows the refusal as text, never as markup", async () => {
    const { calls } = await mount("shop.html", { commercekit_save_wishlist: () => jsonResponse({ status: 0, message: "Cannot add <img src=x onerror=alert(1)> &amp; more", html: "" }) }, { nonces: ["old", "new"] });
    const save = get('.commercekit-wishlist.mini[data-product-id="61"] a');
    save.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(popupText()).toBe("Cannot add  & more"));
    expect(calls.filter((call) => call.url.endsWith("commercekit_save_wishlist")).map((call) => bodyOf(call.body).commercekit_nonce)).toEqual(["old", "new"]);
    expect(get("#commercekit-wishlist-popup").querySelector("img")).toBeNull();
    expect(save.isConnected).toBe(true);
  });
});

describe("the wishlist page", () => {
  it("removes from the list with wpage, type list and reload, and re-renders the list from the answer", async () => {
    const { calls } = await mount("wishlist-with-items.html", { commercekit_remove_wishlist: () => jsonResponse(capturedJson("44-commercekit_remove_wishlist-list-page")) });
    get('.commercekit-remove-wishlist2[data-product-id="61"]').dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector("#commercekit-wishlist-shortcode .wsl-no-products")).not.toBeNull());
    const sent = calls.find((call) => call.url.endsWith("commercekit_remove_wishlist"));
    expect(bodyOf(sent?.body ?? "")).toEqual({ product_id: "61", wpage: "1", type: "list", reload: "1", commercekit_nonce: "d99608d53e" });
  });

  it("adds to the cart from the list through the cart queue, then asks for a cart refresh as CommerceKit does", async () => {
    const refreshes = vi.fn();
    document.body.addEventListener("wc_fragment_refresh", refreshes);
    const { calls } = await mount("wishlist-with-items.html", { commercekit_wishlist_addtocart: () => jsonResponse(capturedJson("42-commercekit_wishlist_addtocart")) });
    const list = get("#commercekit-wishlist-shortcode ul");
    list.insertAdjacentHTML("beforeend", '<li><button type="button" class="commercekit-wishlist-cart" data-product-id="61">Add to cart</button></li>');
    get(".commercekit-wishlist-cart").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(refreshes).toHaveBeenCalledOnce());
    document.body.removeEventListener("wc_fragment_refresh", refreshes);
    expect(bodyOf(calls.find((call) => call.url.endsWith("commercekit_wishlist_addtocart"))?.body ?? "")).toEqual({ product_id: "61", commercekit_nonce: "d99608d53e" });
    expect(popupText()).toBe("Sucessfully added to cart.");
  });

  it("says the cart's own failure text when an add from the list fails, and asks for no cart refresh", async () => {
    const refreshes = vi.fn();
    document.body.addEventListener("wc_fragment_refresh", refreshes);
    await mount("wishlist-with-items.html", { commercekit_wishlist_addtocart: () => htmlResponse("<h1>Error</h1>", 500) });
    get("#commercekit-wishlist-shortcode ul").insertAdjacentHTML("beforeend", '<li><button type="button" class="commercekit-wishlist-cart" data-product-id="61">Add to cart</button></li>');
    get(".commercekit-wishlist-cart").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(popupText()).toBe(testConfig().i18n.addFailed));
    document.body.removeEventListener("wc_fragment_refresh", refreshes);
    expect(refreshes).not.toHaveBeenCalled();
    expect(get(".commercekit-wishlist-cart").classList.contains("processing")).toBe(false);
  });
});

describe("cached pages", () => {
  it("corrects the buttons for a returning visitor with one call, asking no nonce", async () => {
    const { calls } = await mount("shop.html", { commercekit_wishlist_update: () => jsonResponse(capturedJson("41-commercekit_wishlist_update")) }, { cookie: "6fdbf2a21c63ac2c35746bdf56caac24" });
    await vi.waitFor(() => expect(get('.commercekit-wishlist.mini[data-product-id="61"] a').classList.contains("wsl-updated")).toBe(true));
    expect(calls).toHaveLength(1);
    const mids = bodyOf(calls[0]?.body ?? "").wlist_mids?.split(",") ?? [];
    expect(mids).toContain("61");
    expect(bodyOf(calls[0]?.body ?? "").wlist_fids).toBe("");
  });

  it("asks nothing where the server printed the page for this visitor's cookie, or for a logged-in customer", async () => {
    const update = { commercekit_wishlist_update: () => jsonResponse(capturedJson("41-commercekit_wishlist_update")) };
    const cookie = "6fdbf2a21c63ac2c35746bdf56caac24";
    const own = await mount("shop.html", update, { cookie, renderedFor: renderedForKey(cookie) });
    expect(own.calls).toEqual([]);
    runtime?.destroy();
    document.body.classList.add("logged-in");
    const account = await mount("shop.html", update, { renderedFor: RENDERED_FOR_ACCOUNT });
    document.body.classList.remove("logged-in");
    expect(account.calls).toEqual([]);
  });

  it("corrects a page printed for somebody else: without a cookie, another cookie, or an account for a guest", async () => {
    const update = { commercekit_wishlist_update: () => jsonResponse(capturedJson("41-commercekit_wishlist_update")) };
    for (const renderedFor of ["", renderedForKey("another visitor"), RENDERED_FOR_ACCOUNT]) {
      runtime?.destroy();
      const { calls } = await mount("shop.html", update, { cookie: "6fdbf2a21c63ac2c35746bdf56caac24", renderedFor });
      await vi.waitFor(() => expect(calls.map((call) => call.url)).toEqual([expect.stringContaining("commercekit_wishlist_update")]));
    }
  });

  it("corrects a page the browser shows again from its history, though printed for this visitor", async () => {
    // Only the navigation's type is read; happy-dom has no navigation timing of its own.
    const entry = { type: "back_forward" } as unknown as PerformanceEntry;
    const entries = vi.spyOn(performance, "getEntriesByType").mockReturnValue([entry]);
    const cookie = "6fdbf2a21c63ac2c35746bdf56caac24";
    const { calls } = await mount("shop.html", { commercekit_wishlist_update: () => jsonResponse(capturedJson("41-commercekit_wishlist_update")) }, { cookie, renderedFor: renderedForKey(cookie) });
    entries.mockRestore();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  it("gives the same key as PHP's hash('fnv1a32') and none for no cookie", () => {
    expect(renderedForKey("6fdbf2a21c63ac2c35746bdf56caac24")).toBe("71fa9664");
    expect(renderedForKey("é")).toBe("1e9de8c1");
    expect(renderedForKey(undefined)).toBe("");
    expect(renderedForKey("")).toBe("");
  });

  it("ignores corrections that name no product or an unknown kind", async () => {
    await mount("shop.html", { commercekit_wishlist_update: () => jsonResponse({ wlists: [{ id: '61"],body', cls: ".mini", html: "x" }, { id: "61", cls: "*", html: "x" }] }) }, { cookie: "k" });
    await settle();
    expect(get('.commercekit-wishlist.mini[data-product-id="61"] a').classList.contains("commercekit-save-wishlist")).toBe(true);
  });

  it("does not hang on a call that never answers", async () => {
    const { island } = await mount("shop.html", { commercekit_wishlist_update: hangingResponder() }, { cookie: "k" });
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
  });
});

describe("the arm and the module", () => {
  it("hand a press made before the code came to the module, once", async () => {
    const { calls } = await mount("shop.html", { commercekit_save_wishlist: () => jsonResponse(capturedJson("40-commercekit_save_wishlist-mini")) });
    const save = get('.commercekit-wishlist.mini[data-product-id="61"] a');
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    save.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(popupText()).toBe("Product added"));
    expect(calls.filter((call) => call.url.endsWith("commercekit_save_wishlist"))).toHaveLength(1);
    expect(document.querySelector("[data-islet-held]")).toBeNull();
  });
});
