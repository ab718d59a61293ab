/**
 * What the look suite photographs: every page type as a full-page picture, and the key states as
 * viewport pictures after the same steps on both sides. Steps find elements by their accessible
 * names (or by markup both sides share), never by something only one side has.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { storeProductId, storeUrl } from "../../../scripts/refstore/store-place";
import { settle } from "./settle";

export type Width = 390 | 1280;
export const WIDTHS: readonly Width[] = [390, 1280];
/** A phone (390 × 844) and a laptop screen. */
export const VIEWPORT_HEIGHT: Record<Width, number> = { 390: 844, 1280: 800 };

export interface LookCase {
  /** "hoodie" gives the tests `look: hoodie @390` and `@1280`; intended.ts refers to it too. */
  id: string;
  kind: "look" | "state";
  path: string;
  /** Before the page is opened (an item in the cart, in the wishlist). */
  before?: (page: Page) => Promise<void>;
  /** After it has loaded and settled: the user's steps. */
  steps?: (page: Page, width: Width) => Promise<void>;
  /** Scrolled to the middle of the viewport after the steps, so both pictures show the same part. */
  anchor?: string;
}

export const url = (path: string): string => new URL(path, storeUrl()).href;

/** Clicks in the steps fail fast: a missing element is a finding, not a reason to wait a minute. */
const STEP = { timeout: 10_000 };

function productId(slug: string): number {
  const id = storeProductId(slug);
  if (id === undefined) throw new Error(`ids.json has no product "${slug}"`);
  return id;
}

/** Adds the T-Shirt to this side's cart the way a link `?add-to-cart=<id>` does (same cookies). */
async function tShirtInCart(page: Page): Promise<void> {
  const response = await page.request.get(url(`/?add-to-cart=${productId("classic-t-shirt")}`));
  expect(response.ok(), "add-to-cart request").toBe(true);
}

/** CommerceKit's wishlist: the "Add to wishlist" link on the T-Shirt's page, as a shopper clicks it. */
async function tShirtInWishlist(page: Page): Promise<void> {
  await page.goto(url("/product/classic-t-shirt/"), { waitUntil: "load" });
  await settle(page);
  await page.getByRole("link", { name: "Add to wishlist" }).first().click(STEP);
  await settle(page);
}

/**
 * A swatch of the product form's attribute group ("Select colour") by its accessible name: a button
 * (legacy) or a radio (Islet), whose name starts with the value ("3XL", "3XL (Out of stock)"), so
 * "Gray" is not "Dark Gray" and "XL" not "XXL".
 */
function swatch(page: Page, group: string, value: string): Locator {
  const form = page.locator(".summary form.variations_form");
  const named = { name: group, exact: true };
  const box = form.getByRole("group", named).or(form.getByRole("radiogroup", named));
  const name = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);
  return box.getByRole("button", { name }).or(box.getByRole("radio", { name })).first();
}

async function choose(page: Page, colour: string, size: string): Promise<void> {
  await swatch(page, "Select colour", colour).click(STEP);
  await settle(page);
  await swatch(page, "Select size", size).click(STEP);
  await settle(page);
}

/** The header's search field; on a phone it sits in the menu panel, which opens first. */
async function typeInHeaderSearch(page: Page, width: Width, text: string): Promise<void> {
  if (width === 390) {
    await page.getByRole("button", { name: "Menu" }).click(STEP);
    await settle(page);
  }
  const hits = page.getByText("Zip Hoodie").filter({ visible: true });
  const before = await hits.count();
  await page.getByLabel("Search for:").filter({ visible: true }).first().pressSequentially(text, { delay: 60, ...STEP });
  await expect.poll(() => hits.count(), { message: "search suggestions show the Zip Hoodie" }).toBeGreaterThan(before);
  await settle(page);
}

/** A click on what `target` finds, then time for the transition it starts (drawer, lightbox, slide). */
const clickThenWait =
  (target: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    await target(page).click(STEP);
    await settle(page, 400);
  };

const HOODIE = "/product/hoodie/";
const SHOP = "/shop/";
const SWATCHES = ".summary form.variations_form table.variations";
/** The shop card's button (WooCommerce's aria-label). */
const ADD_TSHIRT = "Add to cart: “Classic T-Shirt”";

const page = (id: string, path: string, before?: LookCase["before"]): LookCase => ({ id, kind: "look", path, before });

export const CASES: readonly LookCase[] = [
  page("home", "/"),
  page("shop", SHOP),
  page("category", "/product-category/clothing/"),
  page("search", "/?s=hoodie&post_type=product"),
  page("hoodie", HOODIE),
  page("zip-hoodie", "/product/zip-hoodie/"),
  page("t-shirt", "/product/classic-t-shirt/"),
  page("gift-card", "/product/gift-card/"),
  page("wool-beanie", "/product/wool-beanie/"),
  page("cart", "/cart/", tShirtInCart),
  page("checkout", "/checkout/", tShirtInCart),
  page("wishlist", "/wishlist/", tShirtInWishlist),
  page("my-account", "/my-account/"),
  { id: "hoodie chosen", kind: "state", path: HOODIE, anchor: SWATCHES, steps: (p) => choose(p, "Gray", "L") },
  { id: "hoodie out of stock", kind: "state", path: HOODIE, anchor: SWATCHES, steps: (p) => choose(p, "Blue", "3XL") },
  {
    id: "drawer open",
    kind: "state",
    path: SHOP,
    steps: clickThenWait((p) => p.getByRole("button", { name: ADD_TSHIRT, exact: true })),
  },
  { id: "search suggestions", kind: "state", path: SHOP, steps: (p, width) => typeInHeaderSearch(p, width, "hood") },
  {
    id: "lightbox open",
    kind: "state",
    path: HOODIE,
    steps: clickThenWait((p) => p.locator(".cg-main-swiper").getByRole("img", { name: "Hoodie front" }).first()),
  },
  {
    id: "gallery second slide",
    kind: "state",
    path: HOODIE,
    steps: clickThenWait((p) => p.locator("#commercegurus-pdp-gallery").getByRole("button", { name: "Next slide" })),
  },
];
