/**
 * The every-page part (docs/decisions/0020-order-attribution.md): records the page view in
 * sourcebuster's cookies, or clears them where tracking is not allowed; offers WooCommerce's
 * `window.wc_order_attribution` (`getAttributionData`, `setOrderTracking`) to the scripts that
 * call it (payment buttons, consent tools); defines `<wc-order-attribution-inputs>`. The form
 * part (checkout.ts) loads only where a form or the block checkout needs the values.
 */
import type { JsonObject } from "../../src/contract/validate";
import type { IslandModule } from "../../src/runtime/types";
import { OPTION_PROPS, readAttributionProps, type AttributionProps } from "./props";
import { clearTracking, readTracked, track, type TrackedData, type TrackSettings } from "./track";

export const INPUTS_TAG = "wc-order-attribution-inputs";
/** The checkout block's wrapper, as WooCommerce prints it before its script renders the form. */
export const BLOCK_CHECKOUT = ".wp-block-woocommerce-checkout";

export type AttributionValues = Record<string, unknown>;

/** What the form part needs, and what WooCommerce's global offers other scripts. */
export interface Attribution {
  params: { session: number; base64: boolean; prefix: string; allowTracking: boolean };
  fields: JsonObject;
  /** Each field's value, null for all while tracking is not allowed (WooCommerce's own). */
  getAttributionData(): AttributionValues;
  setOrderTracking(allow: boolean): void;
}

type CheckoutModule = typeof import("./checkout");

/** The page's attribution, for the custom element (defined once, whatever mounts after). */
let active: { attribution: Attribution; checkout(): Promise<CheckoutModule> } | null = null;

/** A field's dotted path (`current.typ`) in the tracked data, as WooCommerce reads `sbjs.get`. */
const valueAt = (data: TrackedData, path: unknown): unknown =>
  String(path)
    .split(".")
    .reduce<unknown>((node, part) => (node as JsonObject | undefined)?.[part], data);

function createAttribution(props: AttributionProps, settings: TrackSettings, signal?: AbortSignal): NonNullable<typeof active> {
  let data: TrackedData | null = null;
  let loading: Promise<CheckoutModule> | null = null;
  const checkout = (): Promise<CheckoutModule> =>
    (loading ??= import("./checkout").then((module) => {
      module.startForms(attribution, signal);
      return module;
    }));
  const attribution: Attribution = {
    params: { session: props.sessionMinutes, base64: props.base64, prefix: props.prefix, allowTracking: props.allowTracking },
    fields: props.fields,
    getAttributionData: () =>
      Object.fromEntries(Object.entries(props.fields).map(([field, path]) => [field, data ? valueAt(data, path) : null])),
    setOrderTracking(allow) {
      attribution.params.allowTracking = allow;
      if (!allow) {
        clearTracking(location.hostname);
        data = null;
      } else if (!data) {
        // Once a page: sourcebuster counts every run as a page seen.
        const { search, hostname, href } = location;
        track(settings, { search, hostname, href, referrer: document.referrer, userAgent: navigator.userAgent, now: Date.now() });
        data = readTracked();
      }
      void loading?.then((module) => module.fillForms(attribution));
    },
  };
  return { attribution, checkout };
}

function defineInputsElement(): void {
  if (customElements.get(INPUTS_TAG)) return;
  customElements.define(
    INPUTS_TAG,
    class extends HTMLElement {
      connectedCallback(): void {
        const page = active;
        void page?.checkout().then((module) => module.stampInputs(this, page.attribution));
      }
    },
  );
}

export const attribution: IslandModule<JsonObject> = {
  async mount(_element, raw, context) {
    // WooCommerce's own scripts run on this page (a hand-printed island beside them): they do it all.
    if ("sbjs" in window) return;
    const props = readAttributionProps(raw);
    const options = OPTION_PROPS.some((name) => raw[name]) ? (await import("./options")).readOptions(raw) : {};
    const page = createAttribution(props, { ...props, ...options }, context.signal);
    active = page;
    context.signal?.addEventListener("abort", () => {
      if (active === page) active = null;
    });
    page.attribution.setOrderTracking(props.allowTracking);
    (window as unknown as { wc_order_attribution?: Attribution }).wc_order_attribution = page.attribution;
    defineInputsElement();
    const direct = `input[name^="${CSS.escape(props.prefix)}"]`;
    if (document.querySelector(`${INPUTS_TAG},${direct},${BLOCK_CHECKOUT}`)) void page.checkout();
  },
};
