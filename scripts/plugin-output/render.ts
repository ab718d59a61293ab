/**
 * The plugin's printers on the command line (wp-plugin/tests/bin/render.php, WordPress's real
 * esc_attr() and wp_json_encode()), and a DOM to read what they print, for the tests that check
 * the islands' own readers against the plugin's output (docs/decisions/0002).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { expect, vi } from "vitest";
import type { IslandMarkup } from "../../src/contract/markup";
import { PAGES_DIR } from "../demo-store/paths";
import { runRenderPhp } from "../demo-store/plugin-render";

export interface RenderRequest {
  islands?: IslandMarkup[];
  json?: unknown[];
  wraps?: { html: string; props: unknown }[];
  selectors?: string[];
  footer?: boolean;
  config?: { options?: Record<string, unknown>; get?: Record<string, string>; isCart?: boolean };
  /** `countries`: what the stand-in WC_Countries answers (the reference store's by default). */
  pages?: { html: string; countries?: { states?: unknown; locale?: unknown } }[];
}

export interface RenderAnswer {
  islands?: string[];
  json?: string[];
  wraps?: string[];
  selectors?: boolean[];
  footer?: string;
  config?: string;
  pages?: string[];
}

/** Runs the plugin's printers in PHP (the demo store's runner: plugin-render.ts). */
export const renderPhp = (request: RenderRequest): RenderAnswer => runRenderPhp(request) as RenderAnswer;

/** Fails with the install command when PHP or WordPress is missing. */
export function requirePhp(): void {
  if (spawnSync("php", ["-r", "echo PHP_VERSION;"], { encoding: "utf8" }).status !== 0) {
    throw new Error("the `php` CLI is missing. Install PHP and WordPress: apt-get install -y php-cli php-xml php-mbstring wordpress");
  }
  const wordpress = process.env.ISLET_WP_DIR ?? "/usr/share/wordpress";
  if (!existsSync(path.join(wordpress, "wp-includes/plugin.php"))) {
    throw new Error(`WordPress is missing at ${wordpress}. Install it: apt-get install -y wordpress (or set ISLET_WP_DIR)`);
  }
}

/** The captured pages, by file name, sorted. */
export const capturedPages = (): string[] => readdirSync(PAGES_DIR).filter((file) => file.endsWith(".html")).sort();
export const readCaptured = (file: string): string => readFileSync(path.join(PAGES_DIR, file), "utf8");

/** A DOM for the islands' parsers, which check selectors with document.querySelector as in the browser. */
export function openDom(): { parse: (html: string) => Document; close: () => Promise<void> } {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  vi.stubGlobal("document", window.document);
  return {
    parse: (html) => new window.DOMParser().parseFromString(html, "text/html") as unknown as Document,
    close: async () => {
      vi.unstubAllGlobals();
      await window.happyDOM.close();
    },
  };
}

/** The one island in `html`, its props script's JSON, and the document. */
export function readIsland(parse: (html: string) => Document, html: string): { doc: Document; island: Element; props: unknown } {
  const doc = parse(html);
  const islands = doc.querySelectorAll("[data-island]");
  expect(islands.length).toBe(1);
  const island = islands[0];
  if (!island) throw new Error("no island");
  const script = island.querySelector(":scope > script[data-island-props]");
  expect(script?.getAttribute("type")).toBe("application/json");
  return { doc, island, props: JSON.parse(script?.textContent ?? "") as unknown };
}
