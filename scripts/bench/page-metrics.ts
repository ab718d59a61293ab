/**
 * Per-page measurement: CPU throttling and main-thread time through CDP, and the page's own
 * performance timeline (long tasks, layout shifts, LCP, load) read with buffered observers,
 * which also works when the page's JavaScript is disabled.
 */
import type { CDPSession, Page } from "playwright";
import { BUILD_URL_PREFIX } from "../demo-store/paths";

export const CPU_THROTTLING = 4;
/** Long tasks count from navigation start to load + this. */
export const LONG_TASK_WINDOW_AFTER_LOAD_MS = 3000;
/** Ajax calls count up to network idle + this. */
export const AFTER_IDLE_MS = 1000;
const BLOCKING_THRESHOLD_MS = 50;

export interface TimelineFigures {
  longTasks: number;
  /** Total blocking time: Σ (duration − 50 ms) of long tasks up to load + 3 s. */
  tbtMs: number;
  /**
   * The longest script run from our bundle up to load + 3 s, as Long Animation Frames attribute
   * it (scripts of 5 ms or more, by source URL); 0 when none was that long, null when the
   * browser has no such timing.
   */
  ownScriptMaxMs: number | null;
  /** Σ layout-shift values without recent input. */
  cls: number;
  lcpMs: number | null;
  loadMs: number;
  /** `data-islet` on <html> (null when the bundle did not run). */
  islet: string | null;
  /** data-island name → data-island-state. */
  islands: Record<string, string>;
}

export interface ThreadTime {
  taskMs: number;
  scriptMs: number;
}

/** The object a probe script keeps on `window[name]` (see armProbe in drawer.ts, swatch.ts, …). */
export function readProbe<T>(page: Page, name: string): Promise<T> {
  return page.evaluate((key) => Reflect.get(window, key) as T, name);
}

export async function throttledSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
  await cdp.send("Performance.enable");
  return cdp;
}

export async function threadTime(cdp: CDPSession): Promise<ThreadTime> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const seconds = (name: string): number => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: seconds("TaskDuration") * 1000, scriptMs: seconds("ScriptDuration") * 1000 };
}

/** Main-thread time spent between two readings (a renderer swap restarts the counters). */
export function threadTimeSpent(before: ThreadTime, after: ThreadTime): ThreadTime {
  const spent = (start: number, end: number): number => (end >= start ? end - start : end);
  return { taskMs: spent(before.taskMs, after.taskMs), scriptMs: spent(before.scriptMs, after.scriptMs) };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const PROBE_POLL_MS = 50;

/**
 * Waits until the probe on `window[name]` satisfies `done` (checked here, in Node), reading it
 * every 50 ms; false after `timeoutMs`. Not `page.waitForFunction`: its first call in a page
 * evaluates Playwright's injected script in the main world (a 50–90 ms task at 4×), which lands
 * inside the interaction being measured and was counted as the bundle's own time.
 */
export async function waitForProbe<T>(page: Page, name: string, done: (probe: T | undefined) => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Before the page has a document (a navigation in flight), reading fails: read again.
    const probe = await readProbe<T | undefined>(page, name).catch(() => undefined);
    if (done(probe)) return true;
    await sleep(PROBE_POLL_MS);
  }
  return false;
}

/**
 * How long a measurement lasts:
 *   load         network idle + 1 s (ajax calls), and at least load + 3 s (long tasks)
 *   interaction  network idle + 1 s
 *   no-js        network idle: without scripts nothing starts later
 */
export type SettleMode = "load" | "interaction" | "no-js";

export async function settle(page: Page, mode: SettleMode): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
  if (mode === "no-js") return;
  await sleep(AFTER_IDLE_MS);
  if (mode !== "load") return;
  const remaining = await page.evaluate((windowMs) => {
    const [navigation] = performance.getEntriesByType("navigation");
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
    return loadEnd + windowMs - performance.now();
  }, LONG_TASK_WINDOW_AFTER_LOAD_MS);
  if (remaining > 0) await sleep(remaining);
}

/**
 * Reads the buffered performance timeline; runs in the page. No named inner functions: tsx
 * compiles with keepNames, which would wrap them in a `__name()` helper the page does not have.
 */
function readTimeline(args: { windowMs: number; thresholdMs: number; ownPrefix: string }): TimelineFigures {
  const entries: Record<string, PerformanceEntry[]> = {};
  for (const type of ["longtask", "layout-shift", "largest-contentful-paint", "long-animation-frame"]) {
    entries[type] = [];
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) continue;
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type, buffered: true });
    entries[type] = observer.takeRecords();
    observer.disconnect();
  }
  const [navigation] = performance.getEntriesByType("navigation");
  const loadMs = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
  const longTasks = (entries["longtask"] ?? []).filter((task) => task.startTime <= loadMs + args.windowMs);
  const shifts = (entries["layout-shift"] ?? []) as (PerformanceEntry & { value?: number; hadRecentInput?: boolean })[];
  const lcp = (entries["largest-contentful-paint"] ?? []).at(-1);
  const frames = (entries["long-animation-frame"] ?? []) as (PerformanceEntry & { scripts?: { sourceURL?: string; duration: number; startTime: number }[] })[];
  const ownScripts = frames.flatMap((frame) => frame.scripts ?? []).filter((script) => (script.sourceURL ?? "").includes(args.ownPrefix) && script.startTime <= loadMs + args.windowMs);
  const islands: Record<string, string> = {};
  for (const element of document.querySelectorAll("[data-island]")) {
    const name = element.getAttribute("data-island") ?? "?";
    islands[name] = element.getAttribute("data-island-state") ?? "none";
  }
  return {
    longTasks: longTasks.length,
    tbtMs: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - args.thresholdMs), 0),
    ownScriptMaxMs: PerformanceObserver.supportedEntryTypes.includes("long-animation-frame") ? ownScripts.reduce((max, script) => Math.max(max, script.duration), 0) : null,
    cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + (shift.value ?? 0), 0),
    lcpMs: lcp ? lcp.startTime : null,
    loadMs,
    islet: document.documentElement.getAttribute("data-islet"),
    islands,
  };
}

/** The timeline with long tasks counted to load + `windowMs` (the store bench counts to load + 4 s). */
export function timeline(page: Page, windowMs = LONG_TASK_WINDOW_AFTER_LOAD_MS): Promise<TimelineFigures> {
  return page.evaluate(readTimeline, { windowMs, thresholdMs: BLOCKING_THRESHOLD_MS, ownPrefix: BUILD_URL_PREFIX });
}
