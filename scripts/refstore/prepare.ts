/**
 * Gets the reference store ready with the plugin: sets it up (or starts it), re-seeds it unless
 * told not to, and installs the zip `npm run plugin:zip` builds. Used by `npm run test:store` and
 * `npm run bench -- --store`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./locate";
import { storeDir, storeRunning } from "./store-place";

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${String(result.status ?? result.signal)}`);
}

/** Returns whether this call started the store (and so its caller stops it again). */
export function prepareStore(kit: string, options: { reseed: boolean }): boolean {
  const store = path.join(kit, "store");
  const wasRunning = storeRunning();
  if (!existsSync(path.join(storeDir(), "site"))) run(store, ["setup"]);
  else {
    run(store, ["start"]);
    if (options.reseed) run(store, ["reset"]);
  }
  run("npx", ["tsx", "scripts/plugin-zip.ts"]);
  run(store, ["plugin", "on", path.join(REPO_ROOT, "dist", "islet-0.1.0.zip")]);
  return !wasRunning;
}

export const stopStore = (kit: string): void => run(path.join(kit, "store"), ["stop"]);
