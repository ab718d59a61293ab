/**
 * WPC's delivery-date block for the selected variation: the server's block with no selection
 * or after a bad answer, the answer's block for a variation (asked once per variation). The
 * server's block is the one printed, or the one reloaded for a page whose printed dates were
 * stale (src/stores/delivery-dates.ts).
 */
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import type { StoreClient } from "../../src/api/client";
import { productCalls } from "../../src/api/product-calls";
import { useFollowedVariation } from "../../src/runtime/follow-variation";
import { useServerHtml } from "../../src/runtime/html";
import { ROOT_ATTRIBUTE } from "../../src/runtime/react";
import { renderNow } from "../../src/runtime/render-now";
import { $reloadedDeliveryBlocks } from "../../src/stores/delivery-dates";
import { blockFor, readBlock } from "./dates";

export interface DeliveryDatesViewProps {
  /** The product whose block this is (`wpced-<productId>`). */
  productId: number;
  /** The block as the server printed it (its whole element). */
  serverBlock: string;
  nonce: string;
  client: StoreClient;
}

/** The printed block, or the one reloaded for a stale page when it is a block. */
function useServerBlock(productId: number, printed: string): string {
  const reloaded = useStore($reloadedDeliveryBlocks).get(`wpced-${productId}`);
  return reloaded !== undefined && readBlock(reloaded) ? reloaded : printed;
}

function useFollowedBlock({ serverBlock, nonce, client }: Omit<DeliveryDatesViewProps, "productId">): string {
  const [block, setBlock] = useState(serverBlock);
  useFollowedVariation<string>(() => {
    const show = (html: string): void => renderNow(() => setBlock(html));
    return {
      ask: (key, requestSignal) => productCalls(client).getDeliveryDates({ ids: [Number(key)], nonce }, requestSignal).then((answer) => blockFor(answer, Number(key))),
      show: (outcome) => show(outcome.ok && readBlock(outcome.value) ? outcome.value : serverBlock),
      restore: () => show(serverBlock),
    };
  }, [serverBlock, nonce, client]);
  return block;
}

export function DeliveryDates(props: DeliveryDatesViewProps): ReactNode {
  // A whole `div.wpced` the server sent (printed with the page, or in the answer): inserted as
  // it came, in a node of ours that takes no box.
  const serverBlock = useServerBlock(props.productId, props.serverBlock);
  const markup = useServerHtml(useFollowedBlock({ ...props, serverBlock }));
  return <div {...{ [ROOT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={markup} />;
}
