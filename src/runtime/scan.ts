/**
 * Finds `[data-island]` elements, checks them against the registry and mounts each when its
 * condition is met, one per task. A failing island is marked and logged; the others go on.
 * Scanning again mounts only islands it has not seen (fragments replace parts of the page).
 */
import { CONTRACT_ATTRIBUTE, type IslandWhen } from "../contract/markup";
import { PageEvent } from "../contract/page-names";
import { parseJson, type Result } from "../contract/validate";
import { nextTask, whenCondition } from "./conditions";
import { trackPresses } from "./press-in-progress";
import { WHEN_VALUES, type IslandContext, type IslandState, type PreparedIsland, type RegisteredIsland } from "./types";

export const STATE_ATTRIBUTE = "data-island-state";
export const STATE_EVENT = "islet:island-state";
/**
 * Dispatched on document by code that put markup with islands into the page (CommerceKit's
 * drawer blocks, WooCommerce's checkout update): the runtime scans again and mounts the new ones.
 */
export const RESCAN_EVENT = PageEvent.Rescan;

/** An island checked and armed, waiting for its load condition. */
interface ArmedIsland {
  island: PreparedIsland;
  when: IslandWhen;
  early: Promise<void> | void;
}

interface Turn {
  element: HTMLElement;
  island: PreparedIsland;
  /** The shopper is already using it (its arm's early signal fired). */
  urgent(): boolean;
  done(): void;
}

export interface Runtime {
  scan(root?: ParentNode): void;
  /**
   * Resolves when every island found so far is armed (`pending`, its arm in place) or skipped or
   * failed: what boot waits for before it says the page is ready.
   */
  armed(): Promise<void>;
  /** Resolves when every island found so far has settled (mounted, skipped or error). */
  settled(): Promise<void>;
  /** Unmounts every island and removes their listeners (tests; a page never needs it). */
  destroy(): void;
}

function setState(element: HTMLElement, state: IslandState, reason?: string): void {
  element.setAttribute(STATE_ATTRIBUTE, state);
  if (reason) element.setAttribute("data-island-reason", reason);
  element.dispatchEvent(new CustomEvent(STATE_EVENT, { bubbles: true, detail: { state, reason } }));
}

function readProps(element: HTMLElement): Result<unknown> {
  const script = Array.from(element.children).find(
    (child) => child.tagName === "SCRIPT" && child.hasAttribute("data-island-props"),
  );
  if (!script) return { ok: true, value: {} };
  return parseJson(script.textContent ?? "");
}

function readWhen(element: HTMLElement): IslandWhen | null {
  const when = element.getAttribute("data-island-when") ?? "load";
  return (WHEN_VALUES as readonly string[]).includes(when) ? (when as IslandWhen) : null;
}

/**
 * Islands whose registry entries load with a chunk of their own (docs/decisions/0024, 0027): a
 * page without any of them never fetches their props readers and arms.
 */
export interface LazyIslands {
  names: readonly string[];
  load(): Promise<readonly RegisteredIsland[]>;
}

/** Checks an island against the contract; returns why it must be skipped, or what to mount. */
function prepare(element: HTMLElement, definition: RegisteredIsland | undefined): Result<PreparedIsland> {
  const name = element.getAttribute(CONTRACT_ATTRIBUTE) ?? "";
  if (!definition) return { ok: false, error: `unknown island "${name}"` };
  const version = Number(element.getAttribute("data-island-v"));
  if (!definition.versions.includes(version)) return { ok: false, error: `unsupported version "${element.getAttribute("data-island-v")}"` };
  const raw = readProps(element);
  if (!raw.ok) return { ok: false, error: `props: ${raw.error}` };
  const prepared = definition.prepare(raw.value, element);
  return prepared.ok ? prepared : { ok: false, error: `props: ${prepared.error}` };
}

export function createRuntime(registry: readonly RegisteredIsland[], baseContext: IslandContext, lazyParts: readonly LazyIslands[] = []): Runtime {
  const teardown = new AbortController();
  const context: IslandContext = { ...baseContext, signal: teardown.signal };
  const presses = trackPresses(teardown.signal);
  const byName = new Map(registry.map((island) => [island.name, island]));
  // Each part loads once, for all of its islands.
  const partsLoading = new Map<LazyIslands, Promise<void>>();
  const loadPart = (part: LazyIslands): Promise<void> => {
    const loading =
      partsLoading.get(part) ??
      part.load().then((islands) => {
        for (const island of islands) byName.set(island.name, island);
      });
    partsLoading.set(part, loading);
    return loading;
  };
  /** The island's entry: at once when it is in the first bundle, else once its part is here. */
  const definitionOf = (name: string): RegisteredIsland | undefined | Promise<RegisteredIsland | undefined> => {
    const known = byName.get(name);
    const part = known ? undefined : lazyParts.find((candidate) => candidate.names.includes(name));
    if (!part) return known;
    return loadPart(part).then(() => byName.get(name));
  };
  const seen = new WeakSet<Element>();
  const pending = new Set<Promise<unknown>>();
  const arming = new Set<Promise<unknown>>();
  // Islands whose condition is met wait here and mount one at a time, each in its own task
  // (docs/decisions/0001-island-runtime.md: no long mount task); one the shopper is already using
  // goes first.
  const line: Turn[] = [];
  let mounting = false;

  const mountTurn = async ({ element, island }: Turn): Promise<void> => {
    if (!element.isConnected) return;
    setState(element, "loading");
    try {
      // Its code first, then no press in progress on it (press-in-progress.ts), then the mount.
      await island.load(context);
      await presses.endedOn(element);
      await island.mount(element, context);
      setState(element, "mounted");
    } catch (error) {
      console.error(`[islet] island "${element.getAttribute(CONTRACT_ATTRIBUTE)}" failed`, error);
      setState(element, "error", error instanceof Error ? error.message : String(error));
    }
  };

  const mountInLine = async (): Promise<void> => {
    if (mounting) return;
    mounting = true;
    while (line.length > 0) {
      await nextTask();
      const urgent = line.findIndex((turn) => turn.urgent());
      const [turn] = line.splice(urgent >= 0 ? urgent : 0, 1);
      if (!turn) continue;
      await mountTurn(turn);
      turn.done();
    }
    mounting = false;
  };

  const mountInTurn = (element: HTMLElement, island: PreparedIsland, urgent: () => boolean): Promise<void> =>
    new Promise((done) => {
      // Its code loads now, beside the others' (no waterfall); it runs in its turn.
      island.load(context).catch(() => undefined);
      line.push({ element, island, urgent, done });
      void mountInLine();
    });

  /**
   * Checks an island and runs its arm: what it waits for, or null once it is skipped or failed
   * (a props reader or an arm that throws leaves this island as server markup, never the scan).
   */
  const armWith = (element: HTMLElement, definition: RegisteredIsland | undefined): ArmedIsland | null => {
    try {
      const skip = (reason: string): null => {
        setState(element, "skipped", reason);
        return null;
      };
      const when = readWhen(element);
      if (!when) return skip("unknown data-island-when");
      const prepared = prepare(element, definition);
      if (!prepared.ok) return skip(prepared.error);
      setState(element, "pending");
      return { island: prepared.value, when, early: prepared.value.arm(element, context) };
    } catch (error) {
      console.error("[islet] arming an island failed", error);
      setState(element, "error", error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  /**
   * At once for an island of the first bundle (its intent listeners are in place when scan()
   * returns), once its chunk is here for one whose entry loads with a chunk of its own.
   */
  const armIsland = (element: HTMLElement): ArmedIsland | null | Promise<ArmedIsland | null> => {
    const definition = definitionOf(element.getAttribute(CONTRACT_ATTRIBUTE) ?? "");
    if (!(definition instanceof Promise)) return armWith(element, definition);
    return definition.then(
      (loaded) => armWith(element, loaded),
      (error: unknown) => {
        // Its registry chunk did not arrive (offline, a deploy mid-visit): the server markup stays.
        setState(element, "error", error instanceof Error ? error.message : String(error));
        return null;
      },
    );
  };

  const mountWhenDue = async (element: HTMLElement, { island, when, early }: ArmedIsland): Promise<void> => {
    let used = false;
    void early?.then(() => (used = true), () => undefined);
    const condition = whenCondition(when, element, island.intentSelector);
    await Promise.race(early ? [condition, early] : [condition]);
    await mountInTurn(element, island, () => used);
  };

  /** Resolves once every island in `tasks` is in place: waits until the set stops growing. */
  const allOf = async (tasks: Set<Promise<unknown>>): Promise<void> => {
    while (tasks.size > 0) await Promise.all(Array.from(tasks));
  };
  const track = (tasks: Set<Promise<unknown>>, task: Promise<unknown>): void => {
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  };

  return {
    scan(root: ParentNode = document) {
      for (const element of root.querySelectorAll<HTMLElement>(`[${CONTRACT_ATTRIBUTE}]`)) {
        if (seen.has(element) || element.hasAttribute(STATE_ATTRIBUTE)) continue;
        seen.add(element);
        const mountIfArmed = (armed: ArmedIsland | null): Promise<void> => (armed ? mountWhenDue(element, armed) : Promise.resolve());
        const armed = armIsland(element);
        if (armed instanceof Promise) track(arming, armed);
        const task = armed instanceof Promise ? armed.then(mountIfArmed) : mountIfArmed(armed);
        track(pending, task.catch((error: unknown) => console.error("[islet] scheduling failed", error)));
      }
    },
    armed: () => allOf(arming),
    settled: () => allOf(pending),
    destroy() {
      teardown.abort();
    },
  };
}
