/**
 * WordPress and WooCommerce from the reference store kit (scripts/refstore/locate.ts): its
 * `software/` holds the unchanged release archives the reference store is built from
 * (`wordpress-<version>.tar.gz`, whose folder is `wordpress/`, and `woocommerce-<version>.tar.gz`,
 * whose folder is `plugins/woocommerce/`). Whichever of ISLET_WORDPRESS_DIR and
 * ISLET_WOOCOMMERCE_DIR is not set is taken from there, so that the store journeys run wherever
 * the kit is. Each archive is unpacked once into `.wp-env-offline/refstore/<archive name>/`
 * (git-ignored; not `.wp-core/`, which prepare.ts empties whenever its source changes) and reused
 * while the marker written after a complete unpack still names the same archive.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { isStampCurrent, readStamp, SetupError, type KitDirs } from "./prepare";

export type Product = "wordpress" | "woocommerce";

export const MARKER_FILE = ".islet-unpacked.json";
const MARKER_FORMAT = 1;

/** The environment variable that names each product's folder, and so overrides the kit. */
export const PRODUCT_ENV: Record<Product, string> = { wordpress: "ISLET_WORDPRESS_DIR", woocommerce: "ISLET_WOOCOMMERCE_DIR" };

/** Where the product's folder is inside its unpacked archive, and the file that proves it is there. */
const INSIDE: Record<Product, { folder: string; mainFile: string }> = {
  wordpress: { folder: "wordpress", mainFile: path.join("wp-includes", "version.php") },
  woocommerce: { folder: path.join("plugins", "woocommerce"), mainFile: "woocommerce.php" },
};

export interface KitArchive {
  product: Product;
  /** The archive's file name, e.g. `wordpress-6.8.3.tar.gz`. */
  name: string;
  version: string;
}

export interface UnpackMarker {
  format: number;
  archive: string;
  size: number;
  mtimeMs: number;
}

/** The products that the environment does not name a folder for. */
export function productsNotNamed(env: NodeJS.ProcessEnv): Product[] {
  return (Object.keys(PRODUCT_ENV) as Product[]).filter((product) => !env[PRODUCT_ENV[product]]?.trim());
}

/** Compares dotted versions numerically (10.1.2 after 9.8.5). */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The product's archive among a folder's file names, the newest if the kit ever holds several. */
export function findArchive(names: readonly string[], product: Product): KitArchive | null {
  const pattern = new RegExp(`^${product}-(\\d+(?:\\.\\d+)*)\\.tar\\.gz$`);
  const found = names.flatMap((name) => {
    const version = pattern.exec(name)?.[1];
    return version ? [{ product, name, version }] : [];
  });
  return found.sort((a, b) => compareVersions(b.version, a.version))[0] ?? null;
}

/** The cache folder of unpacked kit archives. */
export function kitCacheDir(repoRoot: string): string {
  return path.join(repoRoot, ".wp-env-offline", "refstore");
}

/** The product's folder inside an archive unpacked into `target`. */
export function productFolder(product: Product, target: string): string {
  return path.join(target, INSIDE[product].folder);
}

async function markerFor(archive: string): Promise<UnpackMarker> {
  const { size, mtimeMs } = await stat(archive);
  return { format: MARKER_FORMAT, archive, size, mtimeMs };
}

async function untar(archive: string, target: string): Promise<void> {
  try {
    await promisify(execFile)("tar", ["-xzf", archive, "-C", target]);
  } catch (error) {
    throw new SetupError(`could not unpack ${archive} into ${target}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Unpacks `archive` into `target` unless a complete unpack of the same archive is there. The
 * marker is written last, so a folder left half-unpacked (an interrupted run) is emptied and
 * unpacked again. Returns whether it unpacked.
 */
export async function unpackOnce(archive: string, target: string): Promise<boolean> {
  const wanted = await markerFor(archive);
  const markerFile = path.join(target, MARKER_FILE);
  if (isStampCurrent(await readStamp(markerFile), wanted)) return false;
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await untar(archive, target);
  await writeFile(markerFile, `${JSON.stringify(wanted, null, 2)}\n`);
  return true;
}

export interface FromKit {
  dirs: KitDirs;
  /** One line per archive used, for the run's log. */
  notes: string[];
}

async function unpackProduct(softwareDir: string, archive: KitArchive, cacheDir: string): Promise<{ folder: string; note: string }> {
  const started = Date.now();
  const target = path.join(cacheDir, archive.name.replace(/\.tar\.gz$/, ""));
  const unpacked = await unpackOnce(path.join(softwareDir, archive.name), target);
  const folder = productFolder(archive.product, target);
  const expected = path.join(INSIDE[archive.product].folder, INSIDE[archive.product].mainFile);
  if (!existsSync(path.join(target, expected))) throw new SetupError(`${archive.name} from the reference store kit holds no ${expected}`);
  const how = unpacked ? `unpacked in ${((Date.now() - started) / 1000).toFixed(1)} s` : "already unpacked";
  return { folder, note: `${archive.name} from the reference store kit (${how})` };
}

/**
 * The folders of `products` from the kit at `kit`, each unpacked once into `cacheDir`. A product
 * whose archive the kit lacks is left out (WordPress then falls back to Debian's, WooCommerce to
 * none).
 */
export async function softwareFromKit(kit: string, products: readonly Product[], cacheDir: string): Promise<FromKit> {
  const softwareDir = path.join(kit, "software");
  const names = await readdir(softwareDir).catch(() => [] as string[]);
  const result: FromKit = { dirs: {}, notes: [] };
  for (const product of products) {
    const archive = findArchive(names, product);
    if (!archive) continue;
    const { folder, note } = await unpackProduct(softwareDir, archive, cacheDir);
    if (product === "wordpress") result.dirs.wordpressDir = folder;
    else result.dirs.wooDir = folder;
    result.notes.push(note);
  }
  return result;
}
