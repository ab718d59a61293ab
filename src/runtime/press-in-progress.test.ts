import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { renderIsland } from "../contract/markup";
import { routedFetch, testConfig } from "../testing/fixtures";
import { PRESS_HOLDS_MOUNT_MS } from "./press-in-progress";
import { createRuntime, STATE_ATTRIBUTE, type Runtime } from "./scan";
import { defineIsland } from "./types";

vi.mock("./react-warm", () => ({ warmReact: vi.fn(() => Promise.resolve()) }));

const context = { config: testConfig(), client: createClient(testConfig(), { fetch: routedFetch({}).fetch }) };

interface SwappingPage {
  runtime: Runtime;
  /** What happened, in order: the server button's click, the mount. */
  order: string[];
  /** The server's button, which the mount replaces. */
  server: HTMLElement;
}

/** An island that, like a React island, takes the place of its server button when it mounts. */
function swappingIsland(): SwappingPage {
  const order: string[] = [];
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
  const server = document.querySelector<HTMLElement>("button") ?? document.body;
  server.addEventListener("click", () => order.push("server click"));
  const runtime = createRuntime([island], context);
  runtime.scan();
  pages.push(runtime);
  return { runtime, order, server };
}

const island = (): HTMLElement => document.querySelector<HTMLElement>("[data-island]") ?? document.body;
const press = (target: Element, type: string): boolean => target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true }));
const settle = (ms = 20): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A mouse press whose button went down before the mount and comes up after: its click is the server button's. */
function release(target: Element): void {
  press(target, "pointerup");
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

const pages: Runtime[] = [];
afterEach(() => {
  for (const runtime of pages.splice(0)) runtime.destroy();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("a press across the swap", () => {
  it("holds the island's mount until the press on it ended, and its click went to the server's button", async () => {
    const { runtime, order, server } = swappingIsland();
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
    const { runtime, order, server } = swappingIsland();
    press(document.querySelector("p") ?? document.body, "pointerdown");
    press(server, "pointerover");
    await runtime.settled();
    expect(order).toEqual(["mount"]);
  });

  it("a cancelled press (a scroll by touch) lets it mount", async () => {
    const { runtime, order, server } = swappingIsland();
    press(server, "pointerdown");
    await settle(20);
    press(server, "pointercancel");
    await runtime.settled();
    expect(order).toEqual(["mount"]);
  });

  it(`mounts after ${String(PRESS_HOLDS_MOUNT_MS)} ms when the press goes on (a drag or a long press)`, async () => {
    vi.useFakeTimers();
    const { order, server } = swappingIsland();
    press(server, "pointerdown");
    await vi.advanceTimersByTimeAsync(PRESS_HOLDS_MOUNT_MS - 50);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual(["mount"]);
  });

  it("each runtime follows presses on its own: one torn down leaves another's hold in place", async () => {
    const earlier = swappingIsland().runtime;
    const { runtime, order, server } = swappingIsland();
    earlier.destroy();
    press(server, "pointerdown");
    await settle(50);
    expect(order).toEqual([]);
    release(server);
    await runtime.settled();
    expect(order).toEqual(["server click", "mount"]);
  });
});
