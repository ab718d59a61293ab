/** Test helpers for the order bump: the captured bumps placed as the plugin places them, and a store to answer them. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "../../src/api/client";
import type { IslandContext } from "../../src/runtime/types";
import { setNonceSource } from "../../src/stores/nonce";
import { capturedJson, decodeNamedEntities, jsonResponse, PAGES_DIR, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { placeWithPlugin } from "../../src/testing/served-pages";
import type { OrderBumpProps } from "./props";

/** The checkout's bump (Striped Socks 73, one item) or the drawer's (Baseball Cap 67, Knit Scarf 71). */
export type Captured = "checkout" | "minicart";

function capturedMarkup(source: Captured): string {
  if (source === "minicart") return String((capturedJson("31-commercekit_mini_cart_blocks") as { data: { after_cart: string } }).data.after_cart);
  const html = readFileSync(path.join(PAGES_DIR, "checkout-with-items.html"), "utf8");
  const start = html.indexOf('<div class="commercekit-order-bump-wrap');
  return html.slice(start, html.indexOf("<button type=\"submit\" class=\"button alt\" name=\"woocommerce_checkout_place_order\"", start));
}

/** The island as the plugin prints it, appended to the body (its `when` changed for runtime tests). */
export function placeBumps(source: Captured, when = "visible"): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = decodeNamedEntities(placeWithPlugin("order-bumps", capturedMarkup(source))).replace('data-island-when="visible"', `data-island-when="${when}"`);
  const island = holder.firstElementChild;
  if (!(island instanceof HTMLElement)) throw new Error("no island placed");
  document.body.append(island);
  return island;
}

/** The props as a hand-written island may give them: none (the texts' defaults). */
export const PROPS: OrderBumpProps = {};

/** A store answering the add and the views as captures 32 and 33 (or as `routes` say), the nonce "n1" then "n2" … */
export function storeFor(routes: Record<string, Responder> = {}, signal?: AbortSignal) {
  const config = testConfig({ requestTimeout: 50 });
  const fetched = routedFetch({
    commercekit_order_bump_add: () => jsonResponse(capturedJson("32-commercekit_order_bump_add")),
    commercekit_orderbump_views: () => jsonResponse(capturedJson("33-commercekit_orderbump_views")),
    get_refreshed_fragments: () => jsonResponse(capturedJson("30-get_refreshed_fragments-with-items")),
    ...routes,
  });
  let nonces = 0;
  const cookies = new Map<string, string>();
  setNonceSource({
    fetchNonce: () => Promise.resolve(`n${(nonces += 1)}`),
    readCookie: (name) => cookies.get(name),
    writeCookie: (name, value, days) => void (days < 0 ? cookies.delete(name) : cookies.set(name, value)),
  });
  const context: IslandContext = { config, client: createClient(config, { fetch: fetched.fetch }), signal };
  const named = (name: string) => fetched.calls.filter((call) => call.url.includes(name));
  return { ...fetched, context, named, nonces: () => nonces };
}
