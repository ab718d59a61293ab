/**
 * Where the reference store lives and answers, read from the same variables its `store` script
 * reads (with the same defaults), so the runner, Playwright and tests agree.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const storeDir = (env: NodeJS.ProcessEnv = process.env): string => env.ISLET_STORE_DIR ?? "/tmp/islet-store";

/** The two sides of one store: the page the plugin serves, and the legacy page. */
export type Side = "islet" | "legacy";
export const SIDES: readonly Side[] = ["islet", "legacy"];

/** The kit's switch: a request with this cookie is served as if Islet were not active. */
export const LEGACY_COOKIE = { name: "islet_off", value: "1" } as const;

export const storeUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  `http://127.0.0.1:${env.ISLET_STORE_PORT ?? "8890"}`;

/** Whether the store's PHP server, as the `store` script started it, is alive. */
export function storeRunning(env: NodeJS.ProcessEnv = process.env): boolean {
  const pidFile = path.join(storeDir(env), "run", "php-server.pid");
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number.parseInt(readFileSync(pidFile, "utf8"), 10), 0);
    return true;
  } catch {
    return false;
  }
}

/** The product and attachment ids the seed made (`ids.json` in the store's folder). */
export function storeIds(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(storeDir(env), "ids.json"), "utf8")) as Record<string, unknown>;
}

/** A product's id by its slug, as the store's seed wrote it; undefined when it has none. */
export function storeProductId(slug: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const id = storeIds(env)[slug];
  return typeof id === "number" ? id : undefined;
}
