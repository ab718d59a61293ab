/**
 * Issue 27's figure (`npm run bench -- --handler` prints only this): the plugin's output handler
 * on the captured Hoodie grown to 2 MB with reviews, plain or full of what a visitor can post to
 * steer the plugin (handler.php times it in PHP). The budget is the owner's: on the page full of
 * forged markers the handler takes at most twice its time on the plain page of that size. Every
 * page must also come out as it does without those reviews, besides them.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isObject } from "../../src/contract/validate";
import { BenchFailure } from "./failure";
import { formatTable } from "./report";
import { formatKb } from "./summary";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "handler.php");
export const HANDLER_PAGE_BYTES = 2_000_000;
/** The hostile page to the plain one of the same size, at most (issue 27). */
export const HOSTILE_TIME_RATIO_BUDGET = 2;
export const PLAIN_PAGE = "plain";
export const HOSTILE_PAGE = "forged markers";

export interface HandlerPage {
  page: string;
  bytes: number;
  ms: number;
  /** The page came out as it does without the reviews, besides them. */
  same: boolean;
}

export interface HandlerFigures {
  runs: number;
  pages: HandlerPage[];
}

function readPage(raw: unknown): HandlerPage | null {
  if (!isObject(raw)) return null;
  const { page, bytes, ms, same } = raw;
  return typeof page === "string" && typeof bytes === "number" && typeof ms === "number" && typeof same === "boolean" ? { page, bytes, ms, same } : null;
}

/** handler.php's JSON; null when it is not what the script prints. */
export function readHandlerFigures(text: string): HandlerFigures | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || typeof raw.runs !== "number" || !Array.isArray(raw.pages)) return null;
  const pages = raw.pages.map(readPage);
  return pages.every((page): page is HandlerPage => page !== null) ? { runs: raw.runs, pages } : null;
}

/** Runs handler.php (PHP and WordPress's files from Debian, as the PHP tests use). */
export function measureHandler(runs: number, bytes = HANDLER_PAGE_BYTES): HandlerFigures {
  const result = spawnSync("php", [SCRIPT, `--size=${bytes}`, `--runs=${runs}`], { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (result.error || result.status !== 0) throw new BenchFailure(`the output handler could not be timed: ${result.error?.message ?? result.stderr.trim()}`);
  const figures = readHandlerFigures(result.stdout);
  if (figures === null) throw new BenchFailure(`handler.php printed something else: ${result.stdout.slice(0, 200)}`);
  return figures;
}

/** The hostile page's time over the plain page's; null when either is missing. */
export function hostileRatio(figures: HandlerFigures): number | null {
  const time = (name: string): number | undefined => figures.pages.find((page) => page.page === name)?.ms;
  const plain = time(PLAIN_PAGE);
  const hostile = time(HOSTILE_PAGE);
  return plain === undefined || hostile === undefined || plain <= 0 ? null : hostile / plain;
}

export function formatHandler(figures: HandlerFigures): string {
  const plain = figures.pages.find((page) => page.page === PLAIN_PAGE)?.ms;
  const rows = [
    ["Hoodie with reviews", "size", "handler", "× plain", "served as without them"],
    ...figures.pages.map((page) => [page.page, formatKb(page.bytes), `${page.ms.toFixed(1)} ms`, plain ? `${(page.ms / plain).toFixed(2)}×` : "–", page.same ? "yes" : "NO"]),
  ];
  const ratio = hostileRatio(figures);
  const verdict = ratio === null ? "not measured" : `${ratio.toFixed(2)}× (budget ≤ ${HOSTILE_TIME_RATIO_BUDGET}×: ${ratio <= HOSTILE_TIME_RATIO_BUDGET ? "ok" : "OVER"})`;
  return [`the plugin's output handler (PHP, median of ${figures.runs} runs)`, formatTable(rows), `${HOSTILE_PAGE} / ${PLAIN_PAGE}: ${verdict}`].join("\n");
}
