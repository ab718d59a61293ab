/**
 * Runs the repo's own wp-env (node_modules/@wordpress/env, the same program `npx wp-env` runs,
 * resolved directly so that nothing is ever fetched from the registry) in the offline work
 * folder, with WP_ENV_HOME set and a time limit.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { SetupError } from "./prepare";

export interface WpEnvPlace {
  workDir: string;
  envHome: string;
}

export interface WpEnvResult {
  code: number | null;
  output: string;
}

export function wpEnvBin(): string {
  const require = createRequire(import.meta.url);
  let packageJson: string;
  try {
    packageJson = require.resolve("@wordpress/env/package.json");
  } catch {
    throw new SetupError("@wordpress/env is not installed: run npm ci");
  }
  const bin = path.join(path.dirname(packageJson), "bin", "wp-env");
  if (!existsSync(bin)) throw new SetupError(`${bin} is missing: run npm ci`);
  return bin;
}

/** The child's environment: ours without WP_ENV_* overrides (port, core, PHP), plus WP_ENV_HOME. */
export function wpEnvEnvironment(parent: NodeJS.ProcessEnv, envHome: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(parent)) {
    if (!key.startsWith("WP_ENV_")) env[key] = value;
  }
  return { ...env, WP_ENV_HOME: envHome, FORCE_COLOR: "0" };
}

export function runWpEnv(args: readonly string[], place: WpEnvPlace, timeoutMs: number): Promise<WpEnvResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wpEnvBin(), ...args], {
      cwd: place.workDir,
      env: wpEnvEnvironment(process.env, place.envHome),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer): void => {
      output += chunk.toString("utf8");
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 2000).unref();
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`wp-env ${args.join(" ")} did not finish within ${timeoutMs / 1000} s\n${tail(output)}`));
      else resolve({ code, output });
    });
  });
}

/** The last lines of a long output, for error messages. */
export function tail(output: string, lines = 40): string {
  return output.trimEnd().split("\n").slice(-lines).join("\n");
}

/** The site URL wp-env printed ("… site started at http://localhost:8895"), if any. */
export function startedUrl(output: string): string | null {
  return /started at (https?:\/\/\S+)/.exec(output)?.[1] ?? null;
}

export async function startWordPress(place: WpEnvPlace, timeoutMs: number): Promise<string> {
  const result = await runWpEnv(["start", "--runtime=playground"], place, timeoutMs);
  const url = startedUrl(result.output);
  if (result.code !== 0 || !url) throw new Error(`wp-env start failed (exit ${String(result.code)})\n${tail(result.output)}`);
  return url;
}

export async function stopWordPress(place: WpEnvPlace, timeoutMs = 30_000): Promise<WpEnvResult> {
  return runWpEnv(["stop"], place, timeoutMs);
}

/** Has the Playground server said it is ready (its blueprint run: plugins active, constants defined)? */
export function playgroundSaysReady(log: string): boolean {
  return /^Ready! WordPress is running on /m.test(log);
}

/**
 * The Playground's first error line, with the blueprint step it names spelled out
 * (wp-env's blueprint: login, one activatePlugin per plugin, defineWpConfigConsts); null if none.
 */
export function playgroundFailure(log: string, blueprintJson: string): string | null {
  const line = /^Error: .*$/m.exec(log)?.[0];
  if (!line) return null;
  const stepNumber = Number(/blueprint step #(\d+)/.exec(line)?.[1] ?? Number.NaN);
  let steps: unknown = null;
  try {
    steps = (JSON.parse(blueprintJson) as { steps?: unknown }).steps;
  } catch {
    return line;
  }
  const step: unknown = Array.isArray(steps) ? steps[stepNumber - 1] : undefined;
  if (typeof step !== "object" || step === null) return line;
  const { step: kind, pluginPath } = step as { step?: unknown; pluginPath?: unknown };
  const what = `${String(kind)}${typeof pluginPath === "string" ? ` ${pluginPath}` : ""}`;
  const hint = kind === "activatePlugin" ? ": the plugin fails to load or to activate (a PHP fatal error?)" : "";
  return `${line.trim()}\nstep #${stepNumber} is ${what}${hint}`;
}

/**
 * wp-env returns as soon as the server answers, which is before the Playground has run its
 * blueprint (activating the plugins, defining WP_DEBUG and the site URL): wait for its "Ready!",
 * or fail as soon as it reports an error.
 */
export async function waitForPlaygroundReady(playgroundLog: string, blueprint: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let log = "";
  while (Date.now() < deadline) {
    log = await readFile(playgroundLog, "utf8").catch(() => "");
    if (playgroundSaysReady(log)) return;
    const failure = playgroundFailure(log, await readFile(blueprint, "utf8").catch(() => ""));
    if (failure) throw new Error(`the Playground failed: ${failure}\n${playgroundLog}:\n${tail(log, 20)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Playground did not print "Ready!" within ${timeoutMs / 1000} s; ${playgroundLog}:\n${tail(log)}`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** The preferred port when it is free, else one the system picks. */
export async function choosePort(preferred: number): Promise<number> {
  return (await portIsFree(preferred)) ? preferred : anyFreePort();
}
