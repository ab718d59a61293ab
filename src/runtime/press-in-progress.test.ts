import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { renderIsland } from "../contract/markup";
import { routedFetch, testConfig } from "../testing/fixtures";
import { PRESS_HOLDS_MOUNT_MS } from "./press-in-progress";
import { createRuntime, STATE_ATTRIBUTE, type Runtime } from "./scan";
import { defineIsland } from "./types";

vi.mock("./react-warm", () => ({ warmReact: vi.fn(() => Promise.resolve()) }));

const context = { config: testConfig(), client: createClient(testConfig(), { fetch: routedFetch({}).fetch }) };

/** An island that, like a React island, takes the place of its server button when it mounts. */
function swappingIsland(order: string[]): Runtime {
  const island = defineIsland<Record<string, never>>({
    name: "swatch",
    parseProps: () => ({ ok: true, value: {} }),
    load: async () => ({
      mount: (element) => {
        order.push("mount");
        element.querySelector("button")?.replaceWith(Object.assign(document.createElement("button"), { textContent: "rendered" }));
      },
    }),
  });
  document.body.innerHTML = `${renderIsland({ name: "swatch", version: 1, when: "interaction", props: {}, inner: "<button>server</button>" })}<p>outside</p>`;
  document.querySelector("button")?.addEventListener("click", () => order.push("server click"));
  const runtime = createRuntime([island], context);
  runtime.scan();
  return runtime;
}

const island = (): HTMLElement => document.querySelector<HTMLElement>("[data-island]") ?? document.body;
const press = (target: Element, type: string): boolean => target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true }));
const settle = (ms = 20): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A mouse press whose button went down before the mount and comes up after: its click is the server button's. */
function release(target: Element): void {
  press(target, "pointerup");
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

let runtime: Runtime | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("a press across the swap", () => {
  it("holds the island's mount until the press on it ended, and its click went to the server's button", async () => {
    const order: string[] = [];
    runtime = swappingIsland(order);
    const server = island().querySelector("button") ?? island();
    press(server, "pointerdown");
    await settle(50);
    expect(order).toEqual([]);
    expect(island().getAttribute(STATE_ATTRIBUTE)).toBe("loading");
    release(server);
    await runtime.settled();
    expect(order).toEqual(["server click", "mount"]);
    expect(island().getAttribute(STATE_ATTRIBUTE)).toBe("mounted");
  });

  it("does not hold it for a press elsewhere on the page", async () => {
    const order: string[] = [];
    runtime = swappingIsland(order);
    press(document.querySelector("p") ?? document.body, "pointerdown");
    press(island().querySelector("button") ?? island(), "pointerover");
    await runtime.settled();
    expect(order).toEqual(["mount"]);
  });

  it("a cancelled press (a scroll by touch) lets it mount", async () => {
    const order: string[] = [];
    runtime = swappingIsland(order);
    const server = island().querySelector("button") ?? island();
    press(server, "pointerdown");
    await settle(20);
    press(server, "pointercancel");
    await runtime.settled();
    expect(order).toEqual(["mount"]);
  });

  it(`mounts after ${String(PRESS_HOLDS_MOUNT_MS)} ms when the press goes on (a drag or a long press)`, async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    runtime = swappingIsland(order);
    press(island().querySelector("button") ?? island(), "pointerdown");
    await vi.advanceTimersByTimeAsync(PRESS_HOLDS_MOUNT_MS - 50);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual(["mount"]);
  });
});
