import { describe, expect, it } from "vitest";
import { capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createVariationFetcher, getVariation, readVariationAnswer, variationBody } from "./variation";

describe("get_variation", () => {
  it("posts product_id, the attributes and custom_data only when the form has it", () => {
    const attributes = { attribute_colour: "Blue", attribute_size: "M" };
    expect(variationBody({ productId: 25, attributes })).toEqual({ ...attributes, product_id: 25 });
    expect(variationBody({ productId: 25, attributes, customData: "x" })).toEqual({ ...attributes, product_id: 25, custom_data: "x" });
  });

  it("reads a variation, `false` and empty bodies as no-match, anything else as failed", () => {
    const found = readVariationAnswer(capturedJson("10-get_variation-instock-blue-m"));
    expect(found.kind === "found" && found.variation.id).toBe(46);
    expect(readVariationAnswer(false)).toEqual({ kind: "no-match" });
    expect(readVariationAnswer(null)).toEqual({ kind: "no-match" });
    expect(readVariationAnswer({ foo: 1 }).kind).toBe("failed");
  });

  it("never throws on HTTP errors", async () => {
    const { fetch } = routedFetch({ get_variation: () => jsonResponse({}, 500) });
    const answer = await getVariation(fetch, testConfig(), { productId: 25, attributes: {} });
    expect(answer).toEqual({ kind: "failed", reason: "http" });
  });

  it("aborts the request in flight when a newer one starts", async () => {
    const { fetch } = routedFetch({
      get_variation: (call) => (call.body.includes("L") ? new Promise<Response>(() => undefined) : jsonResponse(false)),
    });
    const config = testConfig();
    const sender = createVariationFetcher((request, signal) => getVariation(fetch, config, request, signal));
    const first = sender.fetch({ productId: 25, attributes: { attribute_size: "L" } });
    const second = sender.fetch({ productId: 25, attributes: { attribute_size: "M" } });
    expect(await first).toEqual({ kind: "aborted" });
    expect(await second).toEqual({ kind: "no-match" });
  });
});
