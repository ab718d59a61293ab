/** Pure readings for the WooCommerce journeys: islands, #islet-config, WooCommerce's scripts, cart keys. */
import { parseConfig, type IsletConfig } from "../../src/config";
import { CONFIG_SCRIPT_ID } from "../../src/contract/markup";
import { isObject, parseJson, type Result } from "../../src/contract/validate";
import { parseHtml } from "./html";

export interface PrintedIsland {
  name: string;
  version: string;
  when: string;
  /** Did its `data-island-props` script hold valid JSON? */
  propsParse: boolean;
}

export function printedIslands(html: string): PrintedIsland[] {
  const doc = parseHtml(html);
  return [...doc.querySelectorAll("[data-island]")].map((element) => {
    const props = element.querySelector("script[data-island-props]");
    return {
      name: element.getAttribute("data-island") ?? "",
      version: element.getAttribute("data-island-v") ?? "",
      when: element.getAttribute("data-island-when") ?? "",
      propsParse: props !== null && parseJson(props.textContent ?? "").ok,
    };
  });
}

/** Reads `<script type="application/json" id="islet-config">` with the bundle's own parser. */
export function readPageConfig(html: string): Result<IsletConfig> {
  const scripts = parseHtml(html).querySelectorAll(`script#${CONFIG_SCRIPT_ID}`);
  if (scripts.length !== 1) return { ok: false, error: `${scripts.length} #${CONFIG_SCRIPT_ID} scripts on the page` };
  const script = scripts[0];
  if (!script || script.getAttribute("type") !== "application/json") return { ok: false, error: `#${CONFIG_SCRIPT_ID} is not application/json` };
  const json = parseJson(script.textContent ?? "");
  return json.ok ? parseConfig(json.value) : { ok: false, error: `#${CONFIG_SCRIPT_ID}: ${json.error}` };
}

/** WooCommerce's jQuery scripts that Islet replaces, as WordPress prints them (handle id, file name). */
export const REPLACED_WOO_SCRIPTS = [
  { handle: "wc-add-to-cart", file: /\/assets\/js\/frontend\/add-to-cart(?:\.min)?\.js/ },
  { handle: "wc-cart-fragments", file: /\/assets\/js\/frontend\/cart-fragments(?:\.min)?\.js/ },
] as const;

/** Handles of REPLACED_WOO_SCRIPTS still on the page. */
export function replacedScriptsPresent(html: string): string[] {
  return REPLACED_WOO_SCRIPTS.filter(({ handle, file }) => new RegExp(`\\bid=["']${handle}-js["']`).test(html) || file.test(html)).map(
    ({ handle }) => handle,
  );
}

/** Cart item keys named by the remove links of the mini-cart fragment. */
export function cartItemKeys(fragments: Record<string, string>): string[] {
  const keys = new Set<string>();
  for (const html of Object.values(fragments)) {
    for (const match of html.matchAll(/data-cart_item_key=["']([0-9a-f]{32})["']/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys];
}

/** Does a fragment show WooCommerce's empty mini-cart message? */
export function fragmentsShowEmptyCart(fragments: Record<string, string>): boolean {
  return Object.values(fragments).some((html) => html.includes("woocommerce-mini-cart__empty-message"));
}

export interface CreatedProduct {
  id: number;
  permalink: string;
}

/** Reads the answer of POST wc/v3/products. */
export function readCreatedProduct(data: unknown): CreatedProduct | null {
  if (!isObject(data)) return null;
  const { id, permalink } = data;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) return null;
  return { id, permalink: typeof permalink === "string" ? permalink : `/?p=${id}` };
}

/** Fills `%%endpoint%%` of WooCommerce's ajax URL. */
export function wcAjaxPath(wcAjaxUrl: string, endpoint: string): string {
  return wcAjaxUrl.replace("%%endpoint%%", encodeURIComponent(endpoint));
}
