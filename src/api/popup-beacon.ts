/**
 * Popup Maker's analytics beacon (docs/behaviour/server-calls.md#other-plugins; captures 48,
 * 53–55): `event` (open or conversion), `pid`, `_cache` (and `eventData` for a conversion) sent
 * with `navigator.sendBeacon` as multipart fields to the REST route (`analytics_api` +
 * `/analytics/`), or as an image GET with the same fields as a query when the browser has no beacon
 * or it refuses; to admin-ajax with `action=pum_analytics` only when the REST route is empty. Fire
 * and forget: nothing waits for it and nothing it does can fail the page.
 */
import { isOwnAddress } from "./http";

export const ANALYTICS_ACTION = "pum_analytics";

export interface BeaconTarget {
  /** `pum_vars.analytics_api` (`/wp-json/pum/v1`), "" when the REST route is off. */
  analyticsApi: string;
  /** `pum_vars.analytics_route` (`analytics`). */
  analyticsRoute: string;
  /** `pum_vars.ajaxurl`, for the admin-ajax fallback. */
  ajaxUrl: string;
}

export interface BeaconEvent {
  event: "open" | "conversion";
  pid: number;
  /** A conversion's details (`type`, `formProvider`, `formId`, `formKey`, `formInstanceId`). */
  eventData?: Record<string, unknown>;
}

export interface BeaconDeps {
  sendBeacon?: (url: string, data: FormData) => boolean;
  loadImage(url: string): void;
  now(): number;
}

const browserDeps = (): BeaconDeps => ({
  sendBeacon: typeof navigator.sendBeacon === "function" ? (url, data) => navigator.sendBeacon(url, data) : undefined,
  loadImage: (url) => {
    new Image().src = url;
  },
  now: Date.now,
});

/** Where the beacon goes and its fields, in Popup Maker's order. */
export function beaconRequest(target: BeaconTarget, beacon: BeaconEvent, now: number): { url: string; fields: [string, string][] } {
  const fields: [string, string][] = [
    ["event", beacon.event],
    ["pid", String(beacon.pid)],
    ["_cache", String(now)],
  ];
  if (beacon.eventData) fields.push(["eventData", JSON.stringify(beacon.eventData)]);
  if (target.analyticsApi !== "") return { url: `${target.analyticsApi.replace(/\/+$/, "")}/${target.analyticsRoute}/`, fields };
  return { url: target.ajaxUrl, fields: [...fields, ["action", ANALYTICS_ACTION]] };
}

function beaconSent(deps: BeaconDeps, url: string, fields: readonly [string, string][]): boolean {
  if (!deps.sendBeacon) return false;
  try {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return deps.sendBeacon(url, data);
  } catch {
    return false;
  }
}

/** Sends one beacon; never throws, never waits. */
export function sendPopupBeacon(target: BeaconTarget, beacon: BeaconEvent, deps: BeaconDeps = browserDeps()): void {
  try {
    const { url, fields } = beaconRequest(target, beacon, deps.now());
    // Only to this site: a route pointing elsewhere gets nothing (docs/decisions/0028).
    if (url === "" || !isOwnAddress(url) || beaconSent(deps, url, fields)) return;
    // The same fields as a query, appended as jQuery.param would (the URL may carry a query of its own).
    deps.loadImage(`${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(fields).toString()}`);
  } catch {
    /* analytics never stand in the shopper's way */
  }
}
