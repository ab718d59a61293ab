/**
 * The objects WordPress and plugins print in inline scripts (`var NAME = {...};`, as
 * wp_localize_script does), read back from a captured page: the nonces the demo store accepts
 * (captured-nonces.ts).
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What follows a printed object: the next `var`, the CDATA close, or the script's end. */
const INLINE_VAR_END = String.raw`(?=\s*(?:var \w+ = |\/\* \]\]> \*\/|<\/script>))`;

/** The page's `var NAME = {...};`, decoded; null without it or when it is not a JSON object. */
export function readInlineObject(html: string, name: string): Record<string, unknown> | null {
  const json = new RegExp(`var ${name} = (\\{.*?\\});${INLINE_VAR_END}`, "s").exec(html)?.[1];
  if (json === undefined) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
