/**
 * Captured pages as a store running the plugin serves them (every island on, the reference
 * store's options): the islands' tests mount what the plugin's PHP prints, not a copy of its
 * placement (scripts/demo-store/plugin-render.ts runs it).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { placeWithPlugin, serveThroughPlugin } from "../../scripts/demo-store/plugin-render";
import { CAPTURE_ORIGIN } from "../../scripts/demo-store/paths";
import { PAGES_DIR } from "./fixtures";

export { placeWithPlugin };

const WISHLIST_LIST = '<div id="commercekit-wishlist-shortcode">';

/** The wishlist page's list (its inner markup) with its cards' islands, as the plugin places them there. */
export function placeWishlistCards(list: string): string {
  const placed = placeWithPlugin("card-swatches", `${WISHLIST_LIST}${list}</div>`);
  return placed.slice(WISHLIST_LIST.length, -"</div>".length);
}

/** Pages already served in this test file, by their source: most tests mount the same few. */
const served = new Map<string, string>();

/** The captured page `file`, changed by `edit` before the plugin serves it. */
export function servedPage(file: string, edit: (html: string) => string = (html) => html): string {
  const source = edit(readFileSync(path.join(PAGES_DIR, file), "utf8"));
  const known = served.get(source);
  if (known !== undefined) return known;
  const [page = ""] = serveThroughPlugin([source]);
  served.set(source, page);
  return page;
}

/** The props of the first island `name` in a page. */
export function servedIslandProps(html: string, name: string): unknown {
  const start = html.indexOf(`<div data-island="${name}"`);
  const json = start < 0 ? undefined : /<script type="application\/json" data-island-props>(.*?)<\/script>/s.exec(html.slice(start))?.[1];
  if (json === undefined) throw new Error(`no ${name} island in the served page`);
  return JSON.parse(json) as unknown;
}

/** A JSON value with the capture's URLs made site-relative, as the demo store serves them. */
export const siteRelative = <T>(value: T): T => JSON.parse(JSON.stringify(value).split(CAPTURE_ORIGIN).join("")) as T;
