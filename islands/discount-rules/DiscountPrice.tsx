/**
 * A simple product's summary price area (`div.cgkit-as-variation-price`): Discount Rules' price
 * for the chosen quantity, empty after a failed call, and the server's price when none applies
 * (a variable product's area is the `product-price` island's).
 */
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import { $discountPriceHtml, discountPriceMarkup } from "../../src/stores/discount-price";

export function DiscountPrice({ className, serverHtml }: { className: string; serverHtml: string }): ReactNode {
  const discount = useStore($discountPriceHtml);
  // The answer is the store's own price HTML (trusted, as WooCommerce's templates print it).
  const markup = useServerHtml(discount === null ? serverHtml : discountPriceMarkup(discount));
  return <div className={className} dangerouslySetInnerHTML={markup} />;
}
