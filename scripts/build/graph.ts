import type { Metafile } from "esbuild";

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

/** The outputs a built file loads before it runs: itself and its static imports, transitively. */
export function staticClosure(metafile: Metafile, start: string): Set<string> {
  return reachable(start, (out) => (metafile.outputs[out]?.imports ?? []).filter((imported) => imported.kind === "import-statement").map((imported) => imported.path));
}
