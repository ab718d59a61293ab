/**
 * Registry entry: WooCommerce's order attribution (its sourcebuster and order-attribution
 * scripts), a plain behaviour with no markup of its own (docs/decisions/0020-order-attribution.md).
 * One island before `</body>` on every page WooCommerce prints its script on; its props are read
 * by the lazily loaded code, so the first bundle holds only this entry.
 */
import { fail, isObject, ok, type JsonObject, type Result } from "../../src/contract/validate";
import { defineIsland } from "../../src/runtime/types";
import { attribution } from "./mount";

export const attributionIsland = defineIsland({
  name: "attribution",
  parseProps: (raw: unknown): Result<JsonObject> => (isObject(raw) ? ok(raw) : fail("props must be an object")),
  load: () => Promise.resolve(attribution),
});
