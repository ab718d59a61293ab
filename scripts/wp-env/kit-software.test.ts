// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, unlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareVersions, findArchive, kitCacheDir, MARKER_FILE, productsNotNamed, softwareFromKit, unpackOnce } from "./kit-software";
import { SetupError } from "./prepare";

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "islet-kit-"));
  temps.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A .tar.gz at `archive` holding `files` (relative path → content), laid out as the kit's are. */
async function tarGz(archive: string, files: Record<string, string>): Promise<void> {
  const source = await tempDir();
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(source, name)), { recursive: true });
    await writeFile(path.join(source, name), content);
  }
  await mkdir(path.dirname(archive), { recursive: true });
  execFileSync("tar", ["-czf", archive, "-C", source, "."]);
}

const WORDPRESS = { "wordpress/wp-includes/version.php": "<?php\n$wp_version = '6.8.3';\n" };
const WOOCOMMERCE = { "plugins/woocommerce/woocommerce.php": "<?php // WooCommerce" };

describe("choosing archives", () => {
  it("takes from the kit only what the environment does not name", () => {
    expect(productsNotNamed({})).toEqual(["wordpress", "woocommerce"]);
    expect(productsNotNamed({ ISLET_WORDPRESS_DIR: "/wp", ISLET_WOOCOMMERCE_DIR: " " })).toEqual(["woocommerce"]);
    expect(productsNotNamed({ ISLET_WORDPRESS_DIR: "/wp", ISLET_WOOCOMMERCE_DIR: "/wc" })).toEqual([]);
  });

  it("compares versions by number", () => {
    expect(compareVersions("10.1.2", "9.8.5")).toBeGreaterThan(0);
    expect(compareVersions("6.8", "6.8.0")).toBe(0);
    expect(compareVersions("6.1.9", "6.8.3")).toBeLessThan(0);
  });

  it("finds each product's archive, the newest when there are several", () => {
    const names = ["commercekit-2.4.1.tar.gz", "woocommerce-9.8.5.tar.gz", "woocommerce-10.1.2.tar.gz", "wordpress-6.8.3.tar.gz", "wordpress-6.8.3.zip"];
    expect(findArchive(names, "wordpress")).toEqual({ product: "wordpress", name: "wordpress-6.8.3.tar.gz", version: "6.8.3" });
    expect(findArchive(names, "woocommerce")?.version).toBe("10.1.2");
    expect(findArchive(["woo-discount-rules-2.6.10.tar.gz"], "woocommerce")).toBeNull();
  });

  it("keeps the unpacked archives in a git-ignored folder of the repo", () => {
    expect(kitCacheDir("/repo")).toBe("/repo/.wp-env-offline/refstore");
  });
});

describe("unpackOnce", () => {
  it("unpacks once, then reuses the folder while its marker names the same archive", async () => {
    const root = await tempDir();
    const archive = path.join(root, "wordpress-6.8.3.tar.gz");
    await tarGz(archive, WORDPRESS);
    const target = path.join(root, "cache", "wordpress-6.8.3");
    expect(await unpackOnce(archive, target)).toBe(true);
    expect(await readFile(path.join(target, "wordpress", "wp-includes", "version.php"), "utf8")).toContain("6.8.3");
    expect(existsSync(path.join(target, MARKER_FILE))).toBe(true);
    expect(await unpackOnce(archive, target)).toBe(false);
  });

  it("redoes a half-unpacked folder (no marker), emptying it first", async () => {
    const root = await tempDir();
    const archive = path.join(root, "wordpress-6.8.3.tar.gz");
    await tarGz(archive, WORDPRESS);
    const target = path.join(root, "cache", "wordpress-6.8.3");
    await unpackOnce(archive, target);
    await unlink(path.join(target, MARKER_FILE));
    await writeFile(path.join(target, "leftover.txt"), "from an interrupted run");
    expect(await unpackOnce(archive, target)).toBe(true);
    expect(existsSync(path.join(target, "leftover.txt"))).toBe(false);
    expect(existsSync(path.join(target, MARKER_FILE))).toBe(true);
  });

  it("unpacks again when the archive changed", async () => {
    const root = await tempDir();
    const archive = path.join(root, "wordpress-6.8.3.tar.gz");
    await tarGz(archive, WORDPRESS);
    const target = path.join(root, "cache", "wordpress-6.8.3");
    await unpackOnce(archive, target);
    await utimes(archive, new Date(), new Date(Date.now() + 5000));
    expect(await unpackOnce(archive, target)).toBe(true);
  });

  it("fails as a setup error when the archive cannot be unpacked", async () => {
    const root = await tempDir();
    const archive = path.join(root, "wordpress-6.8.3.tar.gz");
    await writeFile(archive, "not gzip");
    const target = path.join(root, "cache", "wordpress-6.8.3");
    await expect(unpackOnce(archive, target)).rejects.toBeInstanceOf(SetupError);
    expect(existsSync(path.join(target, MARKER_FILE))).toBe(false);
  });
});

describe("softwareFromKit", () => {
  it("unpacks the wanted products and returns their folders", async () => {
    const kit = await tempDir();
    await tarGz(path.join(kit, "software", "wordpress-6.8.3.tar.gz"), WORDPRESS);
    await tarGz(path.join(kit, "software", "woocommerce-10.1.2.tar.gz"), WOOCOMMERCE);
    const cache = path.join(await tempDir(), "refstore");
    const first = await softwareFromKit(kit, ["wordpress", "woocommerce"], cache);
    expect(first.dirs).toEqual({ wordpressDir: path.join(cache, "wordpress-6.8.3", "wordpress"), wooDir: path.join(cache, "woocommerce-10.1.2", "plugins", "woocommerce") });
    expect(first.notes[0]).toMatch(/^wordpress-6\.8\.3\.tar\.gz from the reference store kit \(unpacked in [\d.]+ s\)$/);
    const again = await softwareFromKit(kit, ["woocommerce"], cache);
    expect(again).toEqual({ dirs: { wooDir: first.dirs.wooDir }, notes: ["woocommerce-10.1.2.tar.gz from the reference store kit (already unpacked)"] });
  });

  it("leaves out a product whose archive the kit lacks", async () => {
    const kit = await tempDir();
    await tarGz(path.join(kit, "software", "wordpress-6.8.3.tar.gz"), WORDPRESS);
    const { dirs } = await softwareFromKit(kit, ["wordpress", "woocommerce"], path.join(await tempDir(), "refstore"));
    expect(Object.keys(dirs)).toEqual(["wordpressDir"]);
  });

  it("refuses an archive that does not hold the product where expected", async () => {
    const kit = await tempDir();
    await tarGz(path.join(kit, "software", "woocommerce-10.1.2.tar.gz"), { "woocommerce/woocommerce.php": "<?php" });
    await expect(softwareFromKit(kit, ["woocommerce"], path.join(await tempDir(), "refstore"))).rejects.toThrow(/holds no plugins\/woocommerce\/woocommerce\.php/);
  });
});
