/**
 * One timer's clock (rules.ts says what it does at zero and with its cookie): a deadline on the
 * wall clock, a tick when the shown second changes, nothing while the tab is hidden, and a tick
 * at once when it shows again, so the time shown is the clock's, not a count of ticks. Each
 * island has its own: several timers on a page never share state.
 */
import { atom, type ReadableAtom } from "nanostores";
import { readCookie, writeCookie } from "../../src/bridge/cookies";
import { atZero, cookieDays, msToNextTick, secondsLeft } from "./rules";
import type { TimerSettings } from "./settings";

export interface CountdownState {
  /** `waiting` until it knows what to count from (a date-range timer's call). */
  phase: "waiting" | "running" | "stopped";
  seconds: number;
  /** Stopped, with the timer hidden and its end message shown. */
  showMessage: boolean;
}

export interface CountdownClock {
  now(): number;
  /** Runs `work` after `ms`; returns its cancel. */
  after(ms: number, work: () => void): () => void;
}

export interface PageVisibility {
  hidden(): boolean;
  /** The tab was hidden or shown again; returns its unsubscribe. */
  onChange(listener: () => void): () => void;
  /** The page is being left (closed, navigated away, put in the back/forward cache). */
  onLeave(listener: () => void): () => void;
}

export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string, days?: number): void;
}

export interface CountdownDeps {
  clock?: CountdownClock;
  visibility?: PageVisibility;
  cookies?: CookieJar;
}

export interface Countdown {
  readonly $state: ReadableAtom<CountdownState>;
  /** Starts counting `seconds` down from now (once; later calls are ignored). */
  begin(seconds: number): void;
  dispose(): void;
}

export const browserClock: CountdownClock = {
  now: () => Date.now(),
  after(ms, work) {
    const timer = setTimeout(work, ms);
    return () => clearTimeout(timer);
  },
};

export const documentVisibility: PageVisibility = {
  hidden: () => document.visibilityState === "hidden",
  onChange(listener) {
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
  onLeave(listener) {
    window.addEventListener("pagehide", listener);
    return () => window.removeEventListener("pagehide", listener);
  },
};

/** src/bridge/cookies.ts: blocked cookies read as none and ignore writes. */
export const browserCookies: CookieJar = { read: readCookie, write: writeCookie };

export function createCountdown(settings: TimerSettings, deps: CountdownDeps = {}): Countdown {
  const { clock = browserClock, visibility = documentVisibility, cookies = browserCookies } = deps;
  const $state = atom<CountdownState>({ phase: "waiting", seconds: settings.timer, showMessage: false });
  let deadline = 0;
  let cancelTick: (() => void) | null = null;

  const keep = (seconds: number): void => {
    if (settings.key !== "") cookies.write(settings.key, String(seconds), cookieDays(settings));
  };
  const schedule = (ms: number): void => {
    cancelTick?.();
    cancelTick = visibility.hidden() ? null : clock.after(ms, tick);
  };
  const run = (seconds: number): void => {
    $state.set({ phase: "running", seconds, showMessage: false });
    keep(seconds);
    schedule(msToNextTick(deadline, clock.now()));
  };
  const reachZero = (): void => {
    const outcome = atZero(settings);
    if (outcome.kind === "restart") {
      deadline = clock.now() + outcome.seconds * 1000;
      run(outcome.seconds);
      return;
    }
    cancelTick?.();
    cancelTick = null;
    $state.set({ phase: "stopped", seconds: 0, showMessage: outcome.showMessage });
    keep(outcome.cookie);
  };
  function tick(): void {
    cancelTick = null;
    const seconds = secondsLeft(deadline, clock.now());
    if (seconds > 0) run(seconds);
    else reachZero();
  }
  const running = (): boolean => $state.get().phase === "running";

  const stopWatching = [
    visibility.onChange(() => {
      if (!running()) return;
      if (visibility.hidden()) {
        // Paused: no tick in a hidden tab; the cookie keeps the time at this moment.
        cancelTick?.();
        cancelTick = null;
        keep(secondsLeft(deadline, clock.now()));
      } else {
        // Shown again: corrected from the clock at once.
        tick();
      }
    }),
    visibility.onLeave(() => {
      if (running()) keep(secondsLeft(deadline, clock.now()));
    }),
  ];

  return {
    $state,
    begin(seconds) {
      if ($state.get().phase !== "waiting") return;
      deadline = clock.now() + seconds * 1000;
      tick();
    },
    dispose() {
      cancelTick?.();
      cancelTick = null;
      for (const stop of stopWatching) stop();
    },
  };
}
