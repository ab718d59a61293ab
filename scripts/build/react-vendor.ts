/**
 * The plugin's copy of React, for stores whose WordPress has no React 18 (WordPress 6.1 ships
 * 17.0.2): React's own UMD production builds, the files WordPress 6.8 ships as its `react` and
 * `react-dom` scripts, copied from node_modules into the build with their license
 * (docs/decisions/0035-one-react.md). The runtime adds them only on a page that has no React 18.
 * Each starts with V8's compile hint, as our own files do (docs/decisions/0013-load-cost.md).
 */
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

export interface ReactVendor {
  /** React's version (`18.3.1`): what the plugin compares WordPress's registered copy with. */
  version: string;
  /** The two files, relative to the build folder. */
  react: string;
  reactDom: string;
}

export const VENDOR_DIR = "vendor";

/** Inside each package's folder (its `exports` do not list them: they are read as files). */
const UMD_FILE = {
  react: "umd/react.production.min.js",
  "react-dom": "umd/react-dom.production.min.js",
} as const;

/** Copies React's UMD builds (and their MIT license) into `buildDir/vendor/`; `banner` goes on their first line. */
export async function copyReactVendor(root: string, buildDir: string, banner: string): Promise<ReactVendor> {
  const require = createRequire(path.join(root, "package.json"));
  const folder = (pkg: string): string => path.dirname(require.resolve(`${pkg}/package.json`));
  const { version } = JSON.parse(await readFile(path.join(folder("react"), "package.json"), "utf8")) as { version: string };
  await mkdir(path.join(buildDir, VENDOR_DIR), { recursive: true });
  const copy = async (pkg: keyof typeof UMD_FILE): Promise<string> => {
    const target = `${VENDOR_DIR}/${pkg}-${version}.min.js`;
    const source = await readFile(path.join(folder(pkg), UMD_FILE[pkg]), "utf8");
    await writeFile(path.join(buildDir, target), `${banner}\n${source}`);
    return target;
  };
  const vendor = { version, react: await copy("react"), reactDom: await copy("react-dom") };
  // react and react-dom carry the same MIT license.
  await copyFile(path.join(folder("react"), "LICENSE"), path.join(buildDir, VENDOR_DIR, "react.LICENSE.txt"));
  return vendor;
}

/** The manifest's `react` entry, or null when it is missing or damaged (a build from before decision 0035). */
export function readReactVendor(raw: unknown): ReactVendor | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { version, react, reactDom } = raw as Record<string, unknown>;
  return typeof version === "string" && typeof react === "string" && typeof reactDom === "string" ? { version, react, reactDom } : null;
}
