/**
 * The bundle's lazily loaded files (React among them), from the build's manifest: every file the
 * boot module does not import statically, and that pages do not preload with it (the registry
 * parts, decisions 0024 and 0027), and the plugin's copy of React, which the runtime adds on the
 * demo store's pages (decision 0035). A test holds their requests to act before they run.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { staticImportsOf, type AssetManifest } from "../../../esbuild.config";
import { groupModulePath } from "../../../scripts/build/load-groups";
import { BUILD_URL_PREFIX, DEFAULT_BUILD_DIR } from "../../../scripts/demo-store/paths";
import { readManifestLoadGroups } from "../../../scripts/island-manifest";

type Manifest = Pick<AssetManifest, "boot" | "files" | "productPreload" | "pagesPreload" | "react">;

export function readManifest(buildDir: string = process.env.ISLET_BUILD_DIR ?? DEFAULT_BUILD_DIR): Manifest {
  return JSON.parse(readFileSync(`${buildDir}/manifest.json`, "utf8")) as Manifest;
}

/**
 * The URL path of the file built for a lazily imported source module (`islands/x/mount.tsx`): its
 * load group's file where it is in one (decision 0037).
 */
export function builtFileFor(source: string, buildDir: string = process.env.ISLET_BUILD_DIR ?? DEFAULT_BUILD_DIR): string {
  const { files } = readManifest(buildDir);
  const group = Object.entries(readManifestLoadGroups()).find(([, modules]) => modules.includes(source))?.[0];
  const built = group === undefined ? source : groupModulePath(group);
  const file = Object.keys(files).find((name) => files[name]?.source === built);
  if (!file) throw new Error(`the build has no file for ${source}`);
  return `${BUILD_URL_PREFIX}${file}`;
}

export function lazyFiles(buildDir: string = process.env.ISLET_BUILD_DIR ?? DEFAULT_BUILD_DIR): Set<string> {
  const manifest = readManifest(buildDir);
  const eager = new Set([...staticImportsOf(manifest.files, manifest.boot), ...(manifest.productPreload ?? []), ...(manifest.pagesPreload ?? [])]);
  const chunks = Object.keys(manifest.files).filter((file) => file.endsWith(".js") && !eager.has(file));
  return new Set([...chunks, manifest.react.react, manifest.react.reactDom]);
}

/** Holds every lazily loaded file's request until the returned function is called. */
export async function holdLazyFiles(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lazy = lazyFiles();
  await page.route(
    (url) => url.pathname.startsWith(BUILD_URL_PREFIX) && lazy.has(url.pathname.slice(BUILD_URL_PREFIX.length)),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * A mouse press on `target` that goes down while the lazily loaded files are held (the pointer
 * reaching it starts its island's mount), then lets the files through and waits until they have
 * come: the caller releases the button (`page.mouse.up()`) once it has checked the page then.
 */
export async function pressDownWhileCodeComes(page: Page, target: Locator, release: () => void): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to press is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.waitForLoadState("networkidle");
}
