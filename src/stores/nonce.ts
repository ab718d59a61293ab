/**
 * CommerceKit's security nonce (docs/behaviour/server-calls.md#nonce): fetched lazily with
 * `commercekit_get_nonce`, kept in a cookie for 2 hours, awaited by the calls that need it.
 * While it is not ready, those calls do nothing.
 */
import { atom } from "nanostores";
import type { ApiResult } from "../api/client";

export const NONCE_COOKIE = "islet_ck_nonce";
export const NONCE_LIFETIME_MS = 2 * 60 * 60 * 1000;

export type NonceState = { status: "idle" | "loading" | "failed"; value: null } | { status: "ready"; value: string };

export const $nonce = atom<NonceState>({ status: "idle", value: null });

export interface NonceSource {
  /** Resolves the nonce, or null when the store could not give one. */
  fetchNonce(): Promise<string | null>;
  readCookie(name: string): string | undefined;
  writeCookie(name: string, value: string, expiresInDays: number): void;
}

let source: NonceSource | null = null;
let inFlight: Promise<string | null> | null = null;

export function setNonceSource(next: NonceSource | null): void {
  source = next;
  inFlight = null;
  $nonce.set({ status: "idle", value: null });
}

/** Takes the nonce from its cookie if one is kept there; never asks the store. */
export function adoptCachedNonce(): string | null {
  const current = $nonce.get();
  if (current.status === "ready") return current.value;
  const cached = source?.readCookie(NONCE_COOKIE);
  if (!cached) return null;
  $nonce.set({ status: "ready", value: cached });
  return cached;
}

/** Returns the nonce, fetching it once if needed; null if it cannot be had. */
export function ensureNonce(): Promise<string | null> {
  const cached = adoptCachedNonce();
  if (cached !== null) return Promise.resolve(cached);
  if (inFlight) return inFlight;
  if (!source) return Promise.resolve(null);
  const from = source;
  $nonce.set({ status: "loading", value: null });
  inFlight = from.fetchNonce().then((nonce) => {
    inFlight = null;
    if (!nonce) {
      $nonce.set({ status: "failed", value: null });
      return null;
    }
    from.writeCookie(NONCE_COOKIE, nonce, NONCE_LIFETIME_MS / 86400000);
    $nonce.set({ status: "ready", value: nonce });
    return nonce;
  });
  return inFlight;
}

/** Runs `action` with the nonce; does nothing (returns null) while no nonce can be had. */
export async function withNonce<T>(action: (nonce: string) => Promise<T>): Promise<T | null> {
  const nonce = await ensureNonce();
  return nonce === null ? null : action(nonce);
}

/** A 403 means the nonce expired: forget it so the next call fetches a fresh one. */
export function forgetNonce(): void {
  $nonce.set({ status: "idle", value: null });
  source?.writeCookie(NONCE_COOKIE, "", -1);
}

/**
 * Runs `action` with the nonce and, when its outcome says the nonce was refused (a 403: it
 * expired, docs/behaviour/server-calls.md#nonce), forgets it and runs once more with a fresh one.
 */
export async function withFreshNonce<T>(action: (nonce: string) => Promise<T>, refused: (outcome: T) => boolean): Promise<T | null> {
  const first = await withNonce(action);
  if (first === null || !refused(first)) return first;
  forgetNonce();
  return withNonce(action);
}

/** The store refused the call with a 403: the nonce expired (docs/behaviour/server-calls.md#nonce). */
export function refusedWith403(result: ApiResult<unknown> | null): boolean {
  return result !== null && !result.ok && result.failure.kind === "http" && result.failure.status === 403;
}
