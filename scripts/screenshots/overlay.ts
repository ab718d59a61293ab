/**
 * Outlines every island of a page and labels it with its name, for a picture only: the overlay
 * is added to the browser's copy of the page at screenshot time and never reaches the store.
 *
 * Most islands are `display: contents` wrappers (their own box is empty), so an island's outline
 * is the union of its visible descendants' boxes. Islands with nothing visible (those printed
 * empty before `</body>`: cart-buttons, attribution, site-ui …) are listed in a legend instead.
 */
import type { Page } from "playwright";

export interface OverlayOptions {
  /** Where the legend of islands without a box goes, in page coordinates; null: no legend. */
  legendTop: number | null;
}

/** What the overlay drew: the names outlined and those only in the legend. */
export interface OverlayResult {
  outlined: string[];
  unboxed: string[];
  /** The legend's bottom in page coordinates (0 without a legend). */
  bottom: number;
}

/**
 * Hides what floats over the page and is no island (WooCommerce's store notice, the theme's
 * call-back button): in a picture taller than a screen it would cover the islands. Runs in the page.
 */
function hideFixed(): void {
  Array.from(document.body.querySelectorAll<HTMLElement>("*"))
    .filter((element) => getComputedStyle(element).position === "fixed")
    .filter((element) => !element.closest("[data-island]") && !element.querySelector("[data-island]"))
    .forEach((element) => element.style.setProperty("display", "none", "important"));
}

/**
 * Runs in the page. Written without inner named functions: tsx keeps function names with a
 * `__name` helper the page does not have, and Playwright sends this function's source as it is.
 */
function drawOverlay(options: OverlayOptions): OverlayResult {
  const palette = ["#d7263d", "#1b998b", "#2e86de", "#f46036", "#7b2cbf", "#2f9e44", "#c2185b", "#e09f3e", "#0b7285", "#5c7cfa"];
  const labelHeight = 18;
  const layer = document.createElement("div");
  layer.setAttribute("data-islet-shot-overlay", "");
  layer.style.cssText = `position:absolute;left:0;top:0;width:${document.documentElement.scrollWidth}px;height:${document.documentElement.scrollHeight}px;pointer-events:none;z-index:2147483647;`;
  const width = document.documentElement.clientWidth;
  const labels: Array<{ x: number; right: number; y: number }> = [];
  const result: OverlayResult = { outlined: [], unboxed: [], bottom: 0 };
  Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).forEach((island, index) => {
    const name = island.getAttribute("data-island") ?? "?";
    const boxes = [island, ...Array.from(island.querySelectorAll<HTMLElement>("*"))]
      .filter((element) => element.tagName !== "SCRIPT")
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.visibility === "visible" && Number(style.opacity) > 0.05;
      })
      .map((element) => element.getBoundingClientRect())
      // A closed drawer waits off the screen's edge, a sticky bar above the page's top.
      .filter((rect) => rect.width > 1 && rect.height > 1 && rect.bottom + window.scrollY > 0)
      .filter((rect) => Math.min(rect.right, width) - Math.max(rect.left, 0) > rect.width / 4);
    if (boxes.length === 0) {
      if (!result.unboxed.includes(name)) result.unboxed.push(name);
      return;
    }
    const left = Math.max(0, Math.min(...boxes.map((rect) => rect.left))) + window.scrollX;
    const right = Math.min(width, Math.max(...boxes.map((rect) => rect.right))) + window.scrollX;
    const top = Math.min(...boxes.map((rect) => rect.top)) + window.scrollY;
    const bottom = Math.max(...boxes.map((rect) => rect.bottom)) + window.scrollY;
    const colour = palette[index % palette.length] ?? "#d7263d";
    const outline = document.createElement("div");
    outline.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${right - left}px;height:${bottom - top}px;outline:3px solid ${colour};outline-offset:-2px;background:${colour}14;`;
    // Labels of islands that start at the same place (a floated timer beside the stock bar) line up to the right.
    const labelWidth = name.length * 7.5 + 14;
    let labelLeft = left;
    // Above the outline, on the margin between blocks, rather than over the island's first line.
    const labelTop = Math.max(0, top - labelHeight + 2);
    while (labels.some((placed) => labelLeft < placed.right && labelLeft + labelWidth > placed.x && Math.abs(placed.y - labelTop) < labelHeight)) labelLeft += 8;
    labels.push({ x: labelLeft, right: labelLeft + labelWidth, y: labelTop });
    const label = document.createElement("div");
    label.textContent = name;
    label.style.cssText = `position:absolute;left:${labelLeft}px;top:${labelTop}px;height:${labelHeight}px;padding:0 6px;background:${colour};color:#fff;font:600 12px/${labelHeight}px ui-monospace,Menlo,Consolas,monospace;white-space:nowrap;`;
    layer.append(outline, label);
    result.outlined.push(name);
  });
  if (options.legendTop !== null && result.unboxed.length > 0) {
    const legend = document.createElement("div");
    legend.textContent = `Also on this page, with no box of their own: ${result.unboxed.join(", ")}`;
    legend.style.cssText = `position:absolute;left:8px;right:8px;top:${options.legendTop}px;padding:6px 10px;background:#222;color:#fff;box-shadow:0 0 0 8px #fff;font:600 12px/1.4 ui-monospace,Menlo,Consolas,monospace;`;
    layer.append(legend);
    document.body.append(layer);
    result.bottom = Math.ceil(legend.getBoundingClientRect().bottom + window.scrollY);
    return result;
  }
  document.body.append(layer);
  return result;
}

/** Hides the page's floating elements that are no island, for the picture only. */
export function hideFloating(page: Page): Promise<void> {
  return page.evaluate(hideFixed);
}

/** Adds the overlay to the page (after its islands have mounted and the page has settled). */
export async function outlineIslands(page: Page, options: OverlayOptions): Promise<OverlayResult> {
  await hideFloating(page);
  return page.evaluate(drawOverlay, options);
}
