/**
 * The lease's record in IndexedDB (cart-lock-lease.ts): each update is one read-write
 * transaction, and IndexedDB runs read-write transactions on a store one at a time for every tab
 * of the origin, so a claim reads and writes the lease with no other tab in between.
 */
import type { LeaseRecord, LeaseStore } from "./cart-lock-lease";

export const LEASE_DB = "islet-cart-lock";
const STORE = "lease";
const KEY = "cart";
/** Safari has been seen never to answer an open: after this, the tab goes without the lease. */
const OPEN_TIMEOUT_MS = 3000;

function readRecord(value: unknown): LeaseRecord {
  const empty: LeaseRecord = { holder: null, waiting: [] };
  if (typeof value !== "object" || value === null) return empty;
  const { holder, waiting } = value as Record<string, unknown>;
  const isLease = (lease: unknown): lease is LeaseRecord["waiting"][number] =>
    typeof lease === "object" && lease !== null && typeof (lease as Record<string, unknown>).id === "string" && typeof (lease as Record<string, unknown>).until === "number";
  return { holder: isLease(holder) ? holder : null, waiting: Array.isArray(waiting) ? waiting.filter(isLease) : [] };
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("IndexedDB did not open")), OPEN_TIMEOUT_MS);
    const request = factory.open(LEASE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      clearTimeout(timer);
      const db = request.result;
      // Another version wants the database (a newer bundle): let it have it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error("IndexedDB did not open"));
    };
  });
}

/** One read-write transaction: the record read, changed and written back, or nothing at all. */
function updateIn<T>(db: IDBDatabase, change: (record: LeaseRecord) => { record: LeaseRecord; result: T }): Promise<T> {
  return new Promise((resolve, reject) => {
    // Throws when the database was closed (a newer version took it): the promise rejects.
    const transaction = db.transaction(STORE, "readwrite");
    const store = transaction.objectStore(STORE);
    const read = store.get(KEY);
    let outcome: { value: T } | null = null;
    read.onsuccess = () => {
      const next = change(readRecord(read.result));
      outcome = { value: next.result };
      store.put(next.record, KEY);
    };
    transaction.oncomplete = () => (outcome ? resolve(outcome.value) : reject(new Error("IndexedDB read nothing")));
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

export async function openLeaseStore(factory: IDBFactory): Promise<LeaseStore> {
  const db = await openDatabase(factory);
  return { update: (change) => updateIn(db, change) };
}
