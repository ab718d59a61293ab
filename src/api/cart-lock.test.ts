import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_LOCK_NAME, createCartLock, webLocksLock, type LeaseStorage, type LockManagerLike } from "./cart-lock";
import { taskRecorder } from "../testing/task-recorder";

/**
 * Web Locks' exclusive mode as the spec has it: requests for a name are granted one at a time,
 * in the order they were made, and a lock is released when its callback's promise settles.
 */
function fakeLockManager() {
  const names: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const locks: LockManagerLike = {
    request(name, callback) {
      names.push(name);
      const granted = tail.then(() => callback());
      tail = granted.then(
        () => undefined,
        () => undefined,
      );
      return granted;
    },
  };
  return { locks, names };
}

const refusingLocks: LockManagerLike = {
  request: () => Promise.reject(new DOMException("The operation is insecure.", "SecurityError")),
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the Web Locks cart lock", () => {
  it("runs the tabs' requests one at a time, in the order they asked, under one name", async () => {
    const { locks, names } = fakeLockManager();
    const tabA = webLocksLock(locks);
    const tabB = webLocksLock(locks);
    const { events, task, overlapped } = taskRecorder();
    const results = await Promise.all([tabA.run(task("a1", 20)), tabB.run(task("b1", 5)), tabA.run(task("a2", 10))]);
    expect(results).toEqual(["a1", "b1", "a2"]);
    expect(events).toEqual(["start a1", "end a1", "start b1", "end b1", "start a2", "end a2"]);
    expect(overlapped()).toBe(false);
    expect(new Set(names)).toEqual(new Set([CART_LOCK_NAME]));
  });

  it("releases the lock when the request fails or throws, and passes the error on", async () => {
    const { locks } = fakeLockManager();
    const lock = webLocksLock(locks);
    const { task } = taskRecorder();
    const settled = await Promise.allSettled([
      lock.run(task("a1", 5, true)),
      lock.run(() => {
        throw new Error("thrown before any promise");
      }),
      lock.run(task("a2", 5)),
    ]);
    expect(settled).toEqual([
      { status: "rejected", reason: new Error("a1 failed") },
      { status: "rejected", reason: new Error("thrown before any promise") },
      { status: "fulfilled", value: "a2" },
    ]);
  });

  it("lets the others go after maxHoldMs when a request never settles (no deadlock)", async () => {
    vi.useFakeTimers();
    const { locks } = fakeLockManager();
    const stuck = webLocksLock(locks, 1000);
    const other = webLocksLock(locks, 1000);
    void stuck.run(() => new Promise<never>(() => undefined));
    let done = false;
    const next = other.run(async () => "b1").then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(next).resolves.toBe("b1");
  });

  it("still sends the request when the browser refuses the lock", async () => {
    const lock = webLocksLock(refusingLocks);
    await expect(lock.run(async () => "sent")).resolves.toBe("sent");
  });

  it("runs the task once, even when the lock fails after granting it", async () => {
    let calls = 0;
    const failingAfterGrant: LockManagerLike = {
      request: async (_name, callback) => {
        await callback();
        throw new DOMException("aborted", "AbortError");
      },
    };
    const result = await webLocksLock(failingAfterGrant).run(async () => {
      calls += 1;
      return calls;
    });
    expect(result).toBe(1);
    expect(calls).toBe(1);
  });
});

describe("createCartLock", () => {
  const memoryStorage = (): LeaseStorage => {
    const values = new Map<string, string>();
    return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
  };
  const blocked = (): never => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  /** An IndexedDB whose open fails, as in Firefox's private windows before version 115. */
  const failingIndexedDB = (): IDBFactory => {
    const open = (): IDBOpenDBRequest => {
      const request = { error: new DOMException("A mutation operation was attempted on a database that did not allow mutations.", "InvalidStateError") } as {
        error: DOMException;
        onerror?: () => void;
      };
      setTimeout(() => request.onerror?.(), 0);
      return request as unknown as IDBOpenDBRequest;
    };
    return { open } as unknown as IDBFactory;
  };

  it("takes Web Locks where the browser has them", () => {
    expect(createCartLock({ locks: fakeLockManager().locks }).kind).toBe("web-locks");
  });

  it("takes the lease without Web Locks where there is IndexedDB", () => {
    expect(createCartLock({ locks: null, indexedDB: failingIndexedDB, storage: memoryStorage }).kind).toBe("lease");
  });

  it("still sends the request when IndexedDB will not open", async () => {
    const lock = createCartLock({ locks: null, indexedDB: failingIndexedDB, storage: memoryStorage });
    await expect(lock.run(async () => "sent")).resolves.toBe("sent");
    await expect(lock.run(async () => "sent again")).resolves.toBe("sent again");
  });

  it("keeps to the tab's queue when storage is blocked, and adding still works", async () => {
    const lock = createCartLock({ locks: null, indexedDB: blocked, storage: blocked });
    expect(lock.kind).toBe("tab");
    await expect(lock.run(async () => "sent")).resolves.toBe("sent");
  });

  it("keeps to the tab's queue when the config turns the lock off", () => {
    expect(createCartLock({ enabled: false, locks: fakeLockManager().locks }).kind).toBe("tab");
  });

  it("finds Web Locks on navigator, and copes with a DOM that has neither them nor IndexedDB (happy-dom)", () => {
    expect(createCartLock().kind).toBe("tab");
    Object.defineProperty(navigator, "locks", { value: fakeLockManager().locks, configurable: true });
    try {
      expect(createCartLock().kind).toBe("web-locks");
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
  });
});
