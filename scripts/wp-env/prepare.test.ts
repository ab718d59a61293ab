// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  buildOfflineConfig,
  cacheDirectoryName,
  ensurePristineCore,
  inputsFromEnv,
  isStampCurrent,
  layoutFor,
  parseWpVersion,
  prepare,
  seedVersionCache,
  SetupError,
} from "./prepare";

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "islet-wp-env-"));
  temps.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A WordPress-shaped folder like Debian's: wp-config.php is a link into /etc/wordpress. */
async function fakeWordPress(root: string, version = "6.1.9"): Promise<string> {
  const wp = path.join(root, "wordpress");
  await mkdir(path.join(wp, "wp-includes"), { recursive: true });
  await mkdir(path.join(wp, "wp-content", "themes", "twentytwentythree"), { recursive: true });
  await writeFile(path.join(wp, "wp-content", "themes", "twentytwentythree", "style.css"), "/* Theme Name: Twenty Twenty-Three */");
  await mkdir(path.join(root, "etc"), { recursive: true });
  await writeFile(path.join(wp, "wp-includes", "version.php"), `<?php\n$wp_version = '${version}';\n$wp_db_version = 53496;\n`);
  await writeFile(path.join(root, "etc", "htaccess"), "# linked");
  await symlink(path.join(root, "etc", "htaccess"), path.join(wp, ".htaccess"));
  await writeFile(path.join(wp, "wp-config.php"), "<?php // Debian's");
  return wp;
}

describe("pure parts", () => {
  it("names wp-env's cache folder as load-config.js does", () => {
    const configPath = "/work/main/.wp-env-offline/.wp-env.json";
    const hash = createHash("md5").update(configPath).digest("hex").slice(0, 8);
    expect(cacheDirectoryName(configPath)).toBe(`wp-env-.wp-env-offline-${hash}`);
  });

  it("builds an offline config: local paths only, WooCommerce first when given, debug constants on", () => {
    expect(buildOfflineConfig(false, 8895)).toMatchObject({ core: "./core", plugins: ["./plugins/islet"], port: 8895, testsEnvironment: false });
    const withWoo = buildOfflineConfig(true, 9000);
    expect(withWoo.plugins).toEqual(["./plugins/woocommerce", "./plugins/islet"]);
    expect(withWoo.config).toMatchObject({ WP_DEBUG: true, WP_DEBUG_DISPLAY: true, WP_DEBUG_LOG: true });
  });

  it("reads $wp_version", () => {
    expect(parseWpVersion("<?php\n$wp_version = '6.1.9';")).toBe("6.1.9");
    expect(parseWpVersion("<?php")).toBeNull();
  });

  it("takes a stamp as current only when every field matches", () => {
    const stamp = { format: 1, source: "/usr/share/wordpress", wpVersion: "6.1.9", versionFileMtimeMs: 5 };
    expect(isStampCurrent({ ...stamp }, stamp)).toBe(true);
    expect(isStampCurrent({ ...stamp, wpVersion: "6.1.8" }, stamp)).toBe(false);
    expect(isStampCurrent(null, stamp)).toBe(false);
  });

  it("reads its inputs from the environment", () => {
    const inputs = inputsFromEnv("/repo", { ISLET_WOOCOMMERCE_DIR: "/wc", ISLET_PLUGIN_DIR: "" }, 8895);
    expect(inputs).toEqual({ repoRoot: "/repo", wordpressDir: "/usr/share/wordpress", pluginDir: "/repo/wp-plugin", wooDir: "/wc", port: 8895 });
  });

  it("takes what the environment does not name from the kit, and the defaults after that", () => {
    const kit = { wordpressDir: "/kit/wordpress", wooDir: "/kit/woocommerce" };
    expect(inputsFromEnv("/repo", {}, 1, kit)).toMatchObject({ wordpressDir: "/kit/wordpress", wooDir: "/kit/woocommerce" });
    expect(inputsFromEnv("/repo", { ISLET_WORDPRESS_DIR: "/wp", ISLET_WOOCOMMERCE_DIR: " " }, 1, kit)).toMatchObject({ wordpressDir: "/wp", wooDir: "/kit/woocommerce" });
    expect(inputsFromEnv("/repo", { ISLET_WOOCOMMERCE_DIR: "/wc" }, 1, kit)).toMatchObject({ wordpressDir: "/kit/wordpress", wooDir: "/wc" });
    expect(inputsFromEnv("/repo", {}, 1, {})).toMatchObject({ wordpressDir: "/usr/share/wordpress", wooDir: null });
  });
});

describe("ensurePristineCore", () => {
  it("copies with links dereferenced, drops wp-config.php, and reuses the copy until the source changes", async () => {
    const root = await tempDir();
    const wp = await fakeWordPress(root);
    const core = path.join(root, ".wp-core");
    expect(await ensurePristineCore(wp, core)).toEqual({ wpVersion: "6.1.9", copied: true });
    expect(existsSync(path.join(core, "wp-config.php"))).toBe(false);
    expect(await readFile(path.join(core, ".htaccess"), "utf8")).toBe("# linked");
    expect((await ensurePristineCore(wp, core)).copied).toBe(false);
    await writeFile(path.join(wp, "wp-includes", "version.php"), "<?php\n$wp_version = '6.1.10';\n");
    await utimes(path.join(wp, "wp-includes", "version.php"), new Date(), new Date(Date.now() + 5000));
    expect(await ensurePristineCore(wp, core)).toEqual({ wpVersion: "6.1.10", copied: true });
  });

  it("says how to install WordPress, or its theme, when missing", async () => {
    const root = await tempDir();
    await expect(ensurePristineCore(path.join(root, "nowhere"), path.join(root, "core"))).rejects.toThrow(/apt-get install -y wordpress/);
    const wp = await fakeWordPress(root);
    await rm(path.join(wp, "wp-content", "themes"), { recursive: true });
    await expect(ensurePristineCore(wp, path.join(root, "core"))).rejects.toThrow(/wordpress-theme-twentytwentythree/);
  });
});

describe("prepare", () => {
  it("lays out the work folder, links the plugins and seeds the version cache", async () => {
    const root = await tempDir();
    const wordpressDir = await fakeWordPress(root);
    const pluginDir = path.join(root, "wp-plugin");
    await mkdir(pluginDir);
    await writeFile(path.join(pluginDir, "islet.php"), "<?php");
    const { layout } = await prepare({ repoRoot: root, wordpressDir, pluginDir, wooDir: null, port: 8895 });
    expect(layout).toMatchObject(layoutFor(root));
    expect(await readFile(path.join(layout.pluginLink, "islet.php"), "utf8")).toBe("<?php");
    expect(existsSync(path.join(layout.runCore, "wp-includes", "version.php"))).toBe(true);
    expect(JSON.parse(await readFile(layout.configPath, "utf8"))).toEqual(buildOfflineConfig(false, 8895));
    expect(JSON.parse(await readFile(path.join(layout.cacheDir, "wp-env-cache.json"), "utf8"))).toEqual({ latestWordPressVersion: "6.1.9" });
  });

  it("refuses a plugin folder without islet.php and a WooCommerce folder without woocommerce.php", async () => {
    const root = await tempDir();
    const wordpressDir = await fakeWordPress(root);
    const base = { repoRoot: root, wordpressDir, wooDir: null, port: 1 };
    await expect(prepare({ ...base, pluginDir: path.join(root, "empty") })).rejects.toBeInstanceOf(SetupError);
    await mkdir(path.join(root, "p"));
    await writeFile(path.join(root, "p", "islet.php"), "<?php");
    await expect(prepare({ ...base, pluginDir: path.join(root, "p"), wooDir: root })).rejects.toThrow(/woocommerce\.php/);
  });

  it("keeps what wp-env wrote into its cache", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, "wp-env-cache.json"), JSON.stringify({ runtime: "playground" }));
    await seedVersionCache(dir, "6.1.9");
    expect(JSON.parse(await readFile(path.join(dir, "wp-env-cache.json"), "utf8"))).toEqual({ runtime: "playground", latestWordPressVersion: "6.1.9" });
  });
});
