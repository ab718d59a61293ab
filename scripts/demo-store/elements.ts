/** HTML element boundaries in captured pages, for placing islands around server markup. */
import { renderIsland, type IslandWhen } from "../../src/contract/markup";

export interface Span {
  start: number;
  end: number;
}

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

/** A listing card's quick-add form (CommerceKit's), as the server opens it. */
export const CARD_FORM_START = '<form class="cgkit-swatch-form ';

/** Where each listing card's quick-add form starts and ends. */
export function listingCardForms(html: string): { start: number; end: number }[] {
  const forms: { start: number; end: number }[] = [];
  for (let start = html.indexOf(CARD_FORM_START); start >= 0; start = html.indexOf(CARD_FORM_START, start + 1)) {
    const end = findElementEnd(html, start, "form");
    if (end > start) forms.push({ start, end });
  }
  return forms;
}

/** Whether `index` falls inside one of the spans. */
export const isInside = (index: number, spans: readonly { start: number; end: number }[]): boolean =>
  spans.some((span) => index > span.start && index < span.end);

/** `html` with the span put inside an island (islet_wrap_span). */
export function wrap(html: string, span: Span, name: string, when: IslandWhen, props: unknown): string {
  const island = renderIsland({ name, version: 1, when, props, inner: html.slice(span.start, span.end) });
  return html.slice(0, span.start) + island + html.slice(span.end);
}

/** Wraps the element that opens with `startTag` (first occurrence), if the page has it (islet_wrap_first). */
export function wrapElement(html: string, startTag: string, tag: string, name: string, when: IslandWhen, props: unknown): string {
  const start = html.indexOf(startTag);
  const end = start < 0 ? -1 : findElementEnd(html, start, tag);
  return end < 0 ? html : wrap(html, { start, end }, name, when, props);
}
