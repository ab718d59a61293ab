/**
 * Which ajax endpoint a request is for, and its answer (or its fault, see faults.ts).
 *
 * - `?wc-ajax=NAME` on any path (WooCommerce's do_wc_ajax runs on every front-end URL);
 * - `?commercekit-ajax=ACTION` on any path (CommerceKit's own endpoint);
 * - `/wp-admin/admin-ajax.php` with `action` in the query or the body.
 */
import { handleCkAjax } from "./ajax-ck";
import { handleReloadDates, RELOAD_DATES_ENDPOINT } from "./ajax-delivery-dates";
import { handleWdrAjax, WDR_ACTION } from "./ajax-discount-rules";
import { handleSalePrices, SALE_PRICES_ACTION } from "./ajax-sale-prices";
import { saveWaitlistAnswer } from "./ajax-waitlist";
import { LISTING_ADD_ACTION, LISTING_VARIATIONS_ACTION, listingAddAnswer, listingVariationsAnswer, type ListingData } from "./ajax-listing-swatches";
import { handleWcAjax } from "./ajax-wc";
import type { RequestContext } from "./context";
import { FAULT_COOKIE, faultAnswer, parseFaults, type FaultPages } from "./faults";
import { ADMIN_AJAX_HEADERS, type Answer } from "./http";

export interface AjaxTarget {
  kind: "wc" | "ck" | "admin";
  /** The wc-ajax endpoint or the action name ("" when none was given). */
  name: string;
}

export interface AjaxDeps {
  orderBump: string;
  /** The listing cards' variations and images (commercekit_get_ajax_as_variations). */
  listing: ListingData;
  faultPages: FaultPages;
  /** How long the `timeout` fault waits before answering. */
  timeoutMs: number;
}

export function ajaxTarget(url: URL, form: Map<string, string>): AjaxTarget | null {
  const wc = url.searchParams.get("wc-ajax");
  if (wc) return { kind: "wc", name: wc };
  const action = url.searchParams.get("action") ?? form.get("action") ?? "";
  const ck = url.searchParams.get("commercekit-ajax");
  if (ck !== null) return { kind: "ck", name: ck || action };
  if (url.pathname === "/wp-admin/admin-ajax.php") return { kind: "admin", name: action };
  return null;
}

type FormHandler = (ctx: RequestContext, form: Map<string, string>) => Answer;

/** admin-ajax actions of the theme and plugins other than CommerceKit's, by action name. */
const OTHER_ACTIONS: ReadonlyMap<string, FormHandler> = new Map([
  [SALE_PRICES_ACTION, handleSalePrices],
  [WDR_ACTION, handleWdrAjax],
]);

/** wc-ajax endpoints of plugins other than WooCommerce, checked before handleWcAjax. */
const EXTRA_WC_ENDPOINTS: ReadonlyMap<string, FormHandler> = new Map([[RELOAD_DATES_ENDPOINT, handleReloadDates]]);

/** CommerceKit actions that read a posted form (the others in ajax-ck.ts need none). */
function ckFormAction(name: string, deps: AjaxDeps): FormHandler | undefined {
  switch (name) {
    case "commercekit_save_waitlist":
      return saveWaitlistAnswer;
    case LISTING_VARIATIONS_ACTION:
      return (ctx, form) => listingVariationsAnswer(ctx, form, deps.listing);
    case LISTING_ADD_ACTION:
      return listingAddAnswer;
    default:
      return undefined;
  }
}

function answerFor(target: AjaxTarget, ctx: RequestContext, form: Map<string, string>, deps: AjaxDeps): Answer {
  const extraWc = target.kind === "wc" ? EXTRA_WC_ENDPOINTS.get(target.name) : undefined;
  if (extraWc) return extraWc(ctx, form);
  if (target.kind === "wc") return handleWcAjax(ctx, target.name, form);
  const other = (target.kind === "admin" ? OTHER_ACTIONS.get(target.name) : undefined) ?? ckFormAction(target.name, deps);
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
