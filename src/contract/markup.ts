/**
 * The island markup contract, as the server prints it.
 *
 * The WordPress plugin prints the same bytes from PHP; both are checked against the golden
 * files in fixtures/contract (see docs/decisions/0002-one-markup-contract.md).
 */

export const CONTRACT_ATTRIBUTE = "data-island";
export const CONFIG_SCRIPT_ID = "islet-config";

export type IslandWhen = "load" | "idle" | "visible" | "interaction";

export interface IslandMarkup {
  name: string;
  version: number;
  when: IslandWhen;
  props: unknown;
  /** Server-rendered fallback markup, already escaped by whoever produced it. */
  inner?: string;
}

/** Escapes text for an HTML attribute value in double quotes (as WordPress's esc_attr). */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#039;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * JSON for a script tag, byte-for-byte what PHP's
 * wp_json_encode($v, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES) prints:
 * `<`, `>` and `&` as \u003C \u003E \u0026, other non-ASCII as lowercase \uXXXX.
 */
export function encodeScriptJson(value: unknown): string {
  const json = JSON.stringify(value) ?? "null";
  return json.replace(/[<>&\u0080-\uffff]/g, (ch) => {
    const code = ch.charCodeAt(0).toString(16).padStart(4, "0");
    return ch === "<" || ch === ">" || ch === "&" ? `\\u${code.toUpperCase()}` : `\\u${code}`;
  });
}

export function renderIsland(island: IslandMarkup): string {
  const attrs = [
    `${CONTRACT_ATTRIBUTE}="${escapeAttribute(island.name)}"`,
    `data-island-v="${island.version}"`,
    `data-island-when="${escapeAttribute(island.when)}"`,
  ].join(" ");
  const props = `<script type="application/json" data-island-props>${encodeScriptJson(island.props)}</script>`;
  return `<div ${attrs}>${props}${island.inner ?? ""}</div>`;
}

export function renderConfigScript(config: unknown): string {
  return `<script type="application/json" id="${CONFIG_SCRIPT_ID}">${encodeScriptJson(config)}</script>`;
}
