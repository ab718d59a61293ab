/**
 * Reading a module's source for what it imports: shared by the spine's anchor (one-spine.ts) and
 * the barrel resolution (deep-imports.ts).
 */

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The names a module's source imports (or re-exports) from one specifier: `default` for a default
 * import, `*` for a namespace import or `export *`. Type-only imports are left out; a type
 * imported without `type` is filtered later against the module's value exports.
 */
export function namesImported(source: string, specifier: string): Set<string> {
  const names = new Set<string>();
  const from = `from\\s*["']${escapeRegExp(specifier)}["']`;
  const statements = new RegExp(`(?:^|[;\\n])\\s*(import|export)(?!\\s+type\\b)\\s*([^;]*?)\\s*${from}`, "g");
  for (const match of source.matchAll(statements)) {
    const clause = match[2] ?? "";
    if (/^\*/.test(clause)) {
      names.add("*");
      continue;
    }
    const defaultName = /^([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause);
    if (defaultName && match[1] === "import") names.add("default");
    if (/\*\s+as\s/.test(clause)) names.add("*");
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    for (const part of braces.split(",")) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim() ?? "";
      if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  return names;
}
