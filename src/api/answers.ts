/** Typed readings of the store's answers (shapes from fixtures/reference-store/ajax). */
import { isObject, stringRecord } from "../contract/validate";

export interface Fragments {
  fragments: Record<string, string>;
  cartHash: string;
}

export type AddToCartAnswer =
  | ({ kind: "added" } & Fragments)
  | { kind: "error"; productUrl: string | null }
  /** 200 with an empty body, `{}` or JSON without fragments: WooCommerce's "nothing happened". */
  | { kind: "empty" };

export type RemoveAnswer = ({ kind: "removed" } & Fragments) | { kind: "not-removed" };

export interface NonceAnswer {
  nonce: string;
}

export interface MiniCartBlocks {
  beforeCart: string;
  afterCart: string;
}

export function readFragments(data: unknown): Fragments | null {
  if (!isObject(data)) return null;
  const fragments = stringRecord(data.fragments);
  if (!fragments) return null;
  const cartHash = typeof data.cart_hash === "string" ? data.cart_hash : "";
  return { fragments, cartHash };
}

export function readAddToCart(data: unknown): AddToCartAnswer {
  if (isObject(data) && data.error) {
    return { kind: "error", productUrl: typeof data.product_url === "string" ? data.product_url : null };
  }
  const fragments = readFragments(data);
  return fragments ? { kind: "added", ...fragments } : { kind: "empty" };
}

export function readRemove(data: unknown): RemoveAnswer {
  const fragments = readFragments(data);
  return fragments ? { kind: "removed", ...fragments } : { kind: "not-removed" };
}

export function readNonce(data: unknown): NonceAnswer | null {
  if (!isObject(data) || Number(data.status) !== 1) return null;
  return typeof data.nonce === "string" && data.nonce !== "" ? { nonce: data.nonce } : null;
}

export function readMiniCartBlocks(data: unknown): MiniCartBlocks | null {
  if (!isObject(data) || data.success !== true || !isObject(data.data)) return null;
  const { before_cart: beforeCart, after_cart: afterCart } = data.data;
  return {
    beforeCart: typeof beforeCart === "string" ? beforeCart : "",
    afterCart: typeof afterCart === "string" ? afterCart : "",
  };
}
