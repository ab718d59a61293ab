/**
 * The form part, loaded only where a form or the block checkout takes the values: the 16 hidden
 * inputs `<wc-order-attribution-inputs>` holds in the classic checkout and register forms (as
 * WooCommerce's element stamps them), inputs a server printed directly (WooCommerce 8.5 did),
 * refilled after WooCommerce's `updated_checkout`, and the checkout block's extension data
 * `woocommerce/order-attribution`. A form printed again (ajax) gets its inputs from the element.
 */
import { onForeignBodyEvent } from "../../src/bridge/jquery";
import type { Attribution, AttributionValues } from "./mount";

/** The element WooCommerce prints in its forms (mount.ts defines it; a type import only, so the two stay apart). */
const INPUTS_TAG = "wc-order-attribution-inputs";
/** WooCommerce's checkout store (`wc.wcBlocksData.CHECKOUT_STORE_KEY`). */
export const CHECKOUT_STORE = "wc/store/checkout";
export const EXTENSION = "woocommerce/order-attribution";

interface CheckoutDispatch {
  __internalSetExtensionData?(namespace: string, values: AttributionValues, replace: boolean): void;
}
interface WpData {
  dispatch?(store: string): CheckoutDispatch | undefined;
  subscribe?(listener: () => void, store?: string): () => void;
}
interface BlocksGlobals {
  wp?: { data?: WpData };
  wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } };
}

/** An input's value as WooCommerce writes it: nothing for null or undefined. */
const asValue = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/** The element's inputs, one per field in the fields' order, replacing whatever it held. */
export function stampInputs(element: HTMLElement, attribution: Attribution): void {
  const values = attribution.getAttributionData();
  element.replaceChildren(
    ...Object.keys(attribution.fields).map((field) => {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = `${attribution.params.prefix}${field}`;
      input.value = asValue(values[field]);
      return input;
    }),
  );
}

/** The checkout block's extension data, where the block checkout's store is on the page. */
function fillCheckoutBlock(values: AttributionValues): void {
  const { wp, wc } = window as unknown as BlocksGlobals;
  if (!wp?.data?.dispatch || !wc?.wcBlocksData) return;
  try {
    wp.data.dispatch(wc.wcBlocksData.CHECKOUT_STORE_KEY ?? CHECKOUT_STORE)?.__internalSetExtensionData?.(EXTENSION, values, true);
  } catch (error) {
    // A checkout store of another shape: the form's own values still go.
    console.error("[islet] the checkout block's attribution data could not be set", error);
  }
}

/** Every input named for a field, wherever a form has it, and the block checkout's data. */
export function fillForms(attribution: Attribution): void {
  const values = attribution.getAttributionData();
  for (const field of Object.keys(attribution.fields)) {
    const name = CSS.escape(`${attribution.params.prefix}${field}`);
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) input.value = asValue(values[field]);
  }
  fillCheckoutBlock(values);
}

/** Once, when the module loads: fill what is there, and again when WooCommerce redraws. */
export function startForms(attribution: Attribution, signal?: AbortSignal): void {
  for (const element of document.querySelectorAll<HTMLElement>(INPUTS_TAG)) stampInputs(element, attribution);
  fillForms(attribution);
  const off = onForeignBodyEvent("updated_checkout", () => fillForms(attribution));
  signal?.addEventListener("abort", off, { once: true });
  // The checkout block's store may register after this runs: fill it on its first change.
  const data = (window as unknown as BlocksGlobals).wp?.data;
  if (typeof data?.subscribe !== "function") return;
  const unsubscribe = data.subscribe(() => {
    unsubscribe();
    fillCheckoutBlock(attribution.getAttributionData());
  }, CHECKOUT_STORE);
}
