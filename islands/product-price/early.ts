/**
 * Before React (loaded by the arm, used from the first choice, without React): the summary's price and
 * sale badge follow the selected variation on the server's own elements, with the component's
 * rules (price.ts, badge.ts). The price the server printed is kept (server-price.ts) for the
 * component, which takes over once mounted; this stops then.
 */
import { untilMounted } from "../../src/runtime/until-mounted";
import type { IslandContext } from "../../src/runtime/types";
import { $selectedVariation } from "../../src/stores/variation";
import { $discountPriceHtml } from "../../src/stores/discount-price";
import { badgeLabel } from "./badge";
import { percentsLoaderFor } from "./percents";
import { priceMarkup, readServerPrice } from "./price";
import type { ProductPriceProps } from "./props";
import { keepServerPrice } from "./server-price";

function paintBadge(badge: HTMLElement, label: string | null): void {
  badge.hidden = label === null;
  // Themes style the badge `display: inline-block`, which beats the attribute (as the component).
  badge.style.display = label === null ? "none" : "";
  if (label !== null && badge.textContent !== label) badge.textContent = label;
}

export function paintPriceBeforeMount(island: HTMLElement, props: ProductPriceProps, context: IslandContext): void {
  const done = untilMounted(island, context.signal);
  if (done.aborted) return;
  const { price, badge } = readServerPrice(island);
  const serverHtml = price ? keepServerPrice(price) : "";
  const percents = percentsLoaderFor(props.productId, context);
  const paint = (): void => {
    if (done.aborted) return;
    const variation = $selectedVariation.get();
    const html = priceMarkup(variation, $discountPriceHtml.get(), serverHtml);
    if (price && price.innerHTML !== html) price.innerHTML = html;
    if (badge) paintBadge(badge, badgeLabel(percents.current(), variation));
  };
  const stops = [$selectedVariation.subscribe(paint), $discountPriceHtml.listen(paint)];
  if (badge) void percents.load().then(paint);
  done.addEventListener("abort", () => stops.forEach((stop) => stop()), { once: true });
}
