/**
 * One lock for the cart mutations of every tab of the origin (issue 16, docs/decisions/0022).
 * WooCommerce reads the session's cart when a request starts and writes all of it back when it
 * ends, so of two mutations from two tabs that overlap, the last write wins and the other's
 * change is lost. The tab's queue (queue.ts) keeps its own requests in order; this lock keeps
 * tabs apart. It wraps one request at a time, never a tab's whole queue, so tabs take turns.
 *
 * Web Locks where the browser has them (the browser releases a closed or crashed tab's lock);
 * elsewhere a lease kept in IndexedDB and handed on through localStorage (cart-lock-lease.ts,
 * loaded only there); with neither (blocked storage) the tab's own queue is all there is, and
 * adding to the cart still works.
 */

export type CartLockKind = "web-locks" | "lease" | "tab";

export interface CartLock {
  readonly kind: CartLockKind;
  /** Runs `task` while no other tab of the origin runs one; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const CART_LOCK_NAME = "islet-cart";

/**
 * The longest a task keeps the lock: past it the task runs on unlocked and the other tabs go
 * on, so a request that never settles cannot stop every tab's cart (the client's own timeout
 * comes first).
 */
export const DEFAULT_MAX_HOLD_MS = 25000;

/** The part of the Web Locks API (`navigator.locks`) the lock uses. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

/** Where the lease's hand-off is written (`localStorage`). */
export interface LeaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CartLockOptions {
  /** False: the tab's own queue only (the config's `cartLock`, turned off for tests). */
  enabled?: boolean;
  /** Default `navigator.locks`; null: as in a browser without Web Locks. */
  locks?: LockManagerLike | null;
  /** Default `indexedDB`, where the lease lives; null or throwing: no lease. */
  indexedDB?: () => IDBFactory | null;
  /** Default `localStorage`, for the lease's hand-off; throwing: the others poll. */
  storage?: () => LeaseStorage;
  maxHoldMs?: number;
}

/** Starts `task`, turning a synchronous throw into a rejection like any other failure. */
export function startTask<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Resolves once `task` settles or `ms` have passed, whichever is first; never rejects. */
export function settledOrAfter(task: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    task.then(done, done);
  });
}

/** No lock across tabs: the tab's queue alone orders its requests. */
export const TAB_ONLY_LOCK: CartLock = { kind: "tab", run: startTask };

export function webLocksLock(locks: LockManagerLike, maxHoldMs = DEFAULT_MAX_HOLD_MS): CartLock {
  return {
    kind: "web-locks",
    async run<T>(task: () => Promise<T>): Promise<T> {
      const started: { task: Promise<T> | null } = { task: null };
      try {
        await locks.request(CART_LOCK_NAME, () => {
          started.task = startTask(task);
          return settledOrAfter(started.task, maxHoldMs);
        });
      } catch {
        // No lock to be had (an opaque origin's SecurityError): the request still goes, in its tab's turn.
      }
      return started.task ?? startTask(task);
    },
  };
}

function navigatorLocks(): LockManagerLike | null {
  try {
    const locks: LockManagerLike | undefined = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks && typeof locks.request === "function" ? locks : null;
  } catch {
    return null;
  }
}

function indexedDBOf(pick: () => IDBFactory | null): IDBFactory | null {
  try {
    return pick() ?? null;
  } catch {
    return null;
  }
}

/** A lock whose code loads on first use; if it cannot load, the tab's queue alone. */
function lazyLock(kind: CartLockKind, load: () => Promise<CartLock>): CartLock {
  let loaded: Promise<CartLock> | null = null;
  return {
    kind,
    run<T>(task: () => Promise<T>): Promise<T> {
      loaded ??= load().catch(() => TAB_ONLY_LOCK);
      return loaded.then((lock) => lock.run(task));
    },
  };
}

export function createCartLock(options: CartLockOptions = {}): CartLock {
  if (options.enabled === false) return TAB_ONLY_LOCK;
  const maxHoldMs = options.maxHoldMs ?? DEFAULT_MAX_HOLD_MS;
  const locks = options.locks === undefined ? navigatorLocks() : options.locks;
  if (locks) return webLocksLock(locks, maxHoldMs);
  const factory = indexedDBOf(options.indexedDB ?? (() => window.indexedDB));
  if (!factory) return TAB_ONLY_LOCK;
  const storage = options.storage ?? (() => window.localStorage);
  return lazyLock("lease", () => import("./cart-lock-lease").then((lease) => lease.openLeaseLock(factory, storage, { maxHoldMs })));
}
