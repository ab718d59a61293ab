/**
 * The demo store: the reference store's captured pages and ajax protocol, served by node:http
 * with our island bundle instead of the theme's and plugins' jQuery scripts.
 *
 *   const store = await startDemoStore({ port: 0 });   // port 0: any free port
 *   await fetch(`${store.url}shop/`);
 *   await store.close();
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { AssetManifest } from "../../esbuild.config";
import { readReactVendor } from "../build/react-vendor";
import { isObject } from "../../src/contract/validate";
import { loadOrderBump } from "./ajax-ck";
import { loadListingData } from "./ajax-listing-swatches";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { parseCookies } from "./cookies";
import { loadFaultPages } from "./faults";
import { parseForm, readBody, send, type Answer } from "./http";
import { BASE_CSS_URL, BUILD_URL_PREFIX, DEFAULT_BUILD_DIR, DEMO_FIXTURES_DIR, UPLOADS_DIR, UPLOADS_URL_PREFIX } from "./paths";
import { ajaxTarget, answerAjax, type AjaxDeps } from "./routes-ajax";
import type { PageTemplates } from "./page-templates";
import { handlePage, loadPages } from "./routes-pages";
import { serveFile } from "./static";
import { Session, VisitorStore } from "./visitors";
import { CART_WORK_MS, saveAfterWork, type WorkTime } from "./cart-session";

export interface DemoStoreOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default <repo>/wp-plugin/assets/build. */
  buildDir?: string;
  /** How long the `timeout` fault waits before answering; default 8000 ms. */
  timeoutFaultMs?: number;
  /**
   * How long a request that changes the cart works between reading the visitor's cart and
   * writing it back (cart-session.ts); default 30–80 ms, `{ min: 0, max: 0 }` for none.
   */
  cartWorkMs?: WorkTime;
}

export interface DemoStore {
  /** e.g. `http://127.0.0.1:8080/` (with the real port when started on port 0). */
  url: string;
  close(): Promise<void>;
}

interface Store {
  buildDir: string;
  catalogue: Catalogue;
  templates: PageTemplates;
  visitors: VisitorStore;
  ajax: AjaxDeps;
  /** Aborted when the server closes, ending pending `timeout` faults. */
  closing: AbortController;
  cartWorkMs: WorkTime;
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** Reads the build's manifest.json, failing with a clear message when there is no build. */
export async function readManifest(buildDir: string): Promise<AssetManifest> {
  const file = path.join(buildDir, "manifest.json");
  const raw = await readFile(file, "utf8")
    .then((text): unknown => JSON.parse(text))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Demo store: cannot read ${file} (${reason}). Run \`npm run build\` first.`);
    });
  if (!isObject(raw) || typeof raw.version !== "string" || typeof raw.boot !== "string" || typeof raw.css !== "string") {
    throw new Error(`Demo store: ${file} has no version/boot/css. Run \`npm run build\` again.`);
  }
  const files = isObject(raw.files) ? (raw.files as AssetManifest["files"]) : {};
  const react = readReactVendor(raw.react);
  if (!react) throw new Error(`Demo store: ${file} names no copy of React. Run \`npm run build\` again.`);
  return { version: raw.version, boot: raw.boot, css: raw.css, files, productPreload: stringsOf(raw.productPreload), pagesPreload: stringsOf(raw.pagesPreload), react };
}

/** The request's own origin from its Host header (falls back to the server's address). */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host ?? "";
  return /^([\w.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(host) ? `http://${host}` : fallback;
}

async function serveStatic(store: Store, pathname: string): Promise<Answer | null | undefined> {
  if (pathname.startsWith(BUILD_URL_PREFIX)) {
    return serveFile(store.buildDir, pathname.slice(BUILD_URL_PREFIX.length), { immutableHashed: true });
  }
  if (pathname === BASE_CSS_URL) return serveFile(DEMO_FIXTURES_DIR, "base.css");
  if (pathname.startsWith(UPLOADS_URL_PREFIX)) return serveFile(UPLOADS_DIR, pathname.slice(UPLOADS_URL_PREFIX.length));
  // The store has no site icon; answer without a body rather than a 404 page (no console error).
  if (pathname === "/favicon.ico") return { status: 204, headers: {}, body: "" };
  return undefined;
}

const notFoundFile = (): Answer => ({ status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: "Not found" });

async function handle(store: Store, req: IncomingMessage, res: ServerResponse, fallbackOrigin: string): Promise<void> {
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", "http://demo-store.invalid");
  const file = await serveStatic(store, url.pathname);
  if (file !== undefined) return send(res, file ?? notFoundFile(), method);
  const form = method === "POST" ? parseForm(req.headers["content-type"], await readBody(req)) : new Map<string, string>();
  const ctx = {
    origin: requestOrigin(req, fallbackOrigin),
    // The visitor's cart is read now, as the request arrives, and written back whole before the answer.
    session: new Session(store.visitors, parseCookies(req.headers.cookie), { snapshot: true }),
    catalogue: store.catalogue,
  };
  const target = ajaxTarget(url, form, req.headers);
  if (!target) {
    const page = handlePage(ctx, store.templates, url, form);
    await saveAfterWork(ctx.session, store.cartWorkMs);
    return send(res, page, method);
  }
  const abandoned = new AbortController();
  const onClose = (): void => abandoned.abort();
  res.once("close", onClose);
  store.closing.signal.addEventListener("abort", onClose, { once: true });
  try {
    const answer = await answerAjax(target, ctx, form, store.ajax, abandoned.signal);
    if (!answer) return;
    await saveAfterWork(ctx.session, store.cartWorkMs);
    send(res, answer, method);
  } finally {
    store.closing.signal.removeEventListener("abort", onClose);
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("the demo store is not listening on a TCP port"));
    });
  });
}

export async function startDemoStore(options: DemoStoreOptions): Promise<DemoStore> {
  const host = options.host ?? "127.0.0.1";
  const buildDir = path.resolve(options.buildDir ?? DEFAULT_BUILD_DIR);
  const manifest = await readManifest(buildDir);
  const store: Store = {
    buildDir,
    catalogue: loadCatalogue(),
    templates: loadPages(manifest),
    visitors: new VisitorStore(),
    ajax: { orderBump: loadOrderBump(), listing: loadListingData(), faultPages: loadFaultPages(), timeoutMs: options.timeoutFaultMs ?? 8000 },
    closing: new AbortController(),
    cartWorkMs: options.cartWorkMs ?? CART_WORK_MS,
  };
  let origin = "";
  const server = createServer((req, res) => {
    handle(store, req, res, origin).catch((error: unknown) => {
      console.error("demo store:", error);
      send(res, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: "Internal error" });
    });
  });
  const port = await listen(server, options.port, host);
  origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        store.closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
