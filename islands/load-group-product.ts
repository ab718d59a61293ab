/**
 * Load group "product" (docs/decisions/0037-few-files.md): these modules load as one file.
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 */
export * from "./variation-form/mount";
export * from "./product-price/mount";
export * from "./discount-rules/mount";
export * from "./delivery-dates/mount";
export * from "./gallery/mount";
