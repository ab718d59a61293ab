/**
 * Server HTML for `dangerouslySetInnerHTML` (only where docs/behaviour/ says the server sends
 * HTML), kept as one object per string: React compares the prop by identity and would otherwise
 * write the same markup again on every render, replacing nodes that effects (or the shopper) hold.
 */
import { useMemo } from "react";

export function useServerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html]);
}
