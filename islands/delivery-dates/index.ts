/** Registry entry: the product's delivery-date block follows the selected variation (React, DeliveryDates.tsx). */
import { defineIsland } from "../../src/runtime/types";
import { parseDeliveryDatesProps } from "./props";

export const deliveryDatesIsland = defineIsland({
  name: "delivery-dates",
  parseProps: parseDeliveryDatesProps,
  load: () => import("./mount").then((module) => module.deliveryDates),
  react: true,
});
