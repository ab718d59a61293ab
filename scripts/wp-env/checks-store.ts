/**
 * The store journeys, run whenever there is a WooCommerce plugin folder (ISLET_WOOCOMMERCE_DIR, or
 * the reference store kit's archive: kit-software.ts):
 * a product made through WooCommerce's REST API, its page and the shop printing #islet-config
 * and the islands without WooCommerce's jQuery cart scripts, then add to cart, refreshed
 * fragments and remove from cart through WooCommerce's own wc-ajax endpoints.
 */
import type { IsletConfig } from "../../src/config";
import { readAddToCart, readFragments, readRemove } from "../../src/api/answers";
import { Browser, jsonOf, type Page } from "./browser";
import { KNOWN_CORE_NOISE, type KnownNoise } from "./php-messages";
import { expect, fail, type Reporter } from "./report";
import { expectNoPhpMessages, expectStatus, restPost, type Site } from "./site";
import {
  cartItemKeys,
  fragmentsShowEmptyCart,
  printedIslands,
  readCreatedProduct,
  readPageConfig,
  replacedScriptsPresent,
  wcAjaxPath,
  type CreatedProduct,
} from "./store-html";

export const WOO_MISSING =
  "no WooCommerce: the store journeys need the reference store kit (ISLET_REFSTORE=/path/to/refstore, or " +
  "shared/refstore in a folder above this repository; its software/woocommerce-<version>.tar.gz is unpacked) " +
  "or ISLET_WOOCOMMERCE_DIR=/path/to/woocommerce";

export const JOURNEYS_RUN_IN_CI = "the store journeys run (CI never skips them)";

/**
 * Without WooCommerce the journeys cannot run: elsewhere that is a skip saying how to get them,
 * but CI must prove the store works, so there it is a failing check.
 */
export function withoutWooCommerce(report: Reporter, ci: boolean, log: (line: string) => void = (line) => console.log(line)): void {
  if (ci) report.record({ name: JOURNEYS_RUN_IN_CI, passed: false, detail: WOO_MISSING });
  else log(`skip store journeys: ${WOO_MISSING}`);
}

export const TEST_PRODUCT = { name: "Islet test tee", type: "simple", regular_price: "19.00", status: "publish" };

/** The islands a store page must print, by page. */
export const EXPECTED_ISLANDS = { product: ["cart-buttons"], shop: ["cart-buttons"] };

interface Journey {
  product?: CreatedProduct;
  config?: IsletConfig;
  cartHash?: string;
  itemKey?: string;
}

/** Checks one store page and returns its config. */
export function expectIsletStorePage(page: Page, islands: readonly string[], noise: readonly KnownNoise[] = KNOWN_CORE_NOISE): IsletConfig {
  expectStatus(page, 200);
  expectNoPhpMessages(page, noise);
  const config = readPageConfig(page.body);
  if (!config.ok) fail(`#islet-config: ${config.error}`);
  const printed = printedIslands(page.body);
  expect(printed.length > 0, "no [data-island] on the page");
  const broken = printed.filter((island) => !island.propsParse).map((island) => island.name);
  expect(broken.length === 0, `islands whose props are not JSON: ${broken.join(", ")}`);
  const missing = islands.filter((name) => !printed.some((island) => island.name === name));
  expect(missing.length === 0, `islands missing: ${missing.join(", ")} (printed: ${printed.map((i) => i.name).join(", ")})`);
  const leftovers = replacedScriptsPresent(page.body);
  expect(leftovers.length === 0, `WooCommerce scripts still printed: ${leftovers.join(", ")}`);
  return config.value;
}

async function wcAjax(shopper: Browser, journey: Journey, endpoint: string, fields: Record<string, string>): Promise<unknown> {
  const config = journey.config ?? fail("no #islet-config read from an earlier page");
  const page = await shopper.postForm(wcAjaxPath(config.wcAjaxUrl, endpoint), fields);
  expectStatus(page, 200);
  return jsonOf(page);
}

/**
 * WooCommerce 9.1+ opens a new store in "coming soon" mode, which hides the shop from shoppers.
 * Best effort: older versions have neither the mode nor the route, and say so with a 404.
 */
async function openStore(site: Site): Promise<void> {
  await restPost(site.admin, "/wc-admin/options", { woocommerce_coming_soon: "no" }).catch(() => undefined);
}

export async function runStoreJourneys(site: Site): Promise<void> {
  const shopper = Browser.anonymous(site.baseUrl);
  const journey: Journey = {};
  const { report } = site;
  await openStore(site);
  await report.check("a simple product is created through WooCommerce's REST API (wc/v3/products)", async () => {
    const { page, json } = await restPost(site.admin, "/wc/v3/products", TEST_PRODUCT);
    expect(page.status === 201, `wc/v3/products answered ${page.status}: ${page.body.slice(0, 200)}`);
    journey.product = readCreatedProduct(json) ?? fail(`no product id in ${page.body.slice(0, 200)}`);
    return `product ${journey.product.id}`;
  });
  await report.check("the product page prints #islet-config and islands, without wc-add-to-cart/wc-cart-fragments", async () => {
    const product = journey.product ?? fail("no product");
    journey.config = expectIsletStorePage(await shopper.get(product.permalink), EXPECTED_ISLANDS.product, site.noise);
  });
  await report.check("the shop page prints #islet-config and islands, without wc-add-to-cart/wc-cart-fragments", async () => {
    journey.config = expectIsletStorePage(await shopper.get("/?post_type=product"), EXPECTED_ISLANDS.shop, site.noise);
  });
  await report.check("wc-ajax=add_to_cart adds the product and answers fragments", async () => {
    const product = journey.product ?? fail("no product");
    const answer = readAddToCart(await wcAjax(shopper, journey, "add_to_cart", { product_id: String(product.id), quantity: "1" }));
    expect(answer.kind === "added", `add_to_cart answered ${answer.kind}`);
    expect(Object.keys(answer.fragments).length > 0 && answer.cartHash !== "", "no fragments or cart hash");
    journey.cartHash = answer.cartHash;
    expect(shopper.jar.has((name) => name === "woocommerce_items_in_cart"), "no woocommerce_items_in_cart cookie");
  });
  await report.check("wc-ajax=get_refreshed_fragments answers the same cart", async () => {
    const fragments = readFragments(await wcAjax(shopper, journey, "get_refreshed_fragments", {})) ?? fail("no fragments");
    expect(fragments.cartHash === journey.cartHash, `cart hash ${fragments.cartHash} differs from ${journey.cartHash ?? "none"}`);
    journey.itemKey = cartItemKeys(fragments.fragments)[0] ?? fail("no data-cart_item_key in the mini-cart fragment");
  });
  await report.check("wc-ajax=remove_from_cart empties the cart", async () => {
    const key = journey.itemKey ?? fail("no cart item key");
    const answer = readRemove(await wcAjax(shopper, journey, "remove_from_cart", { cart_item_key: key }));
    expect(answer.kind === "removed", "remove_from_cart answered no fragments");
    expect(fragmentsShowEmptyCart(answer.fragments), "the mini-cart fragment does not show an empty cart");
  });
}
