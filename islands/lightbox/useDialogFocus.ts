/**
 * The open dialog's keyboard and idle behaviour, for as long as PhotoSwipe's root is there:
 * Tab cycles inside it (focus.ts) and the controls go idle without activity (idle.ts).
 * PhotoSwipe itself focuses the dialog when it opens and gives focus back when it is gone.
 */
import { useEffect } from "react";
import { trapTab } from "./focus";
import { watchIdle } from "./idle";

function useWhileThere(dialog: HTMLElement | null, start: (dialog: HTMLElement, signal: AbortSignal) => void): void {
  useEffect(() => {
    if (!dialog) return undefined;
    const lifetime = new AbortController();
    start(dialog, lifetime.signal);
    return () => lifetime.abort();
  }, [dialog, start]);
}

export function useTabCycle(dialog: HTMLElement | null): void {
  useWhileThere(dialog, trapTab);
}

export function useIdleControls(dialog: HTMLElement | null): void {
  useWhileThere(dialog, watchIdle);
}
