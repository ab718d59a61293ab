/** Readings of WordPress pages: the plugins list, notices, forms, and Islet's marks on the front end. */
import { Window } from "happy-dom";

let sharedWindow: Window | null = null;

function parser(): InstanceType<Window["DOMParser"]> {
  sharedWindow ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  return new sharedWindow.DOMParser();
}

export function parseHtml(html: string): ReturnType<InstanceType<Window["DOMParser"]>["parseFromString"]> {
  return parser().parseFromString(html, "text/html");
}

export async function closeHtmlParser(): Promise<void> {
  const window = sharedWindow;
  sharedWindow = null;
  if (window) await window.happyDOM.close();
}

export interface PluginRow {
  /** "folder/main-file.php", as WordPress names a plugin. */
  file: string;
  active: boolean;
  activateUrl: string | null;
  deactivateUrl: string | null;
}

/** Rows of /wp-admin/plugins.php. */
export function pluginRows(html: string): PluginRow[] {
  const doc = parseHtml(html);
  return [...doc.querySelectorAll("tr[data-plugin]")].map((row) => ({
    file: row.getAttribute("data-plugin") ?? "",
    active: row.classList.contains("active"),
    activateUrl: row.querySelector(".activate a")?.getAttribute("href") ?? null,
    deactivateUrl: row.querySelector(".deactivate a")?.getAttribute("href") ?? null,
  }));
}

/** The row of a plugin whose main file is `mainFile`, whatever its folder is called. */
export function findPluginRow(rows: readonly PluginRow[], mainFile: string): PluginRow | undefined {
  return rows.find((row) => row.file === mainFile || row.file.endsWith(`/${mainFile}`));
}

/** The folder of a plugin file ("islet/islet.php" → "islet"). */
export function pluginFolder(file: string): string {
  const slash = file.indexOf("/");
  return slash < 0 ? "" : file.slice(0, slash);
}

/** Does the page hold an admin notice (`.notice`) carrying this class? */
export function hasNotice(html: string, className: string): boolean {
  return parseHtml(html).querySelector(`.notice.${className}`) !== null;
}

const NOT_SETTINGS_FORMS = new Set(["adv-settings", "adminbarsearch"]);

/** The page's forms that are not WordPress's own chrome (Screen Options, the admin-bar search). */
export function contentForms(html: string): number {
  const doc = parseHtml(html);
  return [...doc.querySelectorAll("form")].filter((form) => {
    const name = form.getAttribute("name") ?? form.getAttribute("id") ?? "";
    return !NOT_SETTINGS_FORMS.has(name);
  }).length;
}

/** Islet's marks on a page; [] when there are none. `pluginFolder` finds its assets by URL. */
export function isletMarks(html: string, pluginFolderName: string): string[] {
  const marks: string[] = [];
  if (/\bislet-config\b/.test(html)) marks.push("islet-config");
  if (/\bdata-island\b/.test(html)) marks.push("data-island");
  if (/\bdata-islet\b/.test(html)) marks.push("data-islet");
  const handles = html.match(/\bid=["']islet[\w-]*?-(?:js|css)(?:-extra|-before|-after)?["']/g) ?? [];
  for (const handle of handles) marks.push(`handle ${handle}`);
  if (pluginFolderName !== "") {
    const escaped = pluginFolderName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`/wp-content/plugins/${escaped}/`).test(html)) marks.push(`asset URL under /wp-content/plugins/${pluginFolderName}/`);
  }
  return marks;
}

/** Signs of a broken output buffer: text before the doctype, a second document, text after </html>. */
export function bufferingArtifacts(html: string): string[] {
  const problems: string[] = [];
  if (!/^<!DOCTYPE html>/i.test(html)) problems.push(`page does not start with <!DOCTYPE html> (starts ${JSON.stringify(html.slice(0, 40))})`);
  const doctypes = html.match(/<!DOCTYPE/gi)?.length ?? 0;
  if (doctypes !== 1) problems.push(`${doctypes} doctypes`);
  const closings = html.match(/<\/html>/gi)?.length ?? 0;
  if (closings !== 1) problems.push(`${closings} </html> tags`);
  const end = html.toLowerCase().lastIndexOf("</html>");
  if (end >= 0 && html.slice(end + "</html>".length).trim() !== "") problems.push("text after </html>");
  return problems;
}

/** Removes what changes between two renders of the same page: nonces and timing comments. */
export function normalizeForCompare(html: string): string {
  return html
    .replace(/(_wpnonce|nonce|_ajax_nonce)(["']?\s*[:=]\s*["']?)[0-9a-f]{10}\b/gi, "$1$2NONCE")
    .replace(/<!--[^>]*?(queries|seconds|generated)[^>]*?-->/gi, "")
    .replace(/\r\n/g, "\n");
}

/** The first differing line of two texts, or null when they are equal. */
export function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  const left = a.split("\n");
  const right = b.split("\n");
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    if (left[i] !== right[i]) {
      return `line ${i + 1}: ${JSON.stringify((left[i] ?? "<none>").slice(0, 160))} vs ${JSON.stringify((right[i] ?? "<none>").slice(0, 160))}`;
    }
  }
  return "texts differ";
}

/** Decodes the `&amp;` of an href taken from HTML source (happy-dom already gives decoded values). */
export function hrefToPath(href: string, adminBase = "/wp-admin/"): string {
  const decoded = href.replace(/&amp;/g, "&");
  if (/^https?:\/\//.test(decoded) || decoded.startsWith("/")) return decoded;
  return `${adminBase}${decoded}`;
}
