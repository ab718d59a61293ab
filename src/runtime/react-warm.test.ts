import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactSources } from "../config";

const steps: string[] = [];
const SOURCES: ReactSources = { version: "18.3.1", react: "/react.js", reactDom: "/react-dom.js" };
const startReact = vi.fn(async (sources: ReactSources | null) => {
  steps.push(`react ${sources?.react ?? "none"}`);
});
vi.mock("./react-load", () => ({ startReact: (sources: ReactSources | null) => startReact(sources) }));
vi.mock("./conditions", () => ({
  nextTask: () => {
    steps.push("task");
    return Promise.resolve();
  },
}));

beforeEach(() => {
  steps.length = 0;
  startReact.mockClear();
  vi.resetModules();
});

describe("warmReact", () => {
  it("finds or loads React with the page config's sources, then gives the task back, once per page", async () => {
    const { warmReact } = await import("./react-warm");
    const first = warmReact(SOURCES);
    expect(warmReact(null)).toBe(first);
    await first;
    await warmReact(SOURCES);
    expect(steps).toEqual(["react /react.js", "task"]);
  });

  it("asks for React only once the code an arm loads first has arrived, even if it failed", async () => {
    const { loadBeforeReact, warmReact } = await import("./react-warm");
    let arrive: () => void = () => undefined;
    void loadBeforeReact(new Promise<void>((resolve) => (arrive = resolve)).then(() => void steps.push("early")));
    void loadBeforeReact(Promise.reject(new Error("offline"))).catch(() => undefined);
    const warming = warmReact(SOURCES);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(steps).toEqual([]);
    arrive();
    await warming;
    expect(steps).toEqual(["early", "react /react.js", "task"]);
  });

  it("rejects when React cannot be had, and does not try again", async () => {
    startReact.mockRejectedValueOnce(new Error("offline"));
    const { warmReact } = await import("./react-warm");
    await expect(warmReact(SOURCES)).rejects.toThrow("offline");
    await expect(warmReact(SOURCES)).rejects.toThrow("offline");
    expect(startReact).toHaveBeenCalledOnce();
  });
});
