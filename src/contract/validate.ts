/** Tiny typed readers for untrusted JSON (props, config, ajax answers). No dependencies. */

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: string): Result<T> => ({ ok: false, error });

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Props of an island that takes none today: `{}` (or no props script) is valid. */
export type NoProps = Record<string, never>;

export function parseNoProps(raw: unknown): Result<NoProps> {
  return isObject(raw) ? { ok: true, value: {} } : { ok: false, error: "props must be an object" };
}

export function stringField(obj: JsonObject, key: string, fallback?: string): string | undefined {
  const value = obj[key];
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return fallback;
}

export function numberField(obj: JsonObject, key: string, fallback: number): number {
  const value = obj[key];
  const parsed = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : fallback;
}

/** WordPress's wp_localize_script turns booleans into "1" / "" strings; accept both forms. */
export function booleanField(obj: JsonObject, key: string, fallback: boolean): boolean {
  const value = obj[key];
  if (typeof value === "boolean") return value;
  if (value === "1" || value === 1 || value === "yes" || value === "true") return true;
  if (value === "" || value === "0" || value === 0 || value === "no" || value === "false") return false;
  return fallback;
}

export function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string") return undefined;
    out[key] = entry;
  }
  return out;
}

/** Parses JSON without throwing. */
export function parseJson(text: string): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail(error instanceof Error ? error.message : "invalid JSON");
  }
}
