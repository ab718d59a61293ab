/** Test helpers for the countdown: a clock and a tab the test drives, a cookie jar, the timers placed. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeNamedEntities, loadCapturedBody, PAGES_DIR } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import type { CookieJar, CountdownClock, PageVisibility } from "./controller";

/** A clock that moves only when the test says, running what falls due in order. */
export function manualClock() {
  let now = 1_795_000_000_000;
  let queue: { at: number; work: () => void }[] = [];
  const clock: CountdownClock = {
    now: () => now,
    after(ms, work) {
      const entry = { at: now + ms, work };
      queue.push(entry);
      return () => {
        queue = queue.filter((queued) => queued !== entry);
      };
    },
  };
  const advance = (ms: number): void => {
    const target = now + ms;
    for (;;) {
      const next = queue.filter((entry) => entry.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      queue = queue.filter((entry) => entry !== next);
      now = next.at;
      next.work();
    }
    now = target;
  };
  /** Moves the clock at once and runs what fell due, once each (like Playwright's fastForward). */
  const jump = (ms: number): void => {
    now += ms;
    const due = queue.filter((entry) => entry.at <= now);
    queue = queue.filter((entry) => entry.at > now);
    for (const entry of due) entry.work();
  };
  return { clock, advance, jump, pending: () => queue.length };
}

/** A tab the test hides and shows, and a page it leaves. */
export function fakeTab() {
  let hidden = false;
  const changes = new Set<() => void>();
  const leaves = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    onChange(listener) {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    onLeave(listener) {
      leaves.add(listener);
      return () => leaves.delete(listener);
    },
  };
  const set = (value: boolean): void => {
    hidden = value;
    for (const listener of changes) listener();
  };
  return {
    visibility,
    hide: () => set(true),
    show: () => set(false),
    leave: () => leaves.forEach((listener) => listener()),
    listeners: () => changes.size + leaves.size,
  };
}

/** Cookies in a map; writes recorded as [name, value, days]. */
export function fakeJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: [string, string, number | undefined][] = [];
  const jar: CookieJar = {
    read: (name) => values.get(name),
    write(name, value, days) {
      values.set(name, value);
      writes.push([name, value, days]);
    },
  };
  return { jar, writes, last: () => writes.at(-1) };
}

/** The `#commercekit-timer-wrap` markup of a captured page. */
export function capturedTimerMarkup(page: string): string {
  const html = decodeNamedEntities(readFileSync(path.join(PAGES_DIR, page), "utf8"));
  const start = html.indexOf('<div id="commercekit-timer-wrap"');
  const end = html.indexOf("</div>\n</div>", html.indexOf('id="commercekit-timer-message"', start));
  if (start < 0 || end < 0) throw new Error(`${page} has no countdown timer`);
  return html.slice(start, end + "</div>\n</div>".length);
}

/** Loads a captured page and wraps each of its timers in a countdown island, as the placement does. */
export function placeCapturedTimers(page: string, extraTimers: readonly string[] = []): HTMLElement[] {
  loadCapturedBody(page);
  for (const markup of extraTimers) document.body.insertAdjacentHTML("beforeend", markup);
  // Every one of them, though their ids repeat.
  const wraps = Array.from(document.querySelectorAll('[id="commercekit-timer-wrap"]'));
  return wraps.map((wrap) => wrapInIsland(wrap, "countdown", { when: "visible" }));
}
