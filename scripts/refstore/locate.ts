/**
 * Where the reference store's kit is: a real WordPress + WooCommerce + Shoptimizer + CommerceKit
 * store, kept beside this repository (docs/testing.md). `ISLET_REFSTORE` names it; otherwise the
 * nearest `shared/refstore` above the repository is used. In CI (`CI` set) a missing kit is an
 * error, never a skip.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const REFSTORE_MISSING =
  "the reference store kit was not found: set ISLET_REFSTORE=/path/to/refstore (the folder holding " +
  "the `store` script and software/) or place it at shared/refstore in a folder above this repository";

/** Where this project's machines keep the kit. */
export const MACHINE_KIT = "/work/shared/refstore";

const isKit = (dir: string): boolean => existsSync(path.join(dir, "store")) && existsSync(path.join(dir, "software"));

/** The kit's folder, or null when this machine has none. */
export function refstoreDir(env: NodeJS.ProcessEnv = process.env, from: string = REPO_ROOT, machineKit: string = MACHINE_KIT): string | null {
  const named = env.ISLET_REFSTORE;
  if (named) return isKit(named) ? path.resolve(named) : null;
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(path.dirname(dir), "shared", "refstore");
    if (isKit(candidate)) return candidate;
  }
  return isKit(machineKit) ? machineKit : null;
}

/** CI must run every store check: a missing kit fails there and skips (with a message) elsewhere. */
export const inCi = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.CI);
