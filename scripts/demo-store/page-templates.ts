/**
 * The demo store's page templates: each captured page as the plugin serves it (plugin-render.ts)
 * made a template (page-transform.ts) once at startup, and the variants a request asks for (a
 * switch, the visitor's cart or wishlist) made once per distinct source.
 */
import { createHash } from "node:crypto";
import type { AssetManifest } from "../../esbuild.config";
import { transformPage, type PageTemplate } from "./page-transform";
import { serveThroughPlugin, type PluginAssets, type ServeOptions, type StoreSettings } from "./plugin-render";

/** A page's captured source and its name in error messages. */
export interface PageSource {
  raw: string;
  page: string;
}

/** Every visitor's cart is a variant of the cart page: the oldest variants leave first. */
const MAX_VARIANTS = 300;

/** What the plugin reads from the build's manifest. */
const pluginAssets = ({ version, boot, css, productPreload, pagesPreload, react }: AssetManifest): PluginAssets => ({ version, boot, css, productPreload, pagesPreload, react });

export class PageTemplates {
  private readonly captured = new Map<string, PageTemplate>();
  private readonly variants = new Map<string, PageTemplate>();
  private readonly assets: PluginAssets;

  constructor(
    private readonly sources: ReadonlyMap<string, PageSource>,
    manifest: AssetManifest,
  ) {
    this.assets = pluginAssets(manifest);
    // One run of the plugin for every captured page: PHP starts once.
    const served = serveThroughPlugin([...sources.values()].map((source) => source.raw), { assets: this.assets });
    [...sources].forEach(([name, { raw, page }], i) => this.captured.set(name, transformPage(raw, served[i] ?? "", page)));
  }

  /** Whether a page of this name is served. */
  has(name: string): boolean {
    return this.sources.has(name);
  }

  /**
   * The template of a page whose source `change` rewrites, served with the store's `settings`;
   * the captured one when neither changes anything.
   */
  variant(name: string, change: (raw: string) => string, settings: StoreSettings = {}): PageTemplate {
    const source = this.sources.get(name);
    const template = this.captured.get(name);
    if (!source || !template) throw new Error(`no template for ${name}`);
    const raw = change(source.raw);
    const settingsKey = JSON.stringify(settings);
    if (raw === source.raw && settingsKey === "{}") return template;
    const key = `${name}\u0000${settingsKey}\u0000${createHash("sha1").update(raw).digest("hex")}`;
    const known = this.variants.get(key);
    if (known) return known;
    const serve: ServeOptions = { assets: this.assets, settings };
    const made = transformPage(raw, serveThroughPlugin([raw], serve)[0] ?? "", source.page);
    this.variants.set(key, made);
    if (this.variants.size > MAX_VARIANTS) this.variants.delete(this.variants.keys().next().value ?? "");
    return made;
  }
}
