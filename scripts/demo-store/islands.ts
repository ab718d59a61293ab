/**
 * Where the islands go in a page.
 *
 * This is the demo counterpart of what the WordPress plugin prints through hooks: on a real
 * store the plugin wraps Shoptimizer's cart drawer (output buffered around the theme's
 * drawer markup) in the `mini-cart` island and prints the `cart-buttons` island on
 * `wp_footer`. Both go through renderIsland (src/contract/markup.ts), the one markup contract.
 */
import { renderIsland } from "../../src/contract/markup";

export interface IslandContext {
  /** The captured page's file name, for error messages. */
  page: string;
}

export const DRAWER_START = '<div tabindex="-1" id="shoptimizerCartDrawer"';

/** The index just past the element that opens at `start` (balanced `<tag …>` / `</tag>`). */
export function findElementEnd(html: string, start: number, tag: string): number {
  const re = new RegExp(`<${tag}\\b|</${tag}\\s*>`, "gi");
  re.lastIndex = start;
  let depth = 0;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

/** Wraps the cart drawer in the mini-cart island and adds the cart-buttons island before `</body>`. */
export function placeIslands(html: string, ctx: IslandContext): string {
  const start = html.indexOf(DRAWER_START);
  const end = start < 0 ? -1 : findElementEnd(html, start, "div");
  if (end < 0) throw new Error(`${ctx.page}: the cart drawer (#shoptimizerCartDrawer) was not found`);
  const miniCart = renderIsland({
    name: "mini-cart",
    version: 1,
    when: "interaction",
    props: { openers: ".shoptimizer-cart a.cart-contents", blocks: true },
    inner: html.slice(start, end),
  });
  const withDrawer = html.slice(0, start) + miniCart + html.slice(end);
  const bodyEnd = withDrawer.lastIndexOf("</body>");
  if (bodyEnd < 0) throw new Error(`${ctx.page}: no </body>`);
  const cartButtons = renderIsland({ name: "cart-buttons", version: 1, when: "load", props: {} });
  return `${withDrawer.slice(0, bodyEnd)}${cartButtons}\n${withDrawer.slice(bodyEnd)}`;
}
