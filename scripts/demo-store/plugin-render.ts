/**
 * The demo store's pages as the WordPress plugin serves them: each captured page goes through
 * the plugin's own output handler (wp-plugin/tests/bin/render.php runs it with WordPress's
 * formatting functions and the reference store's options), so the islands it places and the
 * legacy scripts it takes off are the plugin's, not a copy of its rules (docs/decisions/0034).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { REPO_ROOT } from "./paths";

const RENDER_SCRIPT = path.join(REPO_ROOT, "wp-plugin", "tests", "bin", "render.php");
const INSTALL_HINT = "the demo store renders its pages with the plugin's PHP: apt-get install -y php-cli php-xml php-mbstring wordpress";

/** A step of the plugin run on markup alone (render.php's `fragments`). */
export type FragmentStep = "order-bumps" | "card-swatches";

/** A build's files as the plugin reads them from its manifest (esbuild.config.ts). */
export interface PluginAssets {
  version: string;
  boot: string;
  css: string;
  productPreload: string[];
  pagesPreload: string[];
}

/** The store's settings a page is served with: options over the reference store's, and Shoptimizer's. */
export interface StoreSettings {
  options?: Record<string, unknown>;
  shoptimizer?: Record<string, unknown>;
}

/** How pages are served: with a build's assets printed by WordPress, and the store's settings. */
export interface ServeOptions {
  assets?: PluginAssets;
  settings?: StoreSettings;
}

type Request = ({ kind: "pages"; html: string; assets?: PluginAssets } & StoreSettings) | { kind: "fragments"; html: string; step: FragmentStep };

/**
 * Answers already given, by request: the switches and visitors ask for few variants. Bounded,
 * oldest first out, as every cart a visitor fills is a variant of the cart page.
 */
const answered = new Map<string, string>();
const MAX_ANSWERS = 500;
const keyOf = (request: Request): string => createHash("sha1").update(JSON.stringify(request)).digest("hex");

function runRenderScript(requests: readonly Request[]): string[] {
  const pages = requests.flatMap(({ kind, ...page }) => (kind === "pages" ? [page] : []));
  const fragments = requests.flatMap((request) => (request.kind === "fragments" ? [{ step: request.step, html: request.html }] : []));
  const input = JSON.stringify({ pages, fragments });
  const result = spawnSync("php", [RENDER_SCRIPT], { input, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new Error(`${INSTALL_HINT} (${result.error.message})`);
  if (result.status !== 0) throw new Error(`render.php exited ${result.status}: ${result.stderr}`);
  const answer: unknown = JSON.parse(result.stdout);
  const list = (key: string, length: number): string[] => {
    const value = typeof answer === "object" && answer !== null && key in answer ? (answer as Record<string, unknown>)[key] : [];
    if (!Array.isArray(value) || value.length !== length || !value.every((item) => typeof item === "string")) {
      throw new Error(`render.php answered without one ${key} entry per request`);
    }
    return value;
  };
  const out = { pages: list("pages", pages.length), fragments: list("fragments", fragments.length) };
  const next = { pages: 0, fragments: 0 };
  return requests.map((request) => out[request.kind][next[request.kind]++] ?? "");
}

function render(requests: readonly Request[]): string[] {
  const keys = requests.map(keyOf);
  const missing = requests.filter((_, i) => !answered.has(keys[i] ?? ""));
  if (missing.length > 0) {
    runRenderScript(missing).forEach((html, i) => answered.set(keyOf(missing[i] as Request), html));
    for (const key of answered.keys()) {
      if (answered.size <= MAX_ANSWERS) break;
      answered.delete(key);
    }
  }
  return requests.map((request, i) => answered.get(keys[i] ?? "") ?? runRenderScript([request])[0] ?? "");
}

/** Each source as a visitor without cookies receives it from a store running the plugin. */
export const serveThroughPlugin = (sources: readonly string[], { assets, settings }: ServeOptions = {}): string[] =>
  render(sources.map((html) => ({ kind: "pages", html, ...(assets ? { assets } : {}), ...settings })));

/** Markup as one step of the plugin places it (FragmentStep). */
export const placeWithPlugin = (step: FragmentStep, html: string): string => render([{ kind: "fragments", step, html }])[0] ?? "";
