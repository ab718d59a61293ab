/**
 * WPC's delivery-date block for the selected variation: the server's block with no selection
 * or after a bad answer, the answer's block for a variation (asked once per variation).
 */
import { useEffect, useState, type ReactNode } from "react";
import type { StoreClient } from "../../src/api/client";
import { createLatestLoader, followLatest, type Outcome } from "../../src/api/latest";
import { useServerHtml } from "../../src/runtime/html";
import { ROOT_ATTRIBUTE } from "../../src/runtime/react";
import { inReactWork, renderNow } from "../../src/runtime/render-now";
import { subscribeSelectedVariationKey } from "../../src/stores/variation";
import { blockFor, readBlock } from "./dates";

export interface DeliveryDatesViewProps {
  /** The block as the server printed it (its whole element). */
  serverBlock: string;
  nonce: string;
  client: StoreClient;
}

function useFollowedBlock({ serverBlock, nonce, client }: DeliveryDatesViewProps): string {
  const [block, setBlock] = useState(serverBlock);
  useEffect(() => {
    const following = new AbortController();
    const loader = createLatestLoader<string>((key, requestSignal) =>
      client.getDeliveryDates({ ids: [Number(key)], nonce }, requestSignal).then((answer) => blockFor(answer, Number(key))),
    );
    const show = (html: string): void => renderNow(() => setBlock(html));
    const onOutcome = (outcome: Outcome<string>): void => show(outcome.ok && readBlock(outcome.value) ? outcome.value : serverBlock);
    // Subscribing paints the current state, and stopping paints the server's: both inside React's work.
    inReactWork(() => followLatest(subscribeSelectedVariationKey, loader, { show: onOutcome, restore: () => show(serverBlock) }, following.signal));
    return () => inReactWork(() => following.abort());
  }, [serverBlock, nonce, client]);
  return block;
}

export function DeliveryDates(props: DeliveryDatesViewProps): ReactNode {
  // A whole `div.wpced` the server sent (printed with the page, or in the answer): inserted as
  // it came, in a node of ours that takes no box.
  const markup = useServerHtml(useFollowedBlock(props));
  return <div {...{ [ROOT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={markup} />;
}
