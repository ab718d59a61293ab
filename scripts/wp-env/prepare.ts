/**
 * Prepares an offline wp-env (Playground runtime) for the plugin, idempotently:
 * - `.wp-core/`: Debian's WordPress copied with links dereferenced, without wp-config.php,
 *   recopied only when missing or stale (its stamp names the source and its version.php);
 * - `.wp-env-offline/`: the run's own copy of that core (the Playground writes wp-config.php,
 *   the SQLite database, debug.log and a patched wp-includes/load.php into the mounted core, so
 *   every run starts from a clean copy), `plugins/islet` (+ `plugins/woocommerce`) linked to the
 *   plugin folders, and `.wp-env.json`;
 * - `.wp-env-home/` (WP_ENV_HOME): wp-env's cache, seeded with the latest WordPress version so
 *   that wp-env does not ask wordpress.org for it.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";

export class SetupError extends Error {}

export const DEFAULT_WORDPRESS_DIR = "/usr/share/wordpress";
export const PLUGIN_MAIN_FILE = "islet.php";
export const STAMP_FILE = ".islet-core-stamp.json";
const STAMP_FORMAT = 1;

export interface Inputs {
  repoRoot: string;
  /** WordPress to copy (ISLET_WORDPRESS_DIR, else the reference store kit's, else Debian's). */
  wordpressDir: string;
  /** The plugin folder (the repo's wp-plugin by default; ISLET_PLUGIN_DIR overrides). */
  pluginDir: string;
  /** WooCommerce's plugin folder (ISLET_WOOCOMMERCE_DIR, else the reference store kit's); null to run without it. */
  wooDir: string | null;
  port: number;
}

export interface Layout {
  pristineCore: string;
  workDir: string;
  runCore: string;
  pluginLink: string;
  wooLink: string;
  configPath: string;
  envHome: string;
  cacheDir: string;
  /** The Playground server's output (wp-env writes it into its cache folder). */
  playgroundLog: string;
  /** The blueprint wp-env writes for the Playground. */
  blueprint: string;
  debugLog: string;
}

/** WordPress and WooCommerce folders unpacked from the reference store kit (kit-software.ts). */
export interface KitDirs {
  wordpressDir?: string;
  wooDir?: string;
}

/** The run's inputs: a folder the environment names wins over the kit's, which wins over the defaults. */
export function inputsFromEnv(repoRoot: string, env: NodeJS.ProcessEnv, port: number, fromKit: KitDirs = {}): Inputs {
  const nonEmpty = (value: string | undefined): string | null => (value && value.trim() !== "" ? path.resolve(value) : null);
  return {
    repoRoot,
    wordpressDir: nonEmpty(env.ISLET_WORDPRESS_DIR) ?? fromKit.wordpressDir ?? DEFAULT_WORDPRESS_DIR,
    pluginDir: nonEmpty(env.ISLET_PLUGIN_DIR) ?? path.join(repoRoot, "wp-plugin"),
    wooDir: nonEmpty(env.ISLET_WOOCOMMERCE_DIR) ?? fromKit.wooDir ?? null,
    port,
  };
}

/** wp-env's cache folder for a config file (buildDescriptiveCacheDirectoryName in load-config.js). */
export function cacheDirectoryName(configPath: string): string {
  const hash = createHash("md5").update(configPath).digest("hex").slice(0, 8);
  return `wp-env-${path.basename(path.dirname(configPath))}-${hash}`;
}

export function layoutFor(repoRoot: string): Layout {
  const workDir = path.join(repoRoot, ".wp-env-offline");
  const configPath = path.join(workDir, ".wp-env.json");
  const envHome = path.join(repoRoot, ".wp-env-home");
  const runCore = path.join(workDir, "core");
  const cacheDir = path.join(envHome, cacheDirectoryName(configPath));
  return {
    pristineCore: path.join(repoRoot, ".wp-core"),
    workDir,
    runCore,
    pluginLink: path.join(workDir, "plugins", "islet"),
    wooLink: path.join(workDir, "plugins", "woocommerce"),
    configPath,
    envHome,
    cacheDir,
    playgroundLog: path.join(cacheDir, "playground.log"),
    blueprint: path.join(cacheDir, "playground-blueprint.json"),
    debugLog: path.join(runCore, "wp-content", "debug.log"),
  };
}

/**
 * The wp-env config: local paths only (anything else is downloaded, which fails offline).
 * External HTTP is blocked and WP-Cron is off: offline, WordPress 6.1's update checks and cron
 * spawns each wait on the network and, on PHP 8.2, print Requests 1.x deprecations into every
 * admin page (which also breaks redirects with "headers already sent").
 */
export function buildOfflineConfig(withWoo: boolean, port: number): Record<string, unknown> {
  return {
    core: "./core",
    phpVersion: "8.2",
    plugins: [...(withWoo ? ["./plugins/woocommerce"] : []), "./plugins/islet"],
    port,
    testsEnvironment: false,
    config: {
      WP_DEBUG: true,
      WP_DEBUG_DISPLAY: true,
      WP_DEBUG_LOG: true,
      WP_HTTP_BLOCK_EXTERNAL: true,
      DISABLE_WP_CRON: true,
    },
  };
}

/** `$wp_version` from wp-includes/version.php. */
export function parseWpVersion(versionPhp: string): string | null {
  return /\$wp_version\s*=\s*'([^']+)'/.exec(versionPhp)?.[1] ?? null;
}

export interface CoreStamp {
  format: number;
  source: string;
  wpVersion: string;
  versionFileMtimeMs: number;
}

/** Whether a stamp read back from disk has every field of `wanted` (.wp-core's, or an unpacked archive's marker). */
export function isStampCurrent(stored: unknown, wanted: object): boolean {
  if (typeof stored !== "object" || stored === null) return false;
  const record = stored as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => record[key] === value);
}

/** A JSON stamp file, or null when it is missing or unreadable (then it is written anew). */
export async function readStamp(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch {
    return null;
  }
}

async function wantedStamp(wordpressDir: string): Promise<CoreStamp> {
  const versionFile = path.join(wordpressDir, "wp-includes", "version.php");
  if (!existsSync(versionFile)) {
    throw new SetupError(
      `WordPress not found at ${wordpressDir} (no wp-includes/version.php): run "apt-get install -y wordpress" (Debian), or set ISLET_WORDPRESS_DIR to a WordPress folder`,
    );
  }
  const wpVersion = parseWpVersion(await readFile(versionFile, "utf8"));
  if (!wpVersion) throw new SetupError(`could not read $wp_version from ${versionFile}`);
  const { mtimeMs } = await stat(versionFile);
  await mustHaveTheme(wordpressDir);
  return { format: STAMP_FORMAT, source: wordpressDir, wpVersion, versionFileMtimeMs: mtimeMs };
}

/** Debian ships the default theme as a Recommends of `wordpress`; without a theme the site is blank. */
async function mustHaveTheme(wordpressDir: string): Promise<void> {
  const themes = path.join(wordpressDir, "wp-content", "themes");
  const names = await readdir(themes).catch(() => [] as string[]);
  if (!names.some((name) => existsSync(path.join(themes, name, "style.css")))) {
    throw new SetupError(`no theme in ${themes}: run "apt-get install -y wordpress-theme-twentytwentythree" (a Recommends of wordpress)`);
  }
}

/** Refreshes `.wp-core/` when missing or stale; returns the WordPress version and whether it copied. */
export async function ensurePristineCore(wordpressDir: string, pristineCore: string): Promise<{ wpVersion: string; copied: boolean }> {
  const wanted = await wantedStamp(wordpressDir);
  const stampFile = path.join(pristineCore, STAMP_FILE);
  if (isStampCurrent(await readStamp(stampFile), wanted)) return { wpVersion: wanted.wpVersion, copied: false };
  await rm(pristineCore, { recursive: true, force: true });
  await cp(wordpressDir, pristineCore, { recursive: true, dereference: true });
  await rm(path.join(pristineCore, "wp-config.php"), { force: true });
  await writeFile(stampFile, `${JSON.stringify(wanted, null, 2)}\n`);
  return { wpVersion: wanted.wpVersion, copied: true };
}

async function mustHave(file: string, message: string): Promise<void> {
  if (!existsSync(file)) throw new SetupError(message);
}

async function relink(link: string, target: string): Promise<void> {
  await rm(link, { recursive: true, force: true });
  await mkdir(path.dirname(link), { recursive: true });
  await symlink(target, link, "dir");
}

/** Seeds wp-env's cache with the latest WordPress version, keeping what wp-env wrote there. */
export async function seedVersionCache(cacheDir: string, wpVersion: string): Promise<void> {
  const file = path.join(cacheDir, "wp-env-cache.json");
  const existing = await readStamp(file);
  const cache = typeof existing === "object" && existing !== null ? existing : {};
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, JSON.stringify({ ...cache, latestWordPressVersion: wpVersion }));
}

export interface Prepared {
  layout: Layout;
  wpVersion: string;
  coreCopied: boolean;
}

export async function prepare(inputs: Inputs): Promise<Prepared> {
  const layout = layoutFor(inputs.repoRoot);
  await mustHave(
    path.join(inputs.pluginDir, PLUGIN_MAIN_FILE),
    `the plugin's main file ${path.join(inputs.pluginDir, PLUGIN_MAIN_FILE)} does not exist (ISLET_PLUGIN_DIR changes the folder)`,
  );
  if (inputs.wooDir) {
    await mustHave(path.join(inputs.wooDir, "woocommerce.php"), `the WooCommerce folder ${inputs.wooDir} holds no woocommerce.php (set ISLET_WOOCOMMERCE_DIR to a WooCommerce plugin folder)`);
  }
  const { wpVersion, copied } = await ensurePristineCore(inputs.wordpressDir, layout.pristineCore);
  await rm(layout.runCore, { recursive: true, force: true });
  await mkdir(layout.workDir, { recursive: true });
  await cp(layout.pristineCore, layout.runCore, { recursive: true });
  await relink(layout.pluginLink, inputs.pluginDir);
  if (inputs.wooDir) await relink(layout.wooLink, inputs.wooDir);
  else await rm(layout.wooLink, { recursive: true, force: true });
  await writeFile(layout.configPath, `${JSON.stringify(buildOfflineConfig(inputs.wooDir !== null, inputs.port), null, 2)}\n`);
  await seedVersionCache(layout.cacheDir, wpVersion);
  return { layout, wpVersion, coreCopied: copied };
}
