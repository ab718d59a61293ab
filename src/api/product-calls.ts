/**
 * The calls only product pages make (Shoptimizer's sale prices, Discount Rules, delivery dates;
 * the variation's is variation.ts's sender), through the client's transport. They live apart
 * from client.ts so that they load with the product islands and never with the first bundle
 * every page fetches (decision 0027).
 */
import type { StoreClient } from "./client";
import { getDeliveryDates, type DeliveryDatesAnswer, type DeliveryDatesRequest } from "./delivery-dates";
import { getBulkTable, getDiscountPrice, type BulkTableRequest, type DiscountPriceRequest, type HtmlAnswer } from "./discount-rules";
import { getSalePrices, type SalePricesAnswer } from "./sale-prices";

export interface ProductCalls {
  /** Shoptimizer's `shoptimizer_get_sale_prices` (admin-ajax). */
  getSalePrices(productId: number, signal?: AbortSignal): Promise<SalePricesAnswer>;
  /** Discount Rules' `wdr_ajax` `get_price_html` (admin-ajax). */
  getDiscountPrice(request: DiscountPriceRequest, signal?: AbortSignal): Promise<HtmlAnswer>;
  /** Discount Rules' `wdr_ajax` `get_variable_product_bulk_table` (admin-ajax). */
  getBulkTable(request: BulkTableRequest, signal?: AbortSignal): Promise<HtmlAnswer>;
  /** WPC Estimated Delivery Date's `?wc-ajax=wpced_reload_dates`. */
  getDeliveryDates(request: DeliveryDatesRequest, signal?: AbortSignal): Promise<DeliveryDatesAnswer>;
}

export function productCalls(client: Pick<StoreClient, "transport">): ProductCalls {
  const { fetch, config } = client.transport;
  return {
    getSalePrices: (productId, signal) => getSalePrices(fetch, config, productId, signal),
    getDiscountPrice: (request, signal) => getDiscountPrice(fetch, config, request, signal),
    getBulkTable: (request, signal) => getBulkTable(fetch, config, request, signal),
    getDeliveryDates: (request, signal) => getDeliveryDates(fetch, config, request, signal),
  };
}
