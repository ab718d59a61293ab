/**
 * `npm run test:wp`: the plugin in a real WordPress, offline. Prepares Debian's WordPress and an
 * offline wp-env config (prepare.ts), starts WordPress Playground through wp-env, checks the
 * plugin over HTTP, and always stops WordPress again. See docs/decisions/0006-wp-env-offline.md.
 *
 * Environment: ISLET_WOOCOMMERCE_DIR (a WooCommerce plugin folder: runs the store journeys),
 * ISLET_WORDPRESS_DIR (default /usr/share/wordpress); whichever of the two is unset comes from
 * the reference store kit when there is one (ISLET_REFSTORE or a `shared/refstore` above the
 * repository, see kit-software.ts); without WooCommerce the journeys are skipped, or fail with CI
 * set. ISLET_PLUGIN_DIR (default: the folder unpacked from the plugin zip that `npm run plugin:zip`
 * would ship, see plugin-from-zip.ts), ISLET_WP_PORT (default 8895, another free port when busy).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inCi, refstoreDir } from "../refstore/locate";
import { Browser } from "./browser";
import { checkAutoLogin, checkPluginActive, checkSettingsAccess, checkWooNotice } from "./checks-admin";
import { checkDebugLog, checkDeactivateReactivate, checkFrontUntouched } from "./checks-front";
import { runStoreJourneys, withoutWooCommerce } from "./checks-store";
import { closeHtmlParser } from "./html";
import { kitCacheDir, productsNotNamed, softwareFromKit } from "./kit-software";
import { noiseFor } from "./php-messages";
import { pluginFolderFromZip } from "./plugin-from-zip";
import { inputsFromEnv, layoutFor, prepare, SetupError, type Inputs, type KitDirs, type Prepared } from "./prepare";
import { Reporter } from "./report";
import { checkPageClean, type Site } from "./site";
import { choosePort, startWordPress, stopWordPress, tail, waitForPlaygroundReady, type WpEnvPlace } from "./wp-env";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PREFERRED_PORT = 8895;
const START_LIMIT_MS = 150_000;
const RUN_LIMIT_MS = 280_000;

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function checkSite(site: Site, prepared: Prepared): Promise<void> {
  const front = await checkAutoLogin(site);
  const dashboard = await site.admin.get("/wp-admin/");
  const pluginsPage = await site.admin.get("/wp-admin/plugins.php");
  if (front) await checkPageClean(site, "the front page (administrator)", front);
  await checkPageClean(site, "/wp-admin/", dashboard);
  await checkPageClean(site, "/wp-admin/plugins.php", pluginsPage);
  const row = await checkPluginActive(site, pluginsPage);
  await checkWooNotice(site, dashboard);
  await checkSettingsAccess(site);
  const anonymousFront = !site.withWoo && row ? await checkFrontUntouched(site, row) : null;
  if (row) await checkDeactivateReactivate(site, row, anonymousFront);
  if (site.withWoo) await runStoreJourneys(site);
  else withoutWooCommerce(site.report, inCi());
  await checkDebugLog(site, prepared.layout.debugLog);
}

async function withWordPress(report: Reporter, prepared: Prepared, inputs: Inputs, place: WpEnvPlace): Promise<void> {
  await stopWordPress(place).catch(() => undefined); // leftovers of an interrupted run
  const started = Date.now();
  const out: { url?: string } = {};
  await report.check("WordPress starts offline (wp-env start --runtime=playground)", async () => {
    const url = await startWordPress(place, START_LIMIT_MS);
    const { playgroundLog, blueprint } = prepared.layout;
    await waitForPlaygroundReady(playgroundLog, blueprint, Math.max(START_LIMIT_MS - (Date.now() - started), 5000));
    out.url = url;
    return `${out.url}, WordPress ${prepared.wpVersion}, in ${seconds(started)}`;
  });
  if (!out.url) return;
  const withWoo = inputs.wooDir !== null;
  const site: Site = { baseUrl: out.url, admin: new Browser(out.url), report, withWoo, noise: noiseFor(withWoo) };
  try {
    await checkSite(site, prepared);
  } catch (error) {
    report.record({ name: "the checks ran to the end", passed: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

function stopper(place: WpEnvPlace): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () =>
    (stopping ??= stopWordPress(place).then(
      (result) => console.log(result.code === 0 ? "WordPress stopped (wp-env stop)" : `wp-env stop exited ${String(result.code)}:\n${tail(result.output, 10)}`),
      (error: unknown) => console.error(`wp-env stop failed: ${error instanceof Error ? error.message : String(error)}`),
    ));
}

function onInterrupt(stop: () => Promise<void>, report: Reporter): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      report.silence();
      console.error(`\n${signal}: stopping WordPress before exiting`);
      void stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

function onOvertime(stop: () => Promise<void>, report: Reporter): void {
  setTimeout(() => {
    report.record({ name: `the run finishes within ${RUN_LIMIT_MS / 1000} s`, passed: false, detail: "time limit reached" });
    report.silence();
    console.log(report.summary());
    void stop().finally(() => process.exit(1));
  }, RUN_LIMIT_MS).unref();
}

/** WordPress and WooCommerce the environment does not name, from the reference store kit if this machine has it. */
async function kitDirs(env: NodeJS.ProcessEnv): Promise<KitDirs> {
  const kit = refstoreDir(env);
  const products = productsNotNamed(env);
  if (!kit || products.length === 0) return {};
  const { dirs, notes } = await softwareFromKit(kit, products, kitCacheDir(REPO_ROOT));
  for (const note of notes) console.log(note);
  return dirs;
}

async function main(): Promise<number> {
  const begun = Date.now();
  const report = new Reporter();
  console.log("Islet in WordPress, offline (wp-env --runtime=playground)");
  const port = await choosePort(Number(process.env.ISLET_WP_PORT) || PREFERRED_PORT);
  let inputs: Inputs;
  let prepared: Prepared;
  try {
    inputs = inputsFromEnv(REPO_ROOT, process.env, port, await kitDirs(process.env));
    if (!process.env.ISLET_PLUGIN_DIR) {
      const fromZip = await report.check("the plugin zip builds and unpacks (what a store installs)", async () => {
        const { pluginDir, zipFile } = pluginFolderFromZip(REPO_ROOT, layoutFor(REPO_ROOT).workDir);
        inputs.pluginDir = pluginDir;
        return path.relative(REPO_ROOT, zipFile);
      });
      if (!fromZip) {
        console.log(report.summary());
        return 1;
      }
    }
    prepared = await prepare(inputs);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    report.record({ name: "setup", passed: false, detail: error.message });
    console.log(report.summary());
    return 1;
  }
  console.log(`plugin ${inputs.pluginDir}; WordPress ${prepared.wpVersion} from ${inputs.wordpressDir} (.wp-core ${prepared.coreCopied ? "copied" : "reused"}); WooCommerce ${inputs.wooDir ?? "not given"}; port ${inputs.port}`);
  const place: WpEnvPlace = { workDir: prepared.layout.workDir, envHome: prepared.layout.envHome };
  const stop = stopper(place);
  onInterrupt(stop, report);
  onOvertime(stop, report);
  try {
    await withWordPress(report, prepared, inputs, place);
  } finally {
    await stop();
    await closeHtmlParser();
  }
  console.log(`time: ${seconds(begun)}`);
  console.log(report.summary());
  return report.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
