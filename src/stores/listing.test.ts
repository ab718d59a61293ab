import { beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { getListingVariations } from "../api/listing-swatches";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, routedFetch, testConfig, type Responder } from "../testing/fixtures";
import { $cardVariations, loadCardVariations, setCardVariations } from "./listing";

function clientAnswering(responder: Responder) {
  const routes = routedFetch({ commercekit_get_ajax_as_variations: responder });
  const client = createClient(testConfig({ requestTimeout: 50 }), { fetch: routes.fetch });
  return { ...routes, client: { getListingVariations: (ids: readonly number[]) => getListingVariations(client, ids) } };
}

const statuses = (): Record<string, string> => Object.fromEntries(Object.entries($cardVariations.get()).map(([id, state]) => [id, state.status]));

beforeEach(() => $cardVariations.set({}));

describe("loadCardVariations", () => {
  it("asks once for the batch and makes each card ready from capture 23; a product it left out fails", async () => {
    const { client, calls } = clientAnswering(() => jsonResponse(capturedJson("23-commercekit_get_ajax_as_variations")));
    const loading = loadCardVariations(client, [25, 53, 61]);
    expect(statuses()).toEqual({ 25: "loading", 53: "loading", 61: "loading" });
    await loading;
    expect(calls.map((call) => call.body)).toEqual(["product_ids=25%2C53%2C61"]);
    expect(statuses()).toEqual({ 25: "ready", 53: "ready", 61: "failed" });
    const hoodie = $cardVariations.get()["25"];
    expect(hoodie?.status === "ready" && hoodie.images.get(20)?.src).toMatch(/hoodie-dark-gray-300x384\.png$/);
  });

  it("does not ask again for cards that are ready (printed in the page or answered before)", async () => {
    const { client, calls } = clientAnswering(() => jsonResponse(capturedJson("23-commercekit_get_ajax_as_variations")));
    setCardVariations(25, { variations: [], images: new Map() });
    await loadCardVariations(client, [25]);
    expect(calls).toEqual([]);
    await loadCardVariations(client, [25, 53]);
    expect(calls.map((call) => call.body)).toEqual(["product_ids=53"]);
  });

  it.each([
    ["a 403", () => htmlResponse("-1", 403)],
    ["a 500", () => htmlResponse("<html>error</html>", 500)],
    ["malformed JSON", () => new Response("{oops", { status: 200, headers: { "Content-Type": "application/json" } })],
    ["an answer that is not CommerceKit's", () => jsonResponse({ status: 0 })],
  ])("marks the batch failed on %s, never stuck loading", async (_name, responder: Responder) => {
    const { client } = clientAnswering(responder);
    await loadCardVariations(client, [25, 53]);
    expect(statuses()).toEqual({ 25: "failed", 53: "failed" });
  });

  it("marks the batch failed when the request times out", async () => {
    vi.useFakeTimers();
    try {
      const { client } = clientAnswering(hangingResponder());
      const loading = loadCardVariations(client, [25]);
      await vi.advanceTimersByTimeAsync(10000);
      await loading;
      expect(statuses()).toEqual({ 25: "failed" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("marks the cards failed on a store without CommerceKit", async () => {
    await loadCardVariations({ getListingVariations: () => null }, [25]);
    expect(statuses()).toEqual({ 25: "failed" });
  });
});
