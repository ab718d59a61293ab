/**
 * `window.islet`, the bundle's one global: the function theme developers send their own cart
 * changes through (theme-api.ts, loaded on the first call, keeping the first load small).
 */
import type { StoreClient } from "./client";
import type { FormBody } from "./http";

export type CartRequestResult = { ok: true; data: unknown } | { ok: false; error: string };

export interface IsletThemeApi {
  /**
   * POSTs `body` form-encoded (as jQuery.post does) to `url`, a same-origin URL such as
   * `/?wc-ajax=add_to_cart`, in the tab's cart queue and under the lock every tab shares;
   * resolves with the JSON answer or what went wrong, never rejects.
   */
  cartRequest(url: string, body?: FormBody): Promise<CartRequestResult>;
}

declare global {
  interface Window {
    islet?: IsletThemeApi;
  }
}

/** Puts the API on `window.islet`, read-only, once the bundle has its client. */
export function exposeThemeApi(client: Pick<StoreClient, "transport" | "mutateCart">, target: Window = window): void {
  const api: IsletThemeApi = {
    cartRequest: (url, body) =>
      import("./theme-api").then(
        (module) => module.cartRequest(client, url, body, target.location),
        (): CartRequestResult => ({ ok: false, error: "Islet's code could not be loaded" }),
      ),
  };
  Object.defineProperty(target, "islet", { value: Object.freeze(api), configurable: true });
}
