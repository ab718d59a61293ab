/**
 * The admin-only critical CSS builder (issue 31), enqueued by the plugin as a classic script in
 * wp-admin's footer after the `#islet-first-paint-jobs` JSON. Built on its own by esbuild.config.ts
 * (assets/build/admin/first-paint-HASH.js, manifest key `admin.firstPaint`).
 */
import { installFirstPaintBuilder } from "./install";

installFirstPaintBuilder(window);
