/**
 * A FIFO that runs one task at a time: WooCommerce runs add and remove requests this way
 * (docs/behaviour/cart.md#cart-queue: "run one at a time"), so one tab never sends two cart
 * mutations racing on one session. Other tabs share the session: each mutation also takes the
 * lock every tab shares, for its request alone (cart-lock.ts, client.ts's mutateCart).
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      pending += 1;
      const result = tail.then(task);
      // The next task starts when this one settles, whether it succeeded or not.
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result.finally(() => {
        pending -= 1;
      });
    },
    get size() {
      return pending;
    },
  };
}
