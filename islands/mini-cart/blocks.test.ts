import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../../src/testing/fixtures";
import { $miniCartBlocks, BLOCKS_CLICK_DELAY_MS, BLOCKS_DEBOUNCE_MS, createBlocksReloader } from "./blocks";

function reloader() {
  const config = testConfig();
  const recorded = routedFetch({ commercekit_mini_cart_blocks: () => jsonResponse(capturedJson("31-commercekit_mini_cart_blocks")) });
  return { blocks: createBlocksReloader(createClient(config, { fetch: recorded.fetch })), calls: recorded.calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  $miniCartBlocks.set(null);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the mini cart's blocks reloader", () => {
  it("asks 500 ms after a change and 100 ms of quiet", async () => {
    const { blocks, calls } = reloader();
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect($miniCartBlocks.get()).not.toBeNull());
  });

  it("asks once for changes less than 100 ms apart", async () => {
    const { blocks, calls } = reloader();
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(60);
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(60);
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it("asks again for a change more than 100 ms after the last", async () => {
    const { blocks, calls } = reloader();
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(BLOCKS_DEBOUNCE_MS + 1);
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(BLOCKS_CLICK_DELAY_MS + BLOCKS_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it("asks nothing once cancelled", async () => {
    const { blocks, calls } = reloader();
    blocks.schedule();
    await vi.advanceTimersByTimeAsync(BLOCKS_CLICK_DELAY_MS + 10);
    blocks.cancel();
    await vi.advanceTimersByTimeAsync(BLOCKS_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
  });
});
