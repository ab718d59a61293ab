import { describe, expect, it, vi } from "vitest";

const steps: string[] = [];
vi.mock("./react-parts/core", () => {
  steps.push("react");
  return {};
});
vi.mock("./react-parts/dom", () => {
  steps.push("react-dom");
  return {};
});
vi.mock("./conditions", () => ({
  nextTask: () => {
    steps.push("task");
    return Promise.resolve();
  },
}));

describe("warmReact", () => {
  it("evaluates React, then react-dom in a later task, once per page", async () => {
    const { warmReact } = await import("./react-warm");
    const first = warmReact();
    expect(warmReact()).toBe(first);
    await first;
    await warmReact();
    expect(steps).toEqual(["react", "task", "react-dom", "task"]);
  });
});
