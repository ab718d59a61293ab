/** What an island is to the runtime (docs/contributing.md, "Adding an island" and "Layout"). */
import type { StoreClient } from "../api/client";
import type { IsletConfig } from "../config";
import type { IslandWhen } from "../contract/markup";
import type { Result } from "../contract/validate";
import { warmReact } from "./react-warm";

export interface IslandContext {
  config: IsletConfig;
  client: StoreClient;
  /** Aborted when the runtime is torn down: listeners and React roots end with it. */
  signal?: AbortSignal;
}

/** The lazily loaded part: a React component mount or a plain TypeScript behaviour. */
export interface IslandModule<P> {
  mount(element: HTMLElement, props: P, context: IslandContext): void | Promise<void>;
}

export interface IslandDefinition<P> {
  name: string;
  /** Contract versions (`data-island-v`) this code understands; version 1 when left out. */
  versions?: readonly number[];
  /**
   * Reads the props script's JSON; `element` is the island, for an island whose input is also
   * server markup it wraps (the popup's `data-popmake` settings): an error skips the island.
   */
  parseProps(raw: unknown, element: HTMLElement): Result<P>;
  load(): Promise<IslandModule<P>>;
  /** The island renders with React: React's code is evaluated first, in tasks of its own. */
  react?: boolean;
  /**
   * Elements outside the island whose pointer or focus intent counts as interaction with it
   * (a drawer's openers live in the header, not in the drawer).
   */
  intentSelector?(props: P): string | null;
  /**
   * Runs once at scan time, before the load condition, for the cheap part that must work at
   * once (an opener's click). May return a promise that mounts the island early: once it
   * resolves (the shopper is using the island), the island also mounts ahead of others in line.
   */
  arm?(element: HTMLElement, props: P, context: IslandContext): Promise<void> | void;
}

/** An island with its props already checked: what the scheduler works with. */
export interface PreparedIsland {
  intentSelector: string | null;
  arm(element: HTMLElement, context: IslandContext): Promise<void> | void;
  /** Starts loading the island's code (React's first, for a React island); the same promise each call. */
  load(context: IslandContext): Promise<void>;
  /** Loads (if not yet) and mounts. */
  mount(element: HTMLElement, context: IslandContext): Promise<void>;
}

/** A definition with its props type erased, so the registry can hold every island. */
export interface RegisteredIsland {
  name: string;
  versions: readonly number[];
  prepare(raw: unknown, element: HTMLElement): Result<PreparedIsland>;
}

export function defineIsland<P>(definition: IslandDefinition<P>): RegisteredIsland {
  return {
    name: definition.name,
    versions: definition.versions ?? [1],
    prepare(raw, element) {
      const parsed = definition.parseProps(raw, element);
      if (!parsed.ok) return parsed;
      const props = parsed.value;
      let loading: Promise<IslandModule<P>> | null = null;
      const load = (context: IslandContext): Promise<IslandModule<P>> => {
        loading ??= definition.react ? warmReact(context.config.react).then(() => definition.load()) : definition.load();
        return loading;
      };
      return {
        ok: true,
        value: {
          intentSelector: definition.intentSelector?.(props) ?? null,
          arm: (element, context) => definition.arm?.(element, props, context),
          load: (context) => load(context).then(() => undefined),
          mount: async (element, context) => {
            const module = await load(context);
            await module.mount(element, props, context);
          },
        },
      };
    },
  };
}

export type IslandState = "pending" | "loading" | "mounted" | "skipped" | "error";

export const WHEN_VALUES: readonly IslandWhen[] = ["load", "idle", "visible", "interaction"];
