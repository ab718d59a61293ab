/**
 * Helpers for driving the demo store: navigation that waits for the islands, the ajax calls a
 * page makes, fault cookies, cart seeding and the drawer's parts.
 */
import type { BrowserContext, Locator, Page, Request, Route } from "@playwright/test";
import { expect } from "./fixtures";

export type Island = "cart-buttons" | "mini-cart";
export type FaultEndpoint =
  | "add_to_cart"
  | "remove_from_cart"
  | "get_refreshed_fragments"
  | "commercekit_mini_cart_blocks"
  | "get_variation"
  | "commercekit_ajax_as_add_to_cart"
  | "commercekit_get_ajax_as_variations"
  | "commercekit_get_nonce"
  | "cgkit_ajax_search_product"
  | "cgkit_ajax_search_post"
  | "commercekit_search_counts"
  | "commercekit_save_wishlist"
  | "commercekit_remove_wishlist"
  | "commercekit_wishlist_update"
  | "commercekit_wishlist_addtocart"
  | "commercekit_get_countdown_total"
  | "pum_sub_form"
  | "pum_analytics"
  | "pum/v1/analytics"
  | "apply_coupon"
  | "remove_coupon"
  | "update_shipping_method";
export type FaultMode = "500" | "html" | "malformed" | "403" | "timeout" | "empty";

/** Product ids in the demo catalogue (fixtures/demo-store/catalogue.json). */
export const PRODUCTS = {
  classicTShirt: { id: 61, name: "Classic T-Shirt" },
  baseballCap: { id: 67, name: "Baseball Cap" },
  knitScarf: { id: 71, name: "Knit Scarf" },
  woolBeanie: { id: 69, name: "Wool Beanie" },
} as const;

export const ADD_FAILED = "Sorry, this item could not be added to your cart. Please try again.";
export const EMPTY_MINI_CART = "No products in the cart.";

/** The ajax endpoint a URL is for (`add_to_cart`, `commercekit_mini_cart_blocks`, …), else null. */
export function ajaxName(url: string): string | null {
  const parsed = new URL(url);
  const wc = parsed.searchParams.get("wc-ajax");
  if (wc) return wc;
  if (parsed.searchParams.has("commercekit-ajax")) {
    return parsed.searchParams.get("commercekit-ajax") || parsed.searchParams.get("action") || "commercekit-ajax";
  }
  if (parsed.pathname === "/wp-admin/admin-ajax.php") return parsed.searchParams.get("action") ?? "admin-ajax";
  // CommerceKit's live search has URLs of its own (`commercekit_ajs.ajax_url_product`, `ajax_url_post`).
  for (const flag of ["cgkit_ajax_search_product", "cgkit_ajax_search_post"]) if (parsed.searchParams.has(flag)) return flag;
  return null;
}

export interface AjaxLog {
  /** Endpoint names, in the order the page sent them. */
  readonly names: string[];
  count(name: string): number;
}

/** Records every ajax request `page` sends from now on. */
export function recordAjax(page: Page): AjaxLog {
  const names: string[] = [];
  page.on("request", (request: Request) => {
    const name = ajaxName(request.url());
    if (name) names.push(name);
  });
  return { names, count: (name) => names.filter((entry) => entry === name).length };
}

/**
 * Resolves with the next finished (or failed) request to `endpoint`. Call it before the action
 * that sends the request, and await it after.
 */
export function nextAjax(page: Page, endpoint: string, timeoutMs = 15_000): Promise<Request> {
  const next = new Promise<Request>((resolve, reject) => {
    const done = (request: Request): void => {
      if (ajaxName(request.url()) !== endpoint) return;
      stop();
      resolve(request);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${endpoint} request finished within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = (): void => {
      clearTimeout(timer);
      page.off("requestfinished", done);
      page.off("requestfailed", done);
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  });
  next.catch(() => undefined); // a test that failed before awaiting it must not also reject later
  return next;
}

/**
 * Holds requests to `endpoint` at the network layer until `release()` is called, so a test can
 * look at the in-between state (a button's `loading`, a blocked row) without racing the server.
 */
export async function holdAjax(page: Page, endpoint: string): Promise<{ release(): void; held(): number }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  await page.route(
    (url) => ajaxName(url.href) === endpoint,
    async (route: Route) => {
      held += 1;
      await gate;
      await route.fallback();
    },
  );
  return { release: open, held: () => held };
}

export function islandOf(page: Page, island: Island): Locator {
  return page.locator(`[data-island="${island}"]`);
}

/**
 * Opens `path` and waits until the bundle booted and the cart buttons mounted, or are armed
 * where they wait for intent (the checkout).
 */
export async function gotoStore(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-islet", "ready");
  const cartButtons = islandOf(page, "cart-buttons");
  const waitsForIntent = (await cartButtons.getAttribute("data-island-when")) === "interaction";
  await expect(cartButtons).toHaveAttribute("data-island-state", waitsForIntent ? /^(pending|loading|mounted)$/ : "mounted");
  await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", /^(pending|loading|mounted)$/);
}

/** Sets the demo store's fault cookie for this browser context only. */
export async function setFaults(
  context: BrowserContext,
  baseURL: string | undefined,
  faults: Partial<Record<FaultEndpoint, FaultMode>>,
): Promise<void> {
  const value = Object.entries(faults)
    .map(([endpoint, mode]) => `${endpoint}:${mode}`)
    .join(",");
  await context.addCookies([{ name: "islet_demo_fault", value: encodeURIComponent(value), url: baseURL ?? "http://127.0.0.1:4173" }]);
}

/**
 * The store adds from the product form by ajax, as one with Shoptimizer's "single product ajax add
 * to cart" on does (the demo store's cookie, scripts/demo-store/page-config.ts). Without it the
 * form posts, as on the reference store.
 */
export async function productFormAddsByAjax(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: "islet_demo_product_form_ajax", value: "on", url: baseURL ?? "" }]);
}

/** A field of a multipart/form-data body (a product form's own post), or undefined. */
export function multipartField(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
}

/** Adds products server-side through the context's cookie jar (no page, no session storage). */
export async function seedCart(context: BrowserContext, ...ids: number[]): Promise<void> {
  for (const id of ids) {
    const response = await context.request.post("/?wc-ajax=add_to_cart", { form: { product_id: String(id), quantity: "1" } });
    expect(response.ok()).toBe(true);
    expect(await response.json()).toHaveProperty("fragments");
  }
}

/** Saves products to the context's wishlist server-side, as CommerceKit's calls would (nonce first). */
export async function seedWishlist(context: BrowserContext, ...ids: number[]): Promise<void> {
  const nonceAnswer = await context.request.get(`/?commercekit-ajax=commercekit_get_nonce&v=${Date.now()}`);
  const { nonce } = (await nonceAnswer.json()) as { nonce: string };
  for (const id of ids) {
    const response = await context.request.post("/?commercekit-ajax=commercekit_save_wishlist", {
      form: { product_id: String(id), type: "full", commercekit_nonce: nonce },
    });
    expect(await response.json()).toMatchObject({ status: 1 });
  }
}

export function addButton(page: Page, productName: string): Locator {
  return page.getByRole("button", { name: `Add to cart: “${productName}”` });
}

/** The product card (listing `li`) that holds `button`. */
export function cardOf(button: Locator): Locator {
  return button.locator("xpath=ancestor::li[contains(concat(' ', normalize-space(@class), ' '), ' product ')][1]");
}

export function drawer(page: Page): Locator {
  return page.locator("#shoptimizerCartDrawer");
}

export function opener(page: Page): Locator {
  return page.locator(".shoptimizer-cart a.cart-contents").first();
}

export function miniCartItems(page: Page): Locator {
  return drawer(page).locator(".widget_shopping_cart_content li.woocommerce-mini-cart-item");
}

export function headerCount(page: Page): Locator {
  return page.locator(".shoptimizer-cart .count").first();
}

export function liveRegion(page: Page): Locator {
  return page.locator(".widget_shopping_cart_live_region[role=status]");
}

export async function expectDrawerOpen(page: Page): Promise<void> {
  await expect(page.locator("body")).toHaveClass(/\bdrawer-open\b/);
  await expect(islandOf(page, "mini-cart")).toHaveAttribute("data-island-state", "mounted");
  await expect(drawer(page)).toBeVisible();
}

export async function expectDrawerClosed(page: Page): Promise<void> {
  await expect(page.locator("body")).not.toHaveClass(/\bdrawer-open\b/);
  await expect(drawer(page)).toBeHidden();
}

/** Opens the drawer with the header cart and waits until the island mounted. */
export async function openDrawer(page: Page): Promise<void> {
  await opener(page).click();
  await expectDrawerOpen(page);
}
