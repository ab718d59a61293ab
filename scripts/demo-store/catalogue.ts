/**
 * The store's products: simple products and variable parents from
 * fixtures/demo-store/catalogue.json, variations read from the captured product pages'
 * `data-product_variations` JSON (attributes, prices, stock, images), so they match what the
 * pages show.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isObject, numberField, stringField, type JsonObject } from "../../src/contract/validate";
import { DEMO_FIXTURES_DIR, PAGES_DIR } from "./paths";

interface ProductBase {
  id: number;
  name: string;
  slug: string;
  sku: string;
  /** Prices in pence. `price` is the current one (the sale price when on sale). */
  regularPrice: number;
  price: number;
  /** Upload basename, e.g. `classic-t-shirt` (files are `<image>-300x384.png` …). */
  image: string;
  imageAlt: string;
  /** Units in stock; null when stock is not managed. */
  stock: number | null;
  inStock: boolean;
  soldIndividually: boolean;
}

export interface SimpleProduct extends ProductBase {
  type: "simple";
}

export interface VariableProduct extends ProductBase {
  type: "variable";
  variationIds: number[];
}

export interface Variation extends ProductBase {
  type: "variation";
  parentId: number;
  /** `attribute_colour` → `Blue`, in the order WooCommerce lists them. */
  attributes: [string, string][];
}

export type Product = SimpleProduct | VariableProduct | Variation;

export interface BulkDiscount {
  productId: number;
  tiers: { minQuantity: number; percent: number }[];
}

export interface Catalogue {
  get(id: number): Product | undefined;
  /** The product a cart line belongs to (the parent for a variation). */
  parentOf(product: Product): SimpleProduct | VariableProduct | undefined;
  bulkDiscounts: BulkDiscount[];
}

const pence = (pounds: number): number => Math.round(pounds * 100);

/** Decodes the entities WordPress's esc_attr writes. */
export function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function requireString(obj: JsonObject, key: string): string {
  const value = stringField(obj, key);
  if (value === undefined) throw new Error(`catalogue: missing "${key}" in ${JSON.stringify(obj).slice(0, 80)}`);
  return value;
}

function readBase(raw: JsonObject): ProductBase {
  const stock = raw.stock === null || raw.stock === undefined ? null : numberField(raw, "stock", 0);
  const name = requireString(raw, "name");
  return {
    id: numberField(raw, "id", 0),
    name,
    slug: requireString(raw, "slug"),
    sku: requireString(raw, "sku"),
    regularPrice: pence(numberField(raw, "regularPrice", 0)),
    price: pence(numberField(raw, "price", 0)),
    image: requireString(raw, "image"),
    imageAlt: stringField(raw, "imageAlt") ?? name,
    stock,
    inStock: raw.inStock === true,
    soldIndividually: raw.soldIndividually === true,
  };
}

/** Reads every `data-product_variations` array in a page, keyed by the form's product id. */
export function readPageVariations(html: string): Map<number, JsonObject[]> {
  const out = new Map<number, JsonObject[]>();
  const re = /data-product_id="(\d+)" data-product_variations="([^"]*)"/g;
  for (const match of html.matchAll(re)) {
    const parsed: unknown = JSON.parse(decodeAttribute(match[2] ?? "false"));
    if (Array.isArray(parsed)) out.set(Number(match[1]), parsed.filter(isObject));
  }
  return out;
}

function imageBase(raw: JsonObject): { image: string; alt: string } {
  const image = isObject(raw.image) ? raw.image : {};
  const thumb = stringField(image, "thumb_src") ?? "";
  const file = thumb.split("/").pop() ?? "";
  return { image: file.replace(/-\d+x\d+\.\w+$/, ""), alt: stringField(image, "alt") ?? "" };
}

function readVariation(raw: JsonObject, parent: VariableProduct): Variation {
  const attributes = isObject(raw.attributes)
    ? Object.entries(raw.attributes).map(([key, value]): [string, string] => [key, String(value)])
    : [];
  const { image, alt } = imageBase(raw);
  const inStock = raw.is_in_stock === true;
  const maxQty = numberField(raw, "max_qty", Number.NaN);
  return {
    type: "variation",
    id: numberField(raw, "variation_id", 0),
    parentId: parent.id,
    name: `${parent.name} - ${attributes.map(([, value]) => value).join(", ")}`,
    slug: parent.slug,
    sku: stringField(raw, "sku") ?? parent.sku,
    regularPrice: pence(numberField(raw, "display_regular_price", 0)),
    price: pence(numberField(raw, "display_price", 0)),
    image: image || parent.image,
    imageAlt: alt || parent.name,
    stock: inStock ? (Number.isFinite(maxQty) ? maxQty : null) : 0,
    inStock,
    soldIndividually: raw.is_sold_individually === "yes",
    attributes,
  };
}

function readBulkDiscounts(raw: unknown): BulkDiscount[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((entry) => ({
    productId: numberField(entry, "productId", 0),
    tiers: (Array.isArray(entry.tiers) ? entry.tiers : [])
      .filter(isObject)
      .map((tier) => ({ minQuantity: numberField(tier, "minQuantity", 0), percent: numberField(tier, "percent", 0) })),
  }));
}

export function loadCatalogue(
  cataloguePath = path.join(DEMO_FIXTURES_DIR, "catalogue.json"),
  pagesDir = PAGES_DIR,
): Catalogue {
  const data: unknown = JSON.parse(readFileSync(cataloguePath, "utf8"));
  if (!isObject(data) || !Array.isArray(data.products)) throw new Error(`${cataloguePath}: no "products" array`);
  const products = new Map<number, Product>();
  for (const raw of data.products.filter(isObject)) {
    const base = readBase(raw);
    if (raw.type !== "variable") {
      products.set(base.id, { ...base, type: "simple" });
      continue;
    }
    const parent: VariableProduct = { ...base, type: "variable", variationIds: [] };
    const page = readFileSync(path.join(pagesDir, requireString(raw, "variationsPage")), "utf8");
    for (const rawVariation of readPageVariations(page).get(parent.id) ?? []) {
      const variation = readVariation(rawVariation, parent);
      parent.variationIds.push(variation.id);
      products.set(variation.id, variation);
    }
    products.set(parent.id, parent);
  }
  return {
    get: (id) => products.get(id),
    parentOf(product) {
      const parent = product.type === "variation" ? products.get(product.parentId) : product;
      return parent && parent.type !== "variation" ? parent : undefined;
    },
    bulkDiscounts: readBulkDiscounts(data.bulkDiscounts),
  };
}

export const productPath = (product: Product): string => `/product/${product.slug}/`;
