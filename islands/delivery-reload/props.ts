import { booleanField, isObject, numberField, stringField, type Result } from "../../src/contract/validate";

/**
 * `delivery-reload`, printed once before `</body>` where WPC Estimated Delivery Date's script
 * leaves with it (wp-plugin/includes/delivery-reload.php):
 * `{"nonce":"4f421f7049","reload":true,"freshUntil":1796083200}`.
 */
export interface DeliveryReloadProps {
  /** `wpced_vars.nonce`, sent with the call as WPC's script sent it. */
  nonce: string;
  /** `wpced_vars.reload_dates`: the store asked WPC to reload dates on load (for its page cache). */
  reload: boolean;
  /** Until when (seconds since 1970) the dates the server printed hold: the next change of the store's day or cut-off. */
  freshUntil: number;
}

export function parseDeliveryReloadProps(raw: unknown): Result<DeliveryReloadProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  return {
    ok: true,
    value: {
      nonce: stringField(raw, "nonce") ?? "",
      reload: booleanField(raw, "reload", false),
      // Without a time the page cannot say it is fresh: it is taken as stale, as WPC takes every page.
      freshUntil: numberField(raw, "freshUntil", 0),
    },
  };
}
