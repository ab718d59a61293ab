/**
 * A slot for CommerceKit's extra mini-cart content, before or after the cart widget and outside
 * the fragment target (fragment swaps keep it). Empty until the blocks arrive (hidden by
 * `:empty`); the blocks are server HTML (docs/behaviour/cart.md#drawer-blocks).
 */
import { useEffect, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import { PageEvent } from "../../src/contract/page-names";

export const BEFORE_SLOT_CLASS = "islet-mini-cart-before";
export const AFTER_SLOT_CLASS = "islet-mini-cart-after";

export function BlockSlot({ className, html }: { className: string; html: string | null }): ReactNode {
  const markup = useServerHtml(html ?? "");
  // The blocks may hold islands (the plugin prints CommerceKit's order bumps in one): once they
  // are in the page, the runtime scans for them.
  useEffect(() => {
    if (markup.__html !== "") document.dispatchEvent(new CustomEvent(PageEvent.Rescan));
  }, [markup]);
  return <div className={className}>{html !== null && <div dangerouslySetInnerHTML={markup} />}</div>;
}
