/**
 * What a store owner installs is the zip, not the repo's folder: unless ISLET_PLUGIN_DIR names a
 * folder, `npm run test:wp` builds the plugin zip (scripts/plugin-zip.ts) and mounts the folder
 * unpacked from it, so the run also proves that the zip holds a working plugin.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildPluginZip, PLUGIN_SLUG } from "../plugin-zip";
import { listZip, readZipEntry } from "../zip";

/** Unpacks `zip` into `target` (emptied first), refusing entries that would leave it. */
export function extractZip(zip: Buffer, target: string): string[] {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const written: string[] = [];
  for (const entry of listZip(zip)) {
    const destination = path.resolve(target, entry.name);
    if (!destination.startsWith(`${path.resolve(target)}${path.sep}`)) throw new Error(`zip entry escapes the folder: ${entry.name}`);
    if (entry.name.endsWith("/")) {
      mkdirSync(destination, { recursive: true });
      continue;
    }
    mkdirSync(path.dirname(destination), { recursive: true });
    writeFileSync(destination, readZipEntry(zip, entry));
    written.push(entry.name);
  }
  return written;
}

/** Builds the zip into `<workDir>/dist`, unpacks it into `<workDir>/from-zip`, returns the plugin folder. */
export function pluginFolderFromZip(repoRoot: string, workDir: string): { pluginDir: string; zipFile: string } {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string };
  const { file } = buildPluginZip({ outDir: path.join(workDir, "dist"), version });
  const target = path.join(workDir, "from-zip");
  extractZip(readFileSync(file), target);
  return { pluginDir: path.join(target, PLUGIN_SLUG), zipFile: file };
}
