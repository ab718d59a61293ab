/** HTML element boundaries in captured pages, for the demo store's changes to their markup. */

/** `markup` and a newline right before the page's last `</body>`; the page unchanged without one. */
export function insertBeforeBodyEnd(html: string, markup: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  return bodyEnd < 0 ? html : `${html.slice(0, bodyEnd)}${markup}\n${html.slice(bodyEnd)}`;
}

/** The index just past the element that opens at `start` (balanced `<tag …>` / `</tag>`), or -1. */
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
