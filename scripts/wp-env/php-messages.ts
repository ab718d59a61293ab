/**
 * PHP notices, warnings, deprecations and fatal errors: found in a page's HTML (WP_DEBUG_DISPLAY)
 * and in wp-content/debug.log (WP_DEBUG_LOG), with the few messages that WordPress 6.1 itself
 * prints on PHP 8.2 set apart (see docs/decisions/0006-wp-env-offline.md).
 */

export const PHP_LEVELS = [
  "Fatal error",
  "Parse error",
  "Recoverable fatal error",
  "Warning",
  "Notice",
  "Deprecated",
  "Strict Standards",
] as const;

export type PhpLevel = (typeof PHP_LEVELS)[number] | "Database error" | "Critical error";

export interface PhpMessage {
  level: PhpLevel;
  /** The message after the level, on one line. */
  text: string;
}

const LEVEL_PATTERN = PHP_LEVELS.map((level) => level.replace(" ", "\\s+")).join("|");

function levelOf(raw: string): PhpLevel {
  const normalised = raw.replace(/\s+/g, " ");
  return PHP_LEVELS.find((level) => level.toLowerCase() === normalised.toLowerCase()) ?? "Warning";
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The page's text with tags removed (PHP prints `<b>Warning</b>:  … in <b>/file</b> on line <b>3</b>`). */
export function textOfHtml(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, ""));
}

/**
 * Messages PHP displayed in a page. Warnings, notices and deprecations must carry PHP's
 * " in FILE on line N" so that page text such as "Warning: low stock" is not taken for one;
 * fatal and parse errors, and WordPress's "critical error" screen, count however they read.
 */
export function phpMessagesInHtml(html: string): PhpMessage[] {
  const text = textOfHtml(html);
  const found: PhpMessage[] = [];
  const located = new RegExp(`(?:^|\\n)[ \\t]*(?:PHP[ \\t]+)?(${LEVEL_PATTERN}):[ \\t]+([^\\n]*? in [^\\n]+? on line \\d+)`, "gi");
  for (const match of text.matchAll(located)) {
    found.push({ level: levelOf(match[1] ?? ""), text: (match[2] ?? "").trim() });
  }
  const fatal = /(?:^|\n)[ \t]*(?:PHP[ \t]+)?(Fatal\s+error|Parse\s+error|Recoverable\s+fatal\s+error):[ \t]*([^\n]*)/gi;
  for (const match of text.matchAll(fatal)) {
    const entry: PhpMessage = { level: levelOf(match[1] ?? ""), text: (match[2] ?? "").trim() };
    if (!found.some((seen) => seen.level === entry.level && seen.text === entry.text)) found.push(entry);
  }
  if (/There has been a critical error on this website/i.test(text)) {
    found.push({ level: "Critical error", text: "There has been a critical error on this website." });
  }
  return found;
}

/** Entries of a debug.log: each starts with "[date] ", continuation lines (stack traces) belong to it. */
export function logEntries(log: string): string[] {
  const entries: string[] = [];
  for (const line of log.split(/\r?\n/)) {
    if (/^\[[^\]]+\] /.test(line)) entries.push(line.replace(/^\[[^\]]+\] /, ""));
    else if (line.trim() !== "" && entries.length > 0) entries[entries.length - 1] += `\n${line}`;
  }
  return entries;
}

/** PHP messages and WordPress database errors written to debug.log. */
export function phpMessagesInLog(log: string): PhpMessage[] {
  const found: PhpMessage[] = [];
  const php = new RegExp(`^PHP\\s+(${LEVEL_PATTERN}):\\s+(.*)`, "i");
  for (const entry of logEntries(log)) {
    const firstLine = entry.split("\n")[0] ?? "";
    const match = php.exec(firstLine);
    if (match) found.push({ level: levelOf(match[1] ?? ""), text: (match[2] ?? "").trim() });
    else if (firstLine.startsWith("WordPress database error")) found.push({ level: "Database error", text: firstLine });
  }
  return found;
}

export interface KnownNoise {
  why: string;
  matches: (message: PhpMessage) => boolean;
}

/**
 * WordPress 6.1.9 (Debian's) on PHP 8.2 prints these by itself, with no plugin active: its bundled
 * Requests 1.x library predates PHP 8.1's return types, and the installer reads two unset options.
 * They are not Islet's, so they are reported but do not fail the run.
 */
export const KNOWN_CORE_NOISE: readonly KnownNoise[] = [
  {
    why: "Requests 1.x in WordPress 6.1 lacks PHP 8.1 return types",
    matches: (m) =>
      m.level === "Deprecated" &&
      /^Return type of Requests_\w+::\w+\(.*\) should either be compatible with .* in \/wordpress\/wp-includes\/Requests\//.test(m.text),
  },
  {
    why: "Requests 1.x in WordPress 6.1 passes null to http_build_query",
    matches: (m) => m.level === "Deprecated" && /^http_build_query\(\): Passing null .* in \/wordpress\/wp-includes\/Requests\//.test(m.text),
  },
  {
    why: "WordPress 6.1's installer reads upload_path options it never set",
    matches: (m) => m.level === "Warning" && /^Undefined variable \$upload(_url)?_path in \/wordpress\/wp-admin\/install\.php/.test(m.text),
  },
];

/**
 * With WooCommerce (ISLET_WOOCOMMERCE_DIR or the kit's), whatever version was given may print deprecations,
 * notices or warnings of its own on this PHP: they are set apart too (never its fatal errors,
 * which an Islet call could cause, nor anything that names Islet).
 */
export const WOOCOMMERCE_NOISE: KnownNoise = {
  why: "WooCommerce's own files",
  matches: (m) =>
    (m.level === "Deprecated" || m.level === "Notice" || m.level === "Warning") &&
    / in \/wordpress\/wp-content\/plugins\/woocommerce\/\S+ on line \d+$/.test(m.text) &&
    !/islet/i.test(m.text),
};

/**
 * WordPress 6.7+ notice that WooCommerce 10.1 causes by itself (reported upstream as
 * woocommerce/woocommerce#62326). Traced with a `doing_it_wrong_run` hook logging
 * wp_debug_backtrace_summary(): on the first request after activation (WooCommerce's own Action
 * Scheduler loopback, admin-ajax.php?action=as_async_request_queue_runner) its bundled Jetpack
 * Connection, configured on `plugins_loaded`, schedules `jetpack_clean_nonces`; wp_schedule_event()
 * runs the `cron_schedules` filter, where WC_Install::cron_schedules() calls __( 'Monthly',
 * 'woocommerce' ) before `init`. No Islet frame is on that stack. WordPress reports it from its
 * own functions.php, so WOOCOMMERCE_NOISE does not cover it; only this notice and only for the
 * `woocommerce` domain is set apart (an early load of Islet's own `islet` domain still fails).
 * The notice names no caller: Islet translates WooCommerce's strings only while printing pages,
 * long after `init`, and the hook above is how to trace the notice again should it change.
 * In debug.log it reads with its <strong>/<code> tags; displayed in a page, without them.
 */
export const WOOCOMMERCE_EARLY_TEXTDOMAIN: KnownNoise = {
  why: "WooCommerce's WC_Install::cron_schedules translates before init (via its Jetpack Connection's wp_schedule_event)",
  matches: (m) =>
    m.level === "Notice" &&
    /^Function _load_textdomain_just_in_time was called (?:<strong>)?incorrectly(?:<\/strong>)?\. Translation loading for the (?:<code>)?woocommerce(?:<\/code>)? domain was triggered too early\. .* in \/wordpress\/wp-includes\/functions\.php on line \d+$/.test(
      m.text,
    ),
};

export function noiseFor(withWoo: boolean): readonly KnownNoise[] {
  return withWoo ? [...KNOWN_CORE_NOISE, WOOCOMMERCE_NOISE, WOOCOMMERCE_EARLY_TEXTDOMAIN] : KNOWN_CORE_NOISE;
}

export interface Sorted {
  /** Messages that fail the run. */
  unexpected: PhpMessage[];
  /** WordPress core's own messages listed in KNOWN_CORE_NOISE. */
  known: PhpMessage[];
}

export function sortMessages(messages: readonly PhpMessage[], noise: readonly KnownNoise[] = KNOWN_CORE_NOISE): Sorted {
  const unexpected: PhpMessage[] = [];
  const known: PhpMessage[] = [];
  for (const message of messages) (noise.some((entry) => entry.matches(message)) ? known : unexpected).push(message);
  return { unexpected, known };
}

/** One line per distinct message, at most `limit`, for a FAIL line. */
export function describeMessages(messages: readonly PhpMessage[], limit = 5): string {
  const distinct = [...new Set(messages.map((m) => `${m.level}: ${m.text.slice(0, 300)}`))];
  const shown = distinct.slice(0, limit).map((line) => `    ${line}`);
  if (distinct.length > limit) shown.push(`    … and ${distinct.length - limit} more`);
  return shown.join("\n");
}
