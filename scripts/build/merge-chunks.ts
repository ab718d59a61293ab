/**
 * Small shared chunks join a bigger one (docs/decisions/0037-few-files.md).
 *
 * esbuild keys each shared chunk by the set of entries (boot and the lazily imported modules)
 * whose code uses it, so code two islands share comes out as a chunk of its own, often a few
 * hundred bytes: the Hoodie fetched 30 such files before its first interaction. A small chunk
 * whose users all also load a bigger chunk ("host": its users include all of the small one's)
 * can be anchored to the host's users, as the spine is (one-spine.ts): then both have the same
 * key and esbuild writes them as one file. An entry that loads the host without needing the
 * small chunk's code pays its bytes (at most SMALL_CHUNK_BYTES each), never a file more.
 */
import type { Metafile } from "esbuild";
import { staticClosure } from "./graph";

/**
 * A shared chunk up to this size (raw bytes) looks for a host; two up to PAIR_CHUNK_BYTES with no
 * host join each other. Measured with the size check (decision 0037): these gave the Hoodie the
 * fewest files without adding to the shop, the cart or the checkout.
 */
export const SMALL_CHUNK_BYTES = 8192;
export const PAIR_CHUNK_BYTES = 5120;
/**
 * A shared chunk up to this size (raw bytes) that an eager entry loads may join the first load:
 * most pages fetch it before any press, and as a file of its own it costs more in the request's
 * and the answer's headers than its bytes cost every page in the spine.
 */
export const TINY_CHUNK_BYTES = 256;

export interface SharedChunk {
  file: string;
  bytes: number;
  /** The entries (their source modules) that load it before they run. */
  users: Set<string>;
  /** Its source modules with code in it. */
  modules: string[];
  /**
   * Whether it or a chunk it imports holds code that may run only once React is there (the
   * modules that read the page's React: scripts/build/react-globals.ts). Such code and other
   * code never join: the other's users would run it before React is loaded.
   */
  late: boolean;
}

export interface ChunkMerge {
  host: string;
  /** The host's users: every one of them re-exports the guests' anchor. */
  entries: Set<string>;
  /** The small chunks' modules. */
  modules: string[];
}

const isScript = (file: string): boolean => file.endsWith(".js");

/** `isLate(input)`: whether a module may run only once React is there (see SharedChunk.late). */
export function sharedChunks(metafile: Metafile, isLate: (input: string) => boolean = () => false): SharedChunk[] {
  const { outputs } = metafile;
  const holdsLate = (out: string): boolean => Object.keys(outputs[out]?.inputs ?? {}).some(isLate);
  const users = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !isScript(file)) continue;
    for (const chunk of staticClosure(metafile, file)) {
      if (chunk === file || outputs[chunk]?.entryPoint) continue;
      const set = users.get(chunk) ?? new Set<string>();
      set.add(output.entryPoint);
      users.set(chunk, set);
    }
  }
  return [...users].map(([file, set]) => ({
    file,
    bytes: outputs[file]?.bytes ?? 0,
    users: set,
    modules: Object.entries(outputs[file]?.inputs ?? {})
      // Files only: a module a plugin made (an anchor, a barrel's re-exports) follows its importers.
      .filter(([input, use]) => use.bytesInOutput > 0 && !/^[\w-]+:/.test(input))
      .map(([input]) => input),
    late: [...staticClosure(metafile, file)].some(holdsLate),
  }));
}

/**
 * For each lazily loaded entry (by its source module), the chunks that are always loaded when it
 * is: those every file that imports it dynamically loads before it runs, and those of the entries
 * `loadedWith` says a page loads at once with it. The popup's mount is imported only by the
 * registry's pages part, so that part's own chunks are there before it; code in them costs the
 * popup nothing.
 */
export function companionChunks(metafile: Metafile, loadedWith: ReadonlyMap<string, readonly string[]> = new Map()): Map<string, Set<string>> {
  const { outputs } = metafile;
  const importers = new Map<string, string[]>();
  const outputOf = new Map<string, string>();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint) outputOf.set(output.entryPoint, file);
    for (const imported of output.imports) {
      if (imported.kind === "dynamic-import") importers.set(imported.path, [...(importers.get(imported.path) ?? []), file]);
    }
  }
  const companions = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(outputs)) {
    const from = importers.get(file);
    if (!output.entryPoint || !from) continue;
    const [first, ...rest] = from.map((importer) => staticClosure(metafile, importer));
    const always = new Set([...(first ?? [])].filter((chunk) => rest.every((closure) => closure.has(chunk))));
    for (const partner of loadedWith.get(output.entryPoint) ?? []) {
      const partnerFile = outputOf.get(partner);
      if (partnerFile) for (const chunk of staticClosure(metafile, partnerFile)) always.add(chunk);
    }
    companions.set(output.entryPoint, always);
  }
  return companions;
}

const includesAll = (outer: Set<string>, inner: Set<string>): boolean => [...inner].every((entry) => outer.has(entry));
const shared = (a: Set<string>, b: Set<string>): number => [...a].filter((entry) => b.has(entry)).length;

/**
 * Where each small chunk goes, in one round:
 * - to a host: the chunk whose users include all of its users, with the fewest users besides
 *   (the fewest entries load code they do not need), the biggest on a tie;
 * - else, with another small chunk that has no host either and shares the most users with it: both
 *   are anchored to the users of either, so an entry that loaded one of them now gets the other's
 *   few bytes in the same file.
 * The first load's chunks (boot's static imports) join each other: every page loads them at once
 * anyway. Nothing else joins them, or every page's first load would grow, but a tiny chunk an
 * eager entry loads (TINY_CHUNK_BYTES, docs/decisions/0046): its users are anchored there too,
 * and since every entry runs after the first load, none of them loads anything more. An eager
 * entry (a registry part, which most pages load at once) gets no code it did not have, but that of
 * the chunks always loaded with it (`companions`: companionChunks()). A chunk of
 * esbuild's runtime helpers alone has no module to anchor and stays.
 */
export function planMerges(
  chunks: readonly SharedChunk[],
  firstLoad: ReadonlySet<string>,
  eager: ReadonlySet<string>,
  companions: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): ChunkMerge[] {
  const candidates = chunks.filter((chunk) => chunk.modules.length > 0);
  const small = candidates.filter((chunk) => chunk.bytes <= SMALL_CHUNK_BYTES).sort((a, b) => a.bytes - b.bytes);
  // The first load's files go together, at no cost: every page loads them all at once.
  const sameLoad = (a: SharedChunk, b: SharedChunk): boolean => firstLoad.has(a.file) === firstLoad.has(b.file) && a.late === b.late;
  // An eager entry (most pages load it at once) gets no code it did not have: b's code is new to
  // an eager user of a that does not use b, unless b is one of the chunks always loaded with it.
  const eagerOnlyIn = (a: SharedChunk, b: SharedChunk): boolean =>
    [...a.users].some((entry) => eager.has(entry) && !b.users.has(entry) && !companions.get(entry)?.has(b.file));
  const hostsAsGuest = (host: SharedChunk, guest: SharedChunk): boolean => sameLoad(host, guest) && includesAll(host.users, guest.users) && !eagerOnlyIn(host, guest);
  // Every page loads the first load already: the tiny chunk's bytes are all it costs anyone.
  const takesIntoFirstLoad = (host: SharedChunk, guest: SharedChunk): boolean =>
    firstLoad.has(host.file) && !firstLoad.has(guest.file) && !guest.late && !host.late && guest.bytes <= TINY_CHUNK_BYTES && [...guest.users].some((entry) => eager.has(entry));
  const hostOf = new Map<string, SharedChunk>();
  for (const guest of small) {
    // Not a chunk that already went to a host: its host's chain would lead back here.
    const hosts = candidates.filter((host) => host !== guest && !hostOf.has(host.file) && (hostsAsGuest(host, guest) || takesIntoFirstLoad(host, guest)));
    hosts.sort((a, b) => a.users.size - b.users.size || b.bytes - a.bytes);
    const host = hosts[0];
    if (host) hostOf.set(guest.file, host);
  }
  // A host that is small itself joins its own host: its guests go where it goes.
  const finalHost = (host: SharedChunk): SharedChunk => {
    let final = host;
    for (let next = hostOf.get(final.file); next; next = hostOf.get(final.file)) final = next;
    return final;
  };
  const merges = new Map<string, ChunkMerge>();
  for (const guest of small) {
    const direct = hostOf.get(guest.file);
    if (!direct) continue;
    const host = finalHost(direct);
    const merge = merges.get(host.file) ?? { host: host.file, entries: new Set(host.users), modules: [] };
    merge.modules.push(...guest.modules);
    // The host's users include a guest's but for one taken into the first load (its users are anchored too).
    for (const entry of guest.users) merge.entries.add(entry);
    merges.set(host.file, merge);
  }
  const paired = new Set<string>();
  for (const chunk of small.filter((candidate) => candidate.bytes <= PAIR_CHUNK_BYTES)) {
    if (hostOf.has(chunk.file) || merges.has(chunk.file) || paired.has(chunk.file)) continue;
    if (firstLoad.has(chunk.file)) continue;
    const partners = small.filter((other) => other.bytes <= PAIR_CHUNK_BYTES && other !== chunk && sameLoad(chunk, other) && !hostOf.has(other.file) && !merges.has(other.file) && !paired.has(other.file) && shared(chunk.users, other.users) > 0 && !eagerOnlyIn(chunk, other) && !eagerOnlyIn(other, chunk));
    partners.sort((a, b) => shared(chunk.users, b.users) - shared(chunk.users, a.users) || a.bytes - b.bytes);
    const partner = partners[0];
    if (!partner) continue;
    paired.add(chunk.file).add(partner.file);
    merges.set(chunk.file, { host: chunk.file, entries: new Set([...chunk.users, ...partner.users]), modules: [...chunk.modules, ...partner.modules] });
  }
  return [...merges.values()];
}
