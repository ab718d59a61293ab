/**
 * Which ajax endpoint a request is for, and its answer (or its fault, see faults.ts).
 *
 * - `?wc-ajax=NAME` on any path (WooCommerce's do_wc_ajax runs on every front-end URL);
 * - `?commercekit-ajax=ACTION` on any path (CommerceKit's own endpoint);
 * - `/wp-admin/admin-ajax.php` with `action` in the query or the body;
 * - `?cgkit_ajax_search_product=1` / `?cgkit_ajax_search_post=1` on any path (CommerceKit's
 *   live search, answered on the front end: named by the flag);
 * - `/wp-json/ROUTE` (or `?rest_route=/ROUTE`): WordPress's REST API, named by the route without
 *   its trailing id (`wp/v2/users`), with the `X-WP-Nonce` header.
 */
import { handleCkAjax } from "./ajax-ck";
import { handleReloadDates, RELOAD_DATES_ENDPOINT } from "./ajax-delivery-dates";
import { handleWdrAjax, WDR_ACTION } from "./ajax-discount-rules";
import { handleSalePrices, SALE_PRICES_ACTION } from "./ajax-sale-prices";
import { saveWaitlistAnswer } from "./ajax-waitlist";
import { COUNTDOWN_TOTAL_ACTION, countdownTotalAnswer } from "./ajax-countdown";
import { SEARCH_ACTION, SEARCH_COUNTS_ACTION, SEARCH_POST_FLAG, SEARCH_PRODUCT_FLAG, searchAnswer, searchCountsAnswer } from "./ajax-search";
import { WISHLIST_ACTIONS } from "./ajax-wishlist";
import { LISTING_ADD_ACTION, LISTING_VARIATIONS_ACTION, listingAddAnswer, listingVariationsAnswer, type ListingData } from "./ajax-listing-swatches";
import { handleWcAjax } from "./ajax-wc";
import { ORDER_BUMP_ADD_ACTION, ORDER_BUMP_VIEWS_ACTION, orderBumpAddAnswer, orderBumpViewsAnswer } from "./ajax-order-bump";
import { ANALYTICS_ACTION, ANALYTICS_REST_NAME, analyticsAjaxAnswer, analyticsRestAnswer, SUB_FORM_ACTION, subFormAnswer } from "./ajax-popup";
import { restRouteOf, updateUserAnswer, USERS_ROUTE } from "./coming-soon";
import type { RequestContext } from "./context";
import { FAULT_COOKIE, faultAnswer, parseFaults, type FaultPages } from "./faults";
import { ADMIN_AJAX_HEADERS, AJAX_HEADERS, jsonAnswer, type Answer } from "./http";
import type { IncomingHttpHeaders } from "node:http";

export interface AjaxTarget {
  kind: "wc" | "ck" | "admin" | "search" | "rest";
  /** The wc-ajax endpoint, the action name ("" when none was given) or the search flag. */
  name: string;
  /** The request's query string (the live search reads its GET fields). */
  query?: URLSearchParams;
  /** A REST call's `X-WP-Nonce` header. */
  nonce?: string;
}

const SEARCH_FLAGS = [SEARCH_PRODUCT_FLAG, SEARCH_POST_FLAG];

export interface AjaxDeps {
  orderBump: string;
  /** The listing cards' variations and images (commercekit_get_ajax_as_variations). */
  listing: ListingData;
  faultPages: FaultPages;
  /** How long the `timeout` fault waits before answering. */
  timeoutMs: number;
}

export function ajaxTarget(url: URL, form: Map<string, string>, headers: IncomingHttpHeaders = {}): AjaxTarget | null {
  const query = url.searchParams;
  const rest = restRouteOf(url);
  const nonce = headers["x-wp-nonce"];
  if (rest) return { kind: "rest", name: rest, query, nonce: Array.isArray(nonce) ? nonce[0] : nonce };
  const wc = query.get("wc-ajax");
  if (wc) return { kind: "wc", name: wc, query };
  const action = query.get("action") ?? form.get("action") ?? "";
  const ck = query.get("commercekit-ajax");
  if (ck !== null) return { kind: "ck", name: ck || action, query };
  if (url.pathname === "/wp-admin/admin-ajax.php") return { kind: "admin", name: action, query };
  const flag = SEARCH_FLAGS.find((name) => query.has(name));
  return flag ? { kind: "search", name: flag, query } : null;
}

type FormHandler = (ctx: RequestContext, form: Map<string, string>) => Answer;

/** WordPress REST routes, by route (coming-soon.ts); others answer rest_no_route. */
const REST_ROUTES: ReadonlyMap<string, (target: AjaxTarget, form: Map<string, string>) => Answer> = new Map([
  [USERS_ROUTE, (target, form) => updateUserAnswer(target.nonce, form)],
  // Popup Maker's analytics beacon: multipart POST (sendBeacon) or GET (the image fallback).
  [ANALYTICS_REST_NAME, (target, form) => analyticsRestAnswer(requestFields(target.query, form))],
]);

const noRoute = (): Answer => jsonAnswer({ code: "rest_no_route", message: "No route was found matching the URL and request method.", data: { status: 404 } }, { status: 404 });

/** admin-ajax actions of the theme and plugins other than CommerceKit's, by action name. */
const OTHER_ACTIONS: ReadonlyMap<string, FormHandler> = new Map([
  [SALE_PRICES_ACTION, handleSalePrices],
  [WDR_ACTION, handleWdrAjax],
  [SUB_FORM_ACTION, subFormAnswer],
  [ANALYTICS_ACTION, analyticsAjaxAnswer],
]);

/** wc-ajax endpoints of plugins other than WooCommerce, checked before handleWcAjax. */
const EXTRA_WC_ENDPOINTS: ReadonlyMap<string, FormHandler> = new Map([[RELOAD_DATES_ENDPOINT, handleReloadDates]]);

/** The query's fields, then the form's (the live search's calls are GETs). */
const requestFields = (query: URLSearchParams | undefined, form: Map<string, string>): Map<string, string> => new Map([...form, ...(query ?? [])]);

/** CommerceKit actions that read a posted form or the query (the others in ajax-ck.ts need none). */
function ckFormAction(name: string, deps: AjaxDeps, query: URLSearchParams | undefined): FormHandler | undefined {
  const wishlist = WISHLIST_ACTIONS.get(name);
  if (wishlist) return wishlist;
  switch (name) {
    case SEARCH_ACTION:
      return (ctx, form) => searchAnswer(ctx, name, requestFields(query, form));
    case SEARCH_COUNTS_ACTION:
      return (ctx, form) => searchCountsAnswer(ctx, requestFields(query, form));
    case "commercekit_save_waitlist":
      return saveWaitlistAnswer;
    case COUNTDOWN_TOTAL_ACTION:
      return countdownTotalAnswer;
    case LISTING_VARIATIONS_ACTION:
      return (ctx, form) => listingVariationsAnswer(ctx, form, deps.listing);
    case LISTING_ADD_ACTION:
      return listingAddAnswer;
    case ORDER_BUMP_ADD_ACTION:
      return orderBumpAddAnswer;
    case ORDER_BUMP_VIEWS_ACTION:
      return orderBumpViewsAnswer;
    default:
      return undefined;
  }
}

/** The search flags are answered on the front end, without admin-ajax's headers (capture 04). */
function withoutAjaxHeaders(answer: Answer): Answer {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !(name in AJAX_HEADERS)));
  return { ...answer, headers };
}

function answerFor(target: AjaxTarget, ctx: RequestContext, form: Map<string, string>, deps: AjaxDeps): Answer {
  if (target.kind === "rest") return (REST_ROUTES.get(target.name) ?? noRoute)(target, form);
  const extraWc = target.kind === "wc" ? EXTRA_WC_ENDPOINTS.get(target.name) : undefined;
  if (extraWc) return extraWc(ctx, form);
  if (target.kind === "wc") return handleWcAjax(ctx, target.name, form);
  if (target.kind === "search") return withoutAjaxHeaders(searchAnswer(ctx, target.name, requestFields(target.query, form)));
  const other = (target.kind === "admin" ? OTHER_ACTIONS.get(target.name) : undefined) ?? ckFormAction(target.name, deps, target.query);
  const answer = other ? other(ctx, form) : handleCkAjax(ctx, target.name, deps.orderBump);
  return target.kind === "admin" ? { ...answer, headers: { ...answer.headers, ...ADMIN_AJAX_HEADERS } } : answer;
}

/** Resolves after `ms`, or with false as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The answer to an ajax request, honouring the visitor's fault cookie. Null when the request
 * was abandoned during a `timeout` fault (nothing to send, nothing changed).
 */
export async function answerAjax(
  target: AjaxTarget,
  ctx: RequestContext,
  form: Map<string, string>,
  deps: AjaxDeps,
  signal: AbortSignal,
): Promise<Answer | null> {
  const fault = parseFaults(ctx.session.cookies.get(FAULT_COOKIE)).get(target.name);
  if (fault === "timeout") {
    if (!(await wait(deps.timeoutMs, signal))) return null;
  } else if (fault) {
    return faultAnswer(fault, deps.faultPages);
  }
  return answerFor(target, ctx, form, deps);
}
