import { beforeEach, describe, expect, it, vi } from "vitest";

const steps: string[] = [];
vi.mock("./react-dom-part", () => {
  steps.push("react");
  return {};
});
vi.mock("./conditions", () => ({
  nextTask: () => {
    steps.push("task");
    return Promise.resolve();
  },
}));

beforeEach(() => {
  steps.length = 0;
  vi.resetModules();
});

describe("warmReact", () => {
  it("evaluates React, then gives the task back, once per page", async () => {
    const { warmReact } = await import("./react-warm");
    const first = warmReact();
    expect(warmReact()).toBe(first);
    await first;
    await warmReact();
    expect(steps).toEqual(["react", "task"]);
  });

  it("asks for React only once the code an arm loads first has arrived, even if it failed", async () => {
    const { loadBeforeReact, warmReact } = await import("./react-warm");
    let arrive: () => void = () => undefined;
    void loadBeforeReact(new Promise<void>((resolve) => (arrive = resolve)).then(() => void steps.push("early")));
    void loadBeforeReact(Promise.reject(new Error("offline"))).catch(() => undefined);
    const warming = warmReact();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(steps).toEqual([]);
    arrive();
    await warming;
    // React's import sits between the two (its module is evaluated once per test file).
    expect(steps.filter((step) => step !== "react")).toEqual(["early", "task"]);
  });
});
