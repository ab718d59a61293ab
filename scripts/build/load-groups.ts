/**
 * Load groups (docs/decisions/0037-few-files.md): lazily imported modules that load together
 * share one file. A dynamic import of a group's member resolves to the group's module, which
 * re-exports every member (their export names must differ: TypeScript rejects an ambiguous
 * `export *`), so esbuild gives the group one entry, and one key for the code its members share,
 * instead of one per member. A group's module is written beside the registry parts
 * (`islands/load-group-NAME.ts`); a group named after a registry part (`registry-product`) is carried
 * by that part's module: the page fetches its members with the part, in the same file.
 * islands/manifest.json lists the groups (`loadGroups`); `npm run manifest` writes their modules.
 */
import type { Plugin } from "esbuild";
import path from "node:path";

export type LoadGroups = Record<string, readonly string[]>;

const REGISTRY_PARTS = ["registry-product", "registry-pages"];

/** A group named after a registry part: carried by that part's module, not written on its own. */
export const isRegistryPart = (name: string): boolean => REGISTRY_PARTS.includes(name);

/** Where a group's module is: its registry part's, or one written for it. */
export const groupModulePath = (name: string): string => (isRegistryPart(name) ? `islands/${name}.ts` : `islands/load-group-${name}.ts`);

/** The modules that are the registry parts (the runtime loads them as soon as a scan meets one of their islands). */
export const registryPartPaths = (): string[] => REGISTRY_PARTS.map(groupModulePath);

/** `export *` lines for a group's members, relative to its module. */
export function reexportLines(name: string, modules: readonly string[]): string {
  const from = path.posix.dirname(groupModulePath(name));
  return modules
    .map((module) => {
      const relative = path.posix.relative(from, module.replace(/\.tsx?$/, ""));
      return `export * from ${JSON.stringify(relative.startsWith(".") ? relative : `./${relative}`)};\n`;
    })
    .join("");
}

const GROUPS_COMMENT = "Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.";

/** A written group module's whole text. */
export const renderGroupModule = (name: string, modules: readonly string[]): string =>
  `/**\n * Load group "${name}" (docs/decisions/0037-few-files.md): these modules load as one file.\n * ${GROUPS_COMMENT}\n */\n${reexportLines(name, modules)}`;

/** Reads `loadGroups` from the manifest's parsed JSON; throws on a malformed one. */
export function readLoadGroups(raw: unknown): LoadGroups {
  const groups: Record<string, string[]> = {};
  if (raw === undefined) return groups;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new Error('islands/manifest.json: "loadGroups" must be an object');
  const seen = new Set<string>();
  for (const [name, modules] of Object.entries(raw)) {
    if (name.startsWith("$")) continue;
    if (!/^[a-z]+(-[a-z]+)*$/.test(name)) throw new Error(`islands/manifest.json: load group "${name}" must be lower-case words joined by "-"`);
    if (!Array.isArray(modules) || modules.some((module) => typeof module !== "string" || !/^islands\/[\w/-]+\.tsx?$/.test(module))) {
      throw new Error(`islands/manifest.json: load group "${name}" must list island modules (islands/….ts or .tsx)`);
    }
    for (const module of modules as string[]) {
      if (seen.has(module)) throw new Error(`islands/manifest.json: ${module} is in two load groups`);
      seen.add(module);
    }
    groups[name] = modules as string[];
  }
  return groups;
}

export function loadGroupsPlugin(root: string, groups: LoadGroups): Plugin {
  const groupOf = new Map<string, string>();
  for (const [name, modules] of Object.entries(groups)) for (const module of modules) groupOf.set(path.join(root, module), path.join(root, groupModulePath(name)));
  return {
    name: "islet-load-groups",
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        // The group module's own imports of its members, and this plugin's own resolve, go through.
        if (args.kind !== "dynamic-import" || args.pluginData === "load-groups") return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: "load-groups" });
        const group = groupOf.get(resolved.path);
        return group && group !== args.importer ? { path: group } : undefined;
      });
    },
  };
}
