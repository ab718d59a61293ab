/**
 * The cart lock where the browser has no Web Locks (Safari before 15.4, Firefox before 96, and
 * any page not served over HTTPS, where `navigator.locks` does not exist): a lease, the holding
 * tab's id and the time it runs out, with the tabs waiting for it in line (docs/decisions/0022).
 *
 * The lease lives in IndexedDB (cart-lock-idb.ts): its read-write transactions run one at a time
 * for the whole origin, which gives the compare-and-set a lease needs. localStorage has none, and
 * another tab's write reaches a busy tab late: a lease there let two tabs hold it at once and lost
 * adds in the end-to-end test. localStorage still carries the hand-off, as its `storage` event
 * reaches every other tab at once: a release, and a tab going away (`pagehide`).
 *
 * Releasing, the holder gives the lease to the first tab in line in the same transaction and names
 * it in the hand-off, which wakes that tab to claim at once and find it. The holder renews the lease while its
 * request runs; a tab that crashed stops renewing, and its lease runs out within TTL_MS. A tab that
 * misses a hand-off claims again every POLL_MS.
 */
import type { CartLock, LeaseStorage } from "./cart-lock";
import { openLeaseStore } from "./cart-lock-idb";

/** A dead holder blocks the others for this long at most (the issue allows 10 s). */
export const LEASE_TTL_MS = 5000;
export const LEASE_RENEW_MS = 1500;
export const LEASE_POLL_MS = 250;
/** A waiting tab keeps its place in line this long after its last claim. */
export const LEASE_WAIT_TTL_MS = 3000;
/**
 * The localStorage key of the hand-off: `{"released":id}` or `{"left":id}`, and a time. Neither
 * names who the lease went to: the record does (see handoffOrAfter()).
 */
export const HANDOFF_KEY = "islet_cart_lock";

export interface Lease {
  id: string;
  until: number;
}

/** The lease and the line, as kept in one record. */
export interface LeaseRecord {
  holder: Lease | null;
  waiting: Lease[];
}

/** One atomic read-modify-write of the record (an IndexedDB read-write transaction). */
export interface LeaseStore {
  update<T>(change: (record: LeaseRecord) => { record: LeaseRecord; result: T }): Promise<T>;
}

export interface Claim {
  acquired: boolean;
  /** Who holds the lease after the claim. */
  holder: Lease | null;
}

interface LeaseArgs {
  id: string;
  now: number;
  ttl: number;
  /** Tabs that said they went away: their lease and place in line count for nothing. */
  gone: ReadonlySet<string>;
}

interface ClaimArgs extends LeaseArgs {
  waitTtl: number;
}

const aliveAt =
  (now: number, gone: ReadonlySet<string>) =>
  (lease: Lease): boolean =>
    lease.until > now && !gone.has(lease.id);

/**
 * The lease is ours already (handed to us), or it is free (nobody, run out, gone) and nobody still
 * waiting came before us: it is ours. Otherwise we keep (or take) our place in line.
 */
export function claimLease(record: LeaseRecord, { id, now, ttl, waitTtl, gone }: ClaimArgs): { record: LeaseRecord; result: Claim } {
  const alive = aliveAt(now, gone);
  const waiting = record.waiting.filter(alive);
  const holder = record.holder && alive(record.holder) ? record.holder : null;
  const place = waiting.findIndex((lease) => lease.id === id);
  const othersFirst = place === -1 ? waiting.length > 0 : place > 0;
  if (holder?.id === id || (holder === null && !othersFirst)) {
    const mine = { id, until: now + ttl };
    return { record: { holder: mine, waiting: waiting.filter((lease) => lease.id !== id) }, result: { acquired: true, holder: mine } };
  }
  const entry = { id, until: now + waitTtl };
  const line = place === -1 ? [...waiting, entry] : waiting.map((lease) => (lease.id === id ? entry : lease));
  return { record: { holder: record.holder, waiting: line }, result: { acquired: false, holder } };
}

/** The holder's lease runs on; nothing changes if it is not ours any more. */
export function renewLease(record: LeaseRecord, id: string, until: number): { record: LeaseRecord; result: boolean } {
  if (record.holder?.id !== id) return { record, result: false };
  return { record: { ...record, holder: { id, until } }, result: true };
}

/**
 * Our lease given up, to the first tab still in line if there is one (its id is the result), and
 * our place in line too.
 */
export function releaseLease(record: LeaseRecord, { id, now, ttl, gone }: LeaseArgs): { record: LeaseRecord; result: string | null } {
  const waiting = record.waiting.filter((lease) => lease.id !== id);
  if (record.holder?.id !== id) return { record: { holder: record.holder, waiting }, result: null };
  const [next, ...rest] = waiting.filter(aliveAt(now, gone));
  if (!next) return { record: { holder: null, waiting: [] }, result: null };
  return { record: { holder: { id: next.id, until: now + ttl }, waiting: rest }, result: next.id };
}

export interface LeaseOptions {
  store: LeaseStore;
  /** Where the hand-off is written; null or failing: the others find out by polling. */
  handoff?: LeaseStorage | null;
  /** Calls `listener` with another tab's hand-off value; returns the unsubscribe. Default: the `storage` event. */
  onHandoff?: (listener: (value: string | null) => void) => () => void;
  /** Calls `listener` when the tab goes away. Default: `pagehide`. */
  onLeave?: (listener: () => void) => void;
  now?: () => number;
  id?: string;
  ttlMs?: number;
  renewMs?: number;
  pollMs?: number;
  waitTtlMs?: number;
  maxHoldMs?: number;
}

/*
 * startTask and settledOrAfter as in cart-lock.ts, and its hold time: this file imports no code
 * of the first load, or the bundler would move that code into a chunk of its own, one more file
 * on every page's first load for a fallback few browsers need.
 */
const MAX_HOLD_MS = 25000;

function startTask<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function settledOrAfter(task: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    task.then(done, done);
  });
}

function randomId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function storageHandoffs(listener: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === HANDOFF_KEY) listener(event.newValue);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

const onPageHide = (listener: () => void): void => window.addEventListener("pagehide", listener);

/** The id a hand-off says went away, if it says one did. */
function leftIn(value: string | null): string | null {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(value ?? "null");
  } catch {
    /* not ours */
  }
  const left = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>).left : null;
  return typeof left === "string" ? left : null;
}

export function createLeaseLock(options: LeaseOptions): CartLock {
  const { store } = options;
  const now = options.now ?? Date.now;
  let id = options.id ?? randomId();
  const ttl = options.ttlMs ?? LEASE_TTL_MS;
  const poll = options.pollMs ?? LEASE_POLL_MS;
  const waitTtl = options.waitTtlMs ?? LEASE_WAIT_TTL_MS;
  const renewEvery = options.renewMs ?? LEASE_RENEW_MS;
  const maxHold = options.maxHoldMs ?? MAX_HOLD_MS;
  const onHandoff = options.onHandoff ?? storageHandoffs;
  const gone = new Set<string>();
  let turns: Promise<unknown> = Promise.resolve();

  const announce = (handoff: Record<string, string>): void => {
    try {
      options.handoff?.setItem(HANDOFF_KEY, JSON.stringify({ ...handoff, at: now() }));
    } catch {
      /* no hand-off: the others poll */
    }
  };
  const release = (holder = id): Promise<string | null> => store.update((record) => releaseLease(record, { id: holder, now: now(), ttl, gone }));
  onHandoff((value) => {
    const left = leftIn(value);
    if (left) gone.add(left);
  });
  // A closing tab's transactions may never finish: say it synchronously, the others take it from
  // there. A page kept in the back/forward cache may come back: it comes back as another tab.
  (options.onLeave ?? onPageHide)(() => {
    const leaving = id;
    announce({ left: leaving });
    void release(leaving).catch(() => undefined);
    id = randomId();
  });

  /**
   * Resolves on another tab's hand-off, or after `ms`. A hand-off only wakes us: one naming us may
   * reach a busy tab late, after the lease it gave has been used and gone on to another tab, so
   * the store, not the message, says whether the lease is ours.
   */
  const handoffOrAfter = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        off();
        resolve();
      };
      const timer = setTimeout(done, ms);
      const off = onHandoff(done);
    });

  async function acquire(): Promise<void> {
    for (;;) {
      // Handed to us, the releasing tab wrote us in as the holder before it said so: this claim finds it.
      const claim = await store.update((record) => claimLease(record, { id, now: now(), ttl, waitTtl, gone }));
      if (claim.acquired) return;
      const left = claim.holder ? claim.holder.until - now() : poll;
      await handoffOrAfter(Math.max(1, Math.min(left, poll)));
    }
  }

  async function hold<T>(task: () => Promise<T>): Promise<T> {
    const running = startTask(task);
    const renew = setInterval(() => void store.update((record) => renewLease(record, id, now() + ttl)).catch(() => undefined), renewEvery);
    await settledOrAfter(running, maxHold);
    clearInterval(renew);
    await release().catch(() => undefined);
    announce({ released: id });
    return running;
  }

  async function turn<T>(task: () => Promise<T>): Promise<T> {
    try {
      await acquire();
    } catch {
      // The store failed midway: the request still goes, in its tab's turn.
      return startTask(task);
    }
    return hold(task);
  }

  return {
    kind: "lease",
    run<T>(task: () => Promise<T>): Promise<T> {
      // One turn at a time in this tab too, whoever calls.
      const result = turns.then(() => turn(task));
      turns = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
  };
}

const PROBE_KEY = "islet_cart_lock_probe";

/** The storage, if writing to it works here (private modes and sandboxed frames throw). */
function usableStorage(pick: () => LeaseStorage): LeaseStorage | null {
  try {
    const storage = pick();
    storage.setItem(PROBE_KEY, "1");
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The lease lock on the origin's IndexedDB, handed on through `storage` where it works; rejects
 * when the database cannot be opened.
 */
export async function openLeaseLock(factory: IDBFactory, storage: () => LeaseStorage, options: Omit<LeaseOptions, "store" | "handoff"> = {}): Promise<CartLock> {
  return createLeaseLock({ ...options, store: await openLeaseStore(factory), handoff: usableStorage(storage) });
}
