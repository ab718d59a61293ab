/**
 * The demo store's pages as the WordPress plugin serves them: each captured page goes through
 * the plugin's own output handler (wp-plugin/tests/bin/render.php runs it with WordPress's
 * formatting functions and the reference store's options), so the islands it places and the
 * legacy scripts it takes off are the plugin's, not a copy of its rules (docs/decisions/0034).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { ReactVendor } from "../build/react-vendor";
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
  react: ReactVendor;
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

/** One run of render.php: its request (see the script's header) in, its answer out. */
export function runRenderPhp(request: object): Record<string, unknown> {
  const result = spawnSync("php", [RENDER_SCRIPT], { input: JSON.stringify(request), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new Error(`${INSTALL_HINT} (${result.error.message})`);
  if (result.status !== 0) throw new Error(`render.php exited ${result.status}: ${result.stderr}`);
  const answer: unknown = JSON.parse(result.stdout);
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) throw new Error("render.php answered no JSON object");
  return answer as Record<string, unknown>;
}

/** The answer's `key`: one string per request sent under it. */
function stringsOf(answer: Record<string, unknown>, key: string, length: number): string[] {
  const value = answer[key] ?? [];
  if (!Array.isArray(value) || value.length !== length || !value.every((item) => typeof item === "string")) {
    throw new Error(`render.php answered without one ${key} entry per request`);
  }
  return value;
}

/**
 * Each source as a visitor without cookies receives it from a store running the plugin. Not
 * kept: the demo store keeps the templates it makes of them (page-templates.ts).
 */
export function serveThroughPlugin(sources: readonly string[], { assets, settings }: ServeOptions = {}): string[] {
  const pages = sources.map((html) => ({ html, ...(assets ? { assets } : {}), ...settings }));
  return stringsOf(runRenderPhp({ pages }), "pages", pages.length);
}

/** Fragments already placed, by step and markup: the drawer asks for the same few bump lists again and again. */
const placed = new Map<string, string>();
const MAX_PLACED = 200;

/** Markup as one step of the plugin places it (FragmentStep). */
export function placeWithPlugin(step: FragmentStep, html: string): string {
  const key = `${step}\u0000${html}`;
  const known = placed.get(key);
  if (known !== undefined) return known;
  const [answer = ""] = stringsOf(runRenderPhp({ fragments: [{ step, html }] }), "fragments", 1);
  placed.set(key, answer);
  if (placed.size > MAX_PLACED) placed.delete(placed.keys().next().value ?? "");
  return answer;
}
