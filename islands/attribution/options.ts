/**
 * sourcebuster's options WooCommerce never passes, for an island printed with them (by hand,
 * or through the plugin's `islet_attribution_props` filter), loaded only then: custom organic
 * sources (docs/behaviour/attribution.md#sources: a host and a param each), custom referral sources
 * (a host each), typein's source and medium (both or neither), and a promo code from `promocode`'s
 * range (`true`: 100000–999999), zero-padded to the length of the range's end, written once to
 * `sbjs_promo`.
 */
import type { JsonObject } from "../../src/contract/validate";
import type { Organic, Referral } from "./source";
import type { TrackSettings } from "./track";

// Type imports only: a value imported from the every-page modules would split them into a
// chunk of their own, one more file on every page.

export const DEFAULT_PROMO_RANGE = { min: 100000, max: 999999 } as const;

export type TrackOptions = Pick<TrackSettings, "organics" | "referrals" | "typein" | "promo">;

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const objectOr = (value: unknown): JsonObject => (value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {});
const entries = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.map(objectOr) : []);
const optional = (value: unknown): string | undefined => (isText(value) ? value : undefined);
/** sourcebuster's `parseInt(v) || default`. */
const whole = (value: unknown, fallback: number): number => (typeof value === "number" && Math.trunc(value)) || fallback;

export function readOptions(raw: JsonObject, random: () => number = Math.random): TrackOptions {
  const { source, medium } = objectOr(raw.typein);
  const range = objectOr(raw.promocode);
  const min = whole(range.min, DEFAULT_PROMO_RANGE.min);
  const max = whole(range.max, DEFAULT_PROMO_RANGE.max);
  return {
    organics: entries(raw.organics).flatMap((entry): Organic[] =>
      isText(entry.host) && isText(entry.param) ? [{ host: entry.host, param: entry.param, display: optional(entry.display) }] : [],
    ),
    referrals: entries(raw.referrals).flatMap((entry): Referral[] =>
      isText(entry.host) ? [{ host: entry.host, medium: optional(entry.medium), display: optional(entry.display) }] : [],
    ),
    // Both or neither; neither: source.ts's default.
    typein: isText(source) && isText(medium) ? { source, medium } : undefined,
    promo: raw.promocode ? () => String(Math.floor(random() * (max - min + 1)) + min).padStart(String(max).length, "0") : undefined,
  };
}
