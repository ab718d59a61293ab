/**
 * The summary's price and Shoptimizer's sale badge follow the selected variation.
 *
 * - Price: CommerceKit's `.cgkit-as-variation-price` shows the variation's `price_html` (empty
 *   when every variation costs the same: then the range stays), and the server's range again
 *   once nothing is selected.
 * - Badge: `.sale-item.product-label` is hidden until `shoptimizer_get_sale_prices` answered and
 *   a variation is selected; then it shows that variation's label, or stays hidden if it has
 *   none. The call goes out on the first selection only (no request on page load), once.
 */
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { $hasSelection, $selectedVariation, type Variation } from "../../src/stores/variation";
import { $discountPriceHtml, discountPriceMarkup } from "../discount-rules/store";
import { badgeLabel, createPercentsLoader, type PercentsLoader } from "./badge";
import type { ProductPriceProps } from "./props";

export const PRICE_SELECTOR = ".cgkit-as-variation-price";
export const BADGE_SELECTOR = ".sale-item.product-label";

interface PriceRefs {
  price: HTMLElement | null;
  badge: HTMLElement | null;
  /** The server's price markup (the range), restored when nothing is selected. */
  serverPrice: string;
}

function readRefs(island: HTMLElement): PriceRefs {
  const price = island.querySelector<HTMLElement>(PRICE_SELECTOR);
  return { price, badge: island.querySelector<HTMLElement>(BADGE_SELECTOR), serverPrice: price?.innerHTML ?? "" };
}

function paintPrice(refs: PriceRefs, variation: Variation | null): void {
  if (!refs.price) return;
  // Discount Rules' price for the chosen quantity wins (islands/discount-rules: null when none
  // applies; it is reset whenever the variation changes, so it always belongs to this one).
  const discount = variation ? $discountPriceHtml.get() : null;
  // price_html is the store's own trusted HTML, as WooCommerce's template prints it.
  const html =
    discount !== null
      ? discountPriceMarkup(discount)
      : variation && variation.priceHtml.trim() !== ""
        ? variation.priceHtml
        : refs.serverPrice;
  if (refs.price.innerHTML !== html) refs.price.innerHTML = html;
}

function paintBadge(refs: PriceRefs, loader: PercentsLoader, variation: Variation | null): void {
  if (!refs.badge) return;
  const label = badgeLabel(loader.current(), variation);
  if (label !== null) refs.badge.textContent = label;
  // Both: `hidden` for its meaning, and an inline display because themes style the badge
  // `display: inline-block`, which beats the attribute (CommerceKit hides its blocks inline too).
  refs.badge.hidden = label === null;
  refs.badge.style.display = label === null ? "none" : "";
}

export function controlProductPrice(
  island: HTMLElement,
  props: ProductPriceProps,
  context: IslandContext,
): void {
  const refs = readRefs(island);
  const { signal } = context;
  const loader = createPercentsLoader(() => context.client.getSalePrices(props.productId, signal));
  const paint = (variation: Variation | null): void => {
    paintPrice(refs, variation);
    paintBadge(refs, loader, variation);
  };
  const loadPercents = (): void => {
    void loader.load().then(() => {
      if (!signal?.aborted) paint($selectedVariation.get());
    });
  };
  const onSelected = (variation: Variation | null): void => {
    paint(variation);
    // Without a badge to fill there is nothing to ask for.
    if (variation && refs.badge) loadPercents();
  };
  // subscribe paints at once: hides the badge the server printed, shows a preselected variation.
  const stop = $selectedVariation.subscribe(onSelected);
  // The first choice (a colour, say) starts the one call, so the percentages are usually here by
  // the time the selection is complete and the badge shows in the same frame as the price.
  const stopPrefetch = $hasSelection.listen((chosen) => {
    if (chosen && refs.badge) loadPercents();
  });
  const stopDiscount = $discountPriceHtml.listen(() => paintPrice(refs, $selectedVariation.get()));
  signal?.addEventListener(
    "abort",
    () => {
      stop();
      stopPrefetch();
      stopDiscount();
    },
    { once: true },
  );
}

export const productPrice: IslandModule<ProductPriceProps> = {
  mount(element, props, context) {
    controlProductPrice(element, props, context);
  },
};
