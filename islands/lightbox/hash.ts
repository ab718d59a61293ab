/**
 * The shareable lightbox state in the URL hash (docs/behaviour/gallery.md#lightbox-hash): `gid` is
 * the gallery number and `pid` the 1-based item number, appended to whatever else the hash holds,
 * as PhotoSwipe 4 wrote them (`#tab-reviews&gid=1&pid=2`) so links shared from the old store still
 * open the right image. Pure functions over strings: the history bookkeeping is in history.ts.
 */
import { HASH_GALLERY_KEY, HASH_ITEM_KEY, HASH_MIN_LENGTH } from "./constants";

export interface LightboxHash {
  gid: number;
  /** 1-based, as in the URL. */
  pid: number;
}

const withoutMark = (hash: string): string => (hash.startsWith("#") ? hash.slice(1) : hash);

const keyOf = (part: string): string => {
  const at = part.indexOf("=");
  return at < 0 ? part : part.slice(0, at);
};

const isLightboxKey = (part: string): boolean => {
  const key = keyOf(part);
  return key === HASH_GALLERY_KEY || key === HASH_ITEM_KEY;
};

const positiveInteger = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;

/** The gallery and item a hash asks for; null unless both are there and the hash is long enough. */
export function parseLightboxHash(hash: string): LightboxHash | null {
  const body = withoutMark(hash);
  if (body.length < HASH_MIN_LENGTH) return null;
  const values = new Map<string, string>();
  for (const part of body.split("&")) {
    const at = part.indexOf("=");
    if (at > 0) values.set(part.slice(0, at), part.slice(at + 1));
  }
  const gid = positiveInteger(values.get(HASH_GALLERY_KEY));
  const pid = positiveInteger(values.get(HASH_ITEM_KEY));
  return gid === null || pid === null ? null : { gid, pid };
}

/** The hash without the lightbox's parts (no leading '#'): what closing restores. */
export function stripLightboxHash(hash: string): string {
  return withoutMark(hash)
    .split("&")
    .filter((part) => !isLightboxKey(part))
    .join("&");
}

/** The hash for an open lightbox (no leading '#'): the other parts first, kept as they were. */
export function writeLightboxHash(hash: string, state: LightboxHash): string {
  const rest = stripLightboxHash(hash);
  const own = `${HASH_GALLERY_KEY}=${state.gid}&${HASH_ITEM_KEY}=${state.pid}`;
  return rest ? `${rest}&${own}` : own;
}
