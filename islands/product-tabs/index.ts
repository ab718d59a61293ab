/** Registry entry: the product page's description / additional information / reviews tabs. */
import { isObject, type Result } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";

/** The tabs take no props; `{}` (or no props script) is valid. */
export type ProductTabsProps = Record<string, never>;

export function parseProductTabsProps(raw: unknown): Result<ProductTabsProps> {
  return isObject(raw) ? { ok: true, value: {} } : { ok: false, error: "props must be an object" };
}

export const productTabsIsland = defineIsland({
  name: "product-tabs",
  parseProps: parseProductTabsProps,
  load: () => import("./behaviour").then((module) => module.productTabs),
});
