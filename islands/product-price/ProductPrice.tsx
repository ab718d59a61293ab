/**
 * The summary's price and sale badge, rendered from the selection store (rules: price.ts,
 * badge.ts). The server's elements are read once for their classes and content; the tree
 * renders the same elements in their place (mount.tsx), so nothing moves on mount.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import type { IslandContext } from "../../src/runtime/types";
import { $hasSelection, $selectedVariation } from "../../src/stores/variation";
import { $discountPriceHtml } from "../../src/stores/discount-price";
import { badgeLabel } from "./badge";
import { percentsLoaderFor } from "./percents";
import { priceMarkup } from "./price";

export interface ProductPriceViewProps {
  productId: number;
  /** The price area's class and markup as the server printed them (null: no price area). */
  price: { className: string; html: string } | null;
  /** The badge's class and text as the server printed them (null: no badge to fill). */
  badge: { className: string; text: string } | null;
  context: IslandContext;
}

/** The sale percentages: asked once, at the first choice (or a choice made before mounting). */
function usePercents(productId: number, wanted: boolean, context: IslandContext) {
  const loader = useMemo(() => percentsLoaderFor(productId, context), [productId, context]);
  const [percents, setPercents] = useState(loader.current);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void loader.load().then((answer) => {
      if (live) setPercents(answer);
    });
    return () => {
      live = false;
    };
  }, [loader, wanted]);
  return percents;
}

export function ProductPrice({ productId, price, badge, context }: ProductPriceViewProps): ReactNode {
  const variation = useStore($selectedVariation);
  const chosen = useStore($hasSelection);
  const discount = useStore($discountPriceHtml);
  // Without a badge to fill there is nothing to ask for.
  const percents = usePercents(productId, badge !== null && (chosen || variation !== null), context);
  const label = badgeLabel(percents, variation);
  const priceHtml = useServerHtml(price ? priceMarkup(variation, discount, price.html) : "");
  return (
    <>
      {price && <div className={price.className} dangerouslySetInnerHTML={priceHtml} />}
      {badge && (
        // Both: `hidden` for its meaning, and an inline display because themes style the badge
        // `display: inline-block`, which beats the attribute.
        <span className={badge.className} hidden={label === null} style={label === null ? { display: "none" } : undefined}>
          {label ?? badge.text}
        </span>
      )}
    </>
  );
}
