/** What a request handler gets: the request's origin, the visitor's session and the catalogue. */
import type { Catalogue } from "./catalogue";
import { cartHash, priceCart, type CartSummary } from "./cart";
import { renderFragments, type FragmentContext } from "./fragments";
import type { Answer } from "./http";
import type { Session } from "./visitors";

export interface RequestContext {
  /** The request's own origin, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  session: Session;
  catalogue: Catalogue;
}

export const cartSummary = (ctx: RequestContext): CartSummary => priceCart(ctx.session.cart, ctx.catalogue);

export const fragmentContext = (ctx: RequestContext): FragmentContext => ({
  origin: ctx.origin,
  removeNonce: ctx.session.removeNonce,
});

/** WC_AJAX::get_refreshed_fragments(): `{fragments, cart_hash}`. */
export function fragmentsPayload(ctx: RequestContext): { fragments: Record<string, string>; cart_hash: string } {
  const summary = cartSummary(ctx);
  return { fragments: renderFragments(fragmentContext(ctx), summary), cart_hash: cartHash(summary) };
}

/** Adds the cart (and new session) cookies WooCommerce would send with this answer. */
export function withCartCookies(ctx: RequestContext, answer: Answer): Answer {
  const cookies = ctx.session.responseCookies(cartHash(cartSummary(ctx)));
  return { ...answer, cookies: [...(answer.cookies ?? []), ...cookies] };
}
