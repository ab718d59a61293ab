/**
 * The sheets go through beasties as one joined sheet, and come out again one by one.
 *
 * Joined, because beasties decides per sheet which `@font-face` and `@keyframes` rules to keep,
 * from the families and animations that sheet's own kept rules use: a theme that declares its
 * fonts in one file and uses them in another would otherwise lose its `@font-face` rules. Apart
 * again, because the plugin puts each sheet's rules where that sheet's link was, so the cascade
 * keeps its order around the page's own `<style>` elements.
 *
 * Before each sheet goes a marker rule beasties is told to keep (its `allowRules`); the kept CSS
 * is cut at the markers. A sheet cut short (a block, string or comment left open at its end)
 * would swallow the next marker, into a block or out of sight: then a marker is missing or not at
 * the top level, and the build fails rather than give a sheet another's rules.
 */

const MARKER_PREFIX = "islet-first-paint-sheet-";

/** What beasties keeps whether or not it matches the page. */
export const MARKER_SELECTOR = new RegExp(`^#${MARKER_PREFIX}\\d+$`);

/** A marker as beasties prints it (compressed), wherever it is. */
const MARKER_RULE = new RegExp(`#${MARKER_PREFIX}(\\d+)\\{[^}]*\\}`, "g");

const markerRule = (index: number): string => `#${MARKER_PREFIX}${index}{--${MARKER_PREFIX}n:${index}}`;

/** The sheets' texts as one, each after its marker. */
export function joinWithMarkers(texts: readonly string[]): string {
  return texts.map((text, index) => `${markerRule(index)}\n${text}\n`).join("");
}

/**
 * Where `css`'s blocks are open (`{` not yet closed) at each of `positions`, strings skipped.
 * Only for beasties' compressed output, which has no comments left.
 */
function depthsAt(css: string, positions: readonly number[]): number[] {
  const depths: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  let next = 0;
  for (let i = 0; i <= css.length && next < positions.length; i++) {
    if (i === positions[next]) {
      depths.push(quote === null ? depth : -1);
      next++;
    }
    const char = css[i];
    if (quote !== null) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}") depth--;
  }
  return depths;
}

/** The kept CSS of each of `count` sheets, in their order; null when a marker is missing or out of place. */
export function splitAtMarkers(css: string, count: number): string[] | null {
  if (count === 0) return css === "" ? [] : null;
  const markers = [...css.matchAll(MARKER_RULE)];
  if (markers.length !== count || markers.some((marker, index) => marker[1] !== String(index)) || markers[0]?.index !== 0) return null;
  if (depthsAt(css, markers.map((marker) => marker.index)).some((depth) => depth !== 0)) return null;
  return markers.map((marker, index) => {
    const start = marker.index + marker[0].length;
    return css.slice(start, markers[index + 1]?.index ?? css.length);
  });
}
