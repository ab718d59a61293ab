import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeaseStorage } from "./cart-lock";
import {
  claimLease,
  createLeaseLock,
  releaseLease,
  LEASE_POLL_MS,
  LEASE_TTL_MS,
  LEASE_WAIT_TTL_MS,
  type LeaseOptions,
  type LeaseRecord,
  type LeaseStore,
} from "./cart-lock-lease";
import { taskRecorder } from "../testing/task-recorder";

/** How long a transaction takes to come back. */
const STORE_LATENCY_MS = 2;
/** How long a hand-off takes to reach the other tabs: longer, so a releasing tab could claim again first. */
const HANDOFF_LATENCY_MS = 5;

/**
 * One origin seen by several tabs: the lease record updated atomically, a few ms late, as
 * IndexedDB's read-write transactions are; a tab's hand-off reaches the other tabs' listeners
 * (never its own) a little later, as localStorage's `storage` event does. A closed tab's transactions never
 * finish (the page is gone).
 */
function fakeOrigin(initial: LeaseRecord = { holder: null, waiting: [] }, handoffLatency: () => number = () => HANDOFF_LATENCY_MS) {
  let record = initial;
  const listeners = new Map<string, Set<(value: string | null) => void>>();
  const tab = (name: string, extra: Partial<LeaseOptions> = {}) => {
    const leave: (() => void)[] = [];
    let closed = false;
    const store: LeaseStore = {
      update: (change) =>
        closed
          ? new Promise(() => undefined)
          : new Promise((resolve) =>
              setTimeout(() => {
                const next = change(record);
                record = next.record;
                resolve(next.result);
              }, STORE_LATENCY_MS),
            ),
    };
    const handoff: LeaseStorage = {
      getItem: () => null,
      setItem: (_key, value) => {
        setTimeout(() => {
          for (const [other, set] of listeners) if (other !== name) for (const listener of [...set]) listener(value);
        }, handoffLatency());
      },
      removeItem: () => undefined,
    };
    const lock = createLeaseLock({
      store,
      handoff,
      id: name,
      onHandoff: (listener) => {
        const set = listeners.get(name) ?? new Set();
        listeners.set(name, set);
        set.add(listener);
        return () => set.delete(listener);
      },
      onLeave: (listener) => leave.push(listener),
      ...extra,
    });
    const close = (): void => {
      closed = true;
      leave.forEach((listener) => listener());
    };
    /** `pagehide` into the back/forward cache: the page may come back. */
    const hide = (): void => leave.forEach((listener) => listener());
    return { lock, close, hide };
  };
  return { record: () => record, tab };
}

const never = (): Promise<never> => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("claiming the lease", () => {
  const args = { id: "b", now: 1000, ttl: 5000, waitTtl: 3000, gone: new Set<string>() };
  const free: LeaseRecord = { holder: null, waiting: [] };

  it("takes a free lease, one that ran out, and one whose tab went away", () => {
    expect(claimLease(free, args).result).toEqual({ acquired: true, holder: { id: "b", until: 6000 } });
    expect(claimLease({ holder: { id: "a", until: 1000 }, waiting: [] }, args).result.acquired).toBe(true);
    expect(claimLease({ holder: { id: "a", until: 9000 }, waiting: [] }, { ...args, gone: new Set(["a"]) }).result.acquired).toBe(true);
  });

  it("gets in line behind a holder, once, and keeps its place", () => {
    const held: LeaseRecord = { holder: { id: "a", until: 9000 }, waiting: [{ id: "c", until: 2000 }] };
    const first = claimLease(held, args);
    expect(first.result).toEqual({ acquired: false, holder: { id: "a", until: 9000 } });
    expect(first.record.waiting).toEqual([{ id: "c", until: 2000 }, { id: "b", until: 4000 }]);
    expect(claimLease(first.record, { ...args, now: 1500 }).record.waiting.map((lease) => lease.id)).toEqual(["c", "b"]);
  });

  it("takes the lease handed to it, whoever waits", () => {
    const handed: LeaseRecord = { holder: { id: "b", until: 6000 }, waiting: [{ id: "c", until: 2000 }] };
    expect(claimLease(handed, args).result.acquired).toBe(true);
  });

  it("gives the lease, released, to the first tab still in line", () => {
    const line: LeaseRecord = { holder: { id: "a", until: 3000 }, waiting: [{ id: "dead", until: 900 }, { id: "b", until: 2000 }, { id: "c", until: 2000 }] };
    const released = releaseLease(line, { id: "a", now: 1000, ttl: 5000, gone: new Set() });
    expect(released).toEqual({ record: { holder: { id: "b", until: 6000 }, waiting: [{ id: "c", until: 2000 }] }, result: "b" });
    expect(releaseLease({ holder: { id: "a", until: 3000 }, waiting: [] }, { id: "a", now: 1000, ttl: 5000, gone: new Set() }).record).toEqual({ holder: null, waiting: [] });
    // Not ours any more (it ran out and went on): only our place in line goes.
    expect(releaseLease({ holder: { id: "c", until: 3000 }, waiting: [{ id: "a", until: 2000 }] }, { id: "a", now: 1000, ttl: 5000, gone: new Set() })).toEqual({
      record: { holder: { id: "c", until: 3000 }, waiting: [] },
      result: null,
    });
  });

  it("lets whoever waited first have a free lease, and drops those who stopped waiting", () => {
    const line: LeaseRecord = { holder: null, waiting: [{ id: "c", until: 2000 }, { id: "b", until: 2000 }] };
    expect(claimLease(line, args).result.acquired).toBe(false);
    expect(claimLease(line, { ...args, id: "c" }).record).toEqual({ holder: { id: "c", until: 6000 }, waiting: [{ id: "b", until: 2000 }] });
    expect(claimLease(line, { ...args, now: 2000 }).result.acquired).toBe(true);
  });
});

describe("the lease lock (no Web Locks)", () => {
  it("never lets two tabs run at once, and keeps each tab's order", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { starts, task, overlapped } = taskRecorder();
    const results = Promise.all([a.lock.run(task("a1", 60)), b.lock.run(task("b1", 40)), a.lock.run(task("a2", 50)), b.lock.run(task("b2", 70))]);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(results).resolves.toEqual(["a1", "b1", "a2", "b2"]);
    expect(overlapped()).toBe(false);
    expect(starts().filter((start) => / a\d/.test(start))).toEqual(["start a1", "start a2"]);
    expect(starts().filter((start) => / b\d/.test(start))).toEqual(["start b1", "start b2"]);
    expect(origin.record()).toEqual({ holder: null, waiting: [] });
  });

  it("serves the tabs in the order they asked: a waiting tab goes before a busy tab's next request", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { starts, task } = taskRecorder();
    const busy = Promise.all([a.lock.run(task("a1", 100)), a.lock.run(task("a2", 100))]);
    await vi.advanceTimersByTimeAsync(20);
    const waiting = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([busy, waiting]);
    expect(starts()).toEqual(["start a1", "start b1", "start a2"]);
  });

  it("checks a hand-off against the store: one that comes late, after the lease moved on, lets no second tab run", async () => {
    // The first hand-off (a to b) reaches b a second late, as a busy tab's `storage` event can.
    const latencies = [1000];
    const origin = fakeOrigin(undefined, () => latencies.shift() ?? HANDOFF_LATENCY_MS);
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { starts, task, overlapped } = taskRecorder();
    const first = a.lock.run(task("a1", 100));
    await vi.advanceTimersByTimeAsync(20);
    // In line; handed the lease at a1's end, b finds it by polling, long before the word comes.
    const second = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(400);
    const long = a.lock.run(task("a2", 2000));
    await vi.advanceTimersByTimeAsync(20);
    // Waiting behind a2 when the late hand-off from a1 arrives.
    const last = b.lock.run(task("b2", 10));
    await vi.advanceTimersByTimeAsync(4000);
    await expect(Promise.all([first, second, long, last])).resolves.toEqual(["a1", "b1", "a2", "b2"]);
    expect(starts()).toEqual(["start a1", "start b1", "start a2", "start b2"]);
    expect(overlapped()).toBe(false);
  });

  it("releases the lease when the request fails or throws, and passes the error on", async () => {
    const origin = fakeOrigin();
    const a = origin.tab("a");
    const { task } = taskRecorder();
    const thrown = (): Promise<string> => {
      throw new Error("thrown before any promise");
    };
    const settled = Promise.allSettled([a.lock.run(task("a1", 20, true)), a.lock.run(thrown), a.lock.run(task("a2", 20))]);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toEqual([
      { status: "rejected", reason: new Error("a1 failed") },
      { status: "rejected", reason: new Error("thrown before any promise") },
      { status: "fulfilled", value: "a2" },
    ]);
    expect(origin.record().holder).toBeNull();
  });

  it("takes over a crashed tab's lease once it runs out, not before", async () => {
    const origin = fakeOrigin({ holder: { id: "crashed", until: Date.now() + LEASE_TTL_MS }, waiting: [] });
    const b = origin.tab("b");
    const { events, task } = taskRecorder();
    const result = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(LEASE_TTL_MS - 100);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(LEASE_POLL_MS + 100);
    await expect(result).resolves.toBe("b1");
  });

  it("does not wait long for a crashed tab that was in line", async () => {
    const origin = fakeOrigin({ holder: null, waiting: [{ id: "crashed", until: Date.now() + LEASE_WAIT_TTL_MS }] });
    const b = origin.tab("b");
    const { task } = taskRecorder();
    const result = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(LEASE_WAIT_TTL_MS + LEASE_POLL_MS + 100);
    await expect(result).resolves.toBe("b1");
  });

  it("renews the lease while a long request runs, so no one takes it", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { task, overlapped } = taskRecorder();
    const long = a.lock.run(task("a1", LEASE_TTL_MS * 2));
    await vi.advanceTimersByTimeAsync(20);
    const waiting = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(LEASE_TTL_MS * 3);
    await Promise.all([long, waiting]);
    expect(overlapped()).toBe(false);
  });

  it("lets the others go after maxHoldMs when a request never settles (no deadlock)", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a", { maxHoldMs: 1000 }), origin.tab("b")];
    const { task } = taskRecorder();
    void a.lock.run(never);
    await vi.advanceTimersByTimeAsync(20);
    const waiting = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(900);
    expect(origin.record().holder?.id).toBe("a");
    await vi.advanceTimersByTimeAsync(300);
    await expect(waiting).resolves.toBe("b1");
  });

  it("hands the lease on at once when the holding tab goes away, though its own transactions never finish", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { task } = taskRecorder();
    void a.lock.run(never);
    await vi.advanceTimersByTimeAsync(20);
    const waiting = b.lock.run(task("b1", 10));
    await vi.advanceTimersByTimeAsync(500);
    a.close();
    await vi.advanceTimersByTimeAsync(50);
    await expect(waiting).resolves.toBe("b1");
  });

  it("comes back from the back/forward cache as another tab, whose lease the others respect", async () => {
    const origin = fakeOrigin();
    const [a, b] = [origin.tab("a"), origin.tab("b")];
    const { task, overlapped } = taskRecorder();
    a.hide();
    await vi.advanceTimersByTimeAsync(20);
    const both = Promise.all([a.lock.run(task("a1", 100)), b.lock.run(task("b1", 100))]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(both).resolves.toEqual(["a1", "b1"]);
    expect(overlapped()).toBe(false);
  });

  it("still hands on without localStorage: the waiting tab finds the free lease by polling", async () => {
    const origin = fakeOrigin();
    const blocked: LeaseStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      removeItem: () => undefined,
    };
    const [a, b] = [origin.tab("a", { handoff: blocked }), origin.tab("b", { handoff: blocked })];
    const { task, overlapped } = taskRecorder();
    const both = Promise.all([a.lock.run(task("a1", 30)), b.lock.run(task("b1", 30))]);
    await vi.advanceTimersByTimeAsync(LEASE_POLL_MS * 3);
    await expect(both).resolves.toEqual(["a1", "b1"]);
    expect(overlapped()).toBe(false);
  });

  it("sends the request anyway when the store fails", async () => {
    const failing: LeaseStore = { update: () => Promise.reject(new DOMException("aborted", "AbortError")) };
    const lock = createLeaseLock({ store: failing, handoff: null, onHandoff: () => () => undefined, onLeave: () => undefined });
    const result = lock.run(async () => "sent");
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toBe("sent");
  });
});
