/**
 * The one entry the page loads: the runtime (src/start.ts, which the build puts in the spine's one
 * file, decision 0026) handed this bundle's islands. The runtime never imports an island; the
 * islands and their registry import the runtime (docs/decisions/0032-island-manifest.md).
 */
// The registry before the runtime: with the spine anchor's runtime-first order
// (scripts/build/one-spine.ts) this keeps the spine's modules in the order that compresses best.
import { islandRegistry } from "./registry";
import { lazyRegistryParts } from "./registry-parts";
import { startIslet } from "../src/start";

startIslet(islandRegistry, lazyRegistryParts);
