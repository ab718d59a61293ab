/** Helpers for the demo store's tests: a fake build directory and a cookie-keeping client. */
import { afterAll, beforeAll } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AssetManifest } from "../../esbuild.config";
import { startDemoStore, type DemoStore } from "./server";

export const FAKE_MANIFEST: AssetManifest = {
  version: "0.1.0-testhash",
  boot: "boot-ABCD1234.js",
  css: "islands-ABCD1234.css",
  files: {
    "boot-ABCD1234.js": { bytes: 30, imports: ["chunks/chunk-EFGH5678.js"], dynamicImports: ["chunks/registry-product-IJKL9012.js", "chunks/registry-pages-MNOP3456.js"] },
    "chunks/chunk-EFGH5678.js": { bytes: 20, imports: [], dynamicImports: [] },
    "chunks/registry-product-IJKL9012.js": { bytes: 20, imports: ["chunks/chunk-EFGH5678.js"], dynamicImports: [], source: "islands/registry-product.ts" },
    "chunks/registry-pages-MNOP3456.js": { bytes: 20, imports: ["chunks/chunk-EFGH5678.js"], dynamicImports: [], source: "islands/registry-pages.ts" },
  },
  productPreload: ["chunks/registry-product-IJKL9012.js"],
  pagesPreload: ["chunks/registry-pages-MNOP3456.js"],
  react: { version: "18.3.1", react: "vendor/react-18.3.1.min.js", reactDom: "vendor/react-dom-18.3.1.min.js" },
};

/** A temporary build directory with a manifest and the files it names. */
export async function makeBuildDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "islet-demo-build-"));
  await mkdir(path.join(dir, "chunks"));
  await writeFile(path.join(dir, "manifest.json"), JSON.stringify(FAKE_MANIFEST));
  await writeFile(path.join(dir, FAKE_MANIFEST.boot), 'import "./chunks/chunk-EFGH5678.js";\n//# sourceMappingURL=boot-ABCD1234.js.map\n');
  await writeFile(path.join(dir, `${FAKE_MANIFEST.boot}.map`), '{"version":3,"sources":[],"mappings":""}');
  await writeFile(path.join(dir, "chunks", "chunk-EFGH5678.js"), "export const x = 1;\n");
  await writeFile(path.join(dir, "chunks", "registry-product-IJKL9012.js"), 'import "./chunk-EFGH5678.js";\nexport const productIslands = [];\n');
  await writeFile(path.join(dir, FAKE_MANIFEST.css), "[data-island]{display:contents}\n");
  return dir;
}

export interface TestStore {
  store: DemoStore;
  buildDir: string;
  stop(): Promise<void>;
}

export async function startTestStore(timeoutFaultMs = 300): Promise<TestStore> {
  const buildDir = await makeBuildDir();
  const store = await startDemoStore({ port: 0, buildDir, timeoutFaultMs });
  return {
    store,
    buildDir,
    stop: async () => {
      await store.close();
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}

/** One browser: keeps the cookies the store sets (and drops expired ones). */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async fetch(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.set("Cookie", cookie);
    const response = await fetch(new URL(pathAndQuery, this.base), { redirect: "manual", ...init, headers });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  post(pathAndQuery: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(pathAndQuery, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async postJson(pathAndQuery: string, fields: Record<string, string>): Promise<unknown> {
    return (await this.post(pathAndQuery, fields)).json();
  }

  private store(line: string): void {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const expired = attributes.some((attr) => /^\s*max-age=0\s*$/i.test(attr));
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, pair.slice(index + 1).trim());
  }
}

/** The body of a JSON answer as a plain record (throws when it is not an object). */
export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`not an object: ${String(value)}`);
  return value as Record<string, unknown>;
}

/** One demo store for a test file, started before its tests and stopped after: its base URL. */
export function demoStoreForFile(): () => string {
  let test: TestStore | null = null;
  beforeAll(async () => {
    test = await startTestStore();
  });
  afterAll(() => test?.stop());
  return () => {
    if (!test) throw new Error("the demo store has not started");
    return test.store.url;
  };
}
