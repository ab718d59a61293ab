import { describe, expect, it } from "vitest";
import { STATE_ATTRIBUTE, STATE_EVENT } from "./scan";
import { untilMounted } from "./until-mounted";

function island(state?: string): HTMLElement {
  const element = document.createElement("div");
  if (state) element.setAttribute(STATE_ATTRIBUTE, state);
  return element;
}

function settle(element: HTMLElement, state: string): void {
  element.setAttribute(STATE_ATTRIBUTE, state);
  element.dispatchEvent(new CustomEvent(STATE_EVENT, { detail: { state } }));
}

describe("untilMounted", () => {
  it("aborts when the island mounts or fails, not while it loads", () => {
    for (const end of ["mounted", "error"]) {
      const element = island("pending");
      const signal = untilMounted(element);
      settle(element, "loading");
      expect(signal.aborted).toBe(false);
      settle(element, end);
      expect(signal.aborted).toBe(true);
    }
  });

  it("is aborted at once for an island already mounted, and with the runtime's teardown", () => {
    expect(untilMounted(island("mounted")).aborted).toBe(true);
    const teardown = new AbortController();
    const signal = untilMounted(island("pending"), teardown.signal);
    teardown.abort();
    expect(signal.aborted).toBe(true);
    const done = new AbortController();
    done.abort();
    expect(untilMounted(island("pending"), done.signal).aborted).toBe(true);
  });
});
