/** Where the demo store finds its data. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const REFERENCE_DIR = path.join(REPO_ROOT, "fixtures", "reference-store");
export const PAGES_DIR = path.join(REFERENCE_DIR, "pages");
export const AJAX_DIR = path.join(REFERENCE_DIR, "ajax");
export const UPLOADS_DIR = path.join(REFERENCE_DIR, "uploads");
export const DEMO_FIXTURES_DIR = path.join(REPO_ROOT, "fixtures", "demo-store");
export const DEFAULT_BUILD_DIR = path.join(REPO_ROOT, "wp-plugin", "assets", "build");

/** The origin the reference pages and captures were recorded at. */
export const CAPTURE_ORIGIN = "http://127.0.0.1:8881";

/** URL prefixes the demo store serves files under. */
export const BUILD_URL_PREFIX = "/wp-content/plugins/islet/assets/build/";
export const BASE_CSS_URL = "/wp-content/plugins/islet/demo/base.css";
export const UPLOADS_URL_PREFIX = "/wp-content/uploads/";
