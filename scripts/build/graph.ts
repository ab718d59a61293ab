/** Every node reachable from `start` through `next`, `start` included (a build's import graphs). */
export function reachable<T>(start: T, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}
