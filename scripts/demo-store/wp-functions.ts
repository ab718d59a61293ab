/** WordPress's and PHP's own escaping and number functions, as the demo store's answers need them. */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#039;" };

/** WordPress's esc_html(): special characters as entities, existing entities left alone. */
export function escHtml(text: string): string {
  return text.replace(/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);|[&<>"']/gi, (match) => (match.length > 1 ? match : HTML_ESCAPES[match] ?? match));
}

/** PHP's urlencode(): everything but letters, digits and `-_.` encoded, spaces as `+`. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** WordPress's absint(): digits only, else 0. */
export const absint = (value: string | undefined): number => Math.abs(Number.parseInt(value ?? "", 10)) || 0;
