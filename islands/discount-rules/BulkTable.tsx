/**
 * Discount Rules' bulk table for the selected variation
 * (docs/behaviour/product-page.md#discount-pricing): the server's table (the product's own) with no
 * selection, the answer's table for a variation (asked once per variation, dimmed while it is on
 * its way), empty after a failure.
 */
import { useState, type ReactNode } from "react";
import type { StoreClient } from "../../src/api/client";
import { productCalls } from "../../src/api/product-calls";
import { useFollowedVariation } from "../../src/runtime/follow-variation";
import { useServerHtml } from "../../src/runtime/html";
import { renderNow } from "../../src/runtime/render-now";
import { TABLE_LOADING_CLASS, tableContent, toOutcome } from "./controller";

export interface BulkTableProps {
  /** The server's table element's classes and inside. */
  className: string;
  serverHtml: string;
  nonce: string;
  client: StoreClient;
}

interface TableState {
  html: string;
  busy: boolean;
}

function useFollowedTable({ serverHtml, nonce, client }: BulkTableProps): TableState {
  const [state, setState] = useState<TableState>({ html: serverHtml, busy: false });
  useFollowedVariation<string>(() => {
    // Store listeners, not React: rendered at once, as the legacy table changed at once.
    const paint = (html: string): void => renderNow(() => setState({ html, busy: false }));
    return {
      ask: (key, requestSignal) => productCalls(client).getBulkTable({ productId: Number(key), nonce: nonce }, requestSignal).then(toOutcome),
      show: (outcome) => paint(outcome.ok ? tableContent(outcome.value) : ""),
      restore: () => paint(serverHtml),
      beforeAsking: () => renderNow(() => setState((previous) => ({ ...previous, busy: true }))),
    };
  }, [serverHtml, nonce, client]);
  return state;
}

export function BulkTable(props: BulkTableProps): ReactNode {
  const { html, busy } = useFollowedTable(props);
  const markup = useServerHtml(html);
  // The answer is Discount Rules' own table HTML (docs/behaviour/product-page.md#discount-pricing).
  return <div className={busy ? `${props.className} ${TABLE_LOADING_CLASS}` : props.className} aria-busy={busy || undefined} dangerouslySetInnerHTML={markup} />;
}
