/**
 * `POST ?wc-ajax=get_variation` (docs/behaviour/product-form.md#ajax-mode): `product_id`, every
 * `attribute_*` value and `custom_data` when the form has it. The store answers the variation
 * object, or `false` / an empty body when nothing matches. Never throws: bad answers are data.
 */
import type { StoreClient } from "./client";
import type { IsletConfig } from "../config";
import { readVariation, type Variation } from "../stores/variation";
import { wcEndpoint } from "./endpoints";
import { sendRequest, type FetchLike, type FormBody } from "./http";

export type VariationAnswer =
  | { kind: "found"; variation: Variation }
  | { kind: "no-match" }
  /** A newer request replaced this one: the caller ignores it. */
  | { kind: "aborted" }
  /** HTTP error, HTML, malformed JSON, timeout or an object that is not a variation. */
  | { kind: "failed"; reason: string };

export interface VariationRequest {
  productId: number;
  attributes: Record<string, string>;
  customData?: string;
}

export function variationBody(request: VariationRequest): FormBody {
  const body: FormBody = { ...request.attributes, product_id: request.productId };
  if (request.customData !== undefined) body.custom_data = request.customData;
  return body;
}

/** Reads get_variation's answer: `false`, `null` (empty body) and `""` all mean "no match". */
export function readVariationAnswer(data: unknown): VariationAnswer {
  if (data === false || data === null || data === "") return { kind: "no-match" };
  const variation = readVariation(data);
  return variation ? { kind: "found", variation } : { kind: "failed", reason: "not a variation" };
}

export async function getVariation(
  fetchImpl: FetchLike,
  config: Pick<IsletConfig, "wcAjaxUrl" | "requestTimeout">,
  request: VariationRequest,
  signal?: AbortSignal,
): Promise<VariationAnswer> {
  const result = await sendRequest(fetchImpl, {
    method: "POST",
    url: wcEndpoint(config.wcAjaxUrl, "get_variation"),
    body: variationBody(request),
    timeoutMs: config.requestTimeout,
    signal,
  });
  if (result.ok) return readVariationAnswer(result.data);
  if (result.failure.kind === "aborted") return { kind: "aborted" };
  return { kind: "failed", reason: result.failure.kind };
}

export interface VariationSender {
  fetch(request: VariationRequest, outer?: AbortSignal): Promise<VariationAnswer>;
  abort(): void;
}

/**
 * One request at a time: a new choice aborts the answer still on its way for the old one
 * (add-to-cart-variation.js aborts its earlier xhr the same way).
 */
export function createVariationFetcher(
  send: (request: VariationRequest, signal: AbortSignal) => Promise<VariationAnswer>,
): VariationSender {
  let current: AbortController | null = null;
  return {
    fetch(request, outer) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      outer?.addEventListener("abort", () => controller.abort(), { once: true });
      return send(request, controller.signal).finally(() => {
        if (current === controller) current = null;
      });
    },
    abort() {
      current?.abort();
      current = null;
    },
  };
}

/**
 * The page's sender, `?wc-ajax=get_variation` for forms whose variations are not in the page,
 * through the store client's transport (the client owns fetch).
 */
export function createVariationSender({ client }: { client: Pick<StoreClient, "transport"> }): VariationSender {
  const { fetch, config } = client.transport;
  return createVariationFetcher((request, signal) => getVariation(fetch, config, request, signal));
}
