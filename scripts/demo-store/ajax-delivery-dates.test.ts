// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTURED_DATES, deliveryBlock, reloadDatesAnswer, RELOAD_DATES_ENDPOINT, WPCED_NONCE } from "./ajax-delivery-dates";
import { loadCatalogue } from "./catalogue";
import { FAULT_COOKIE } from "./faults";
import { AJAX_DIR } from "./paths";
import { Client, startTestStore, type TestStore } from "./test-helpers";

const catalogue = loadCatalogue();
const captured = JSON.parse(readFileSync(path.join(AJAX_DIR, "19-wpced_reload_dates.json"), "utf8")) as Record<string, string>;

describe("wpced_reload_dates", () => {
  it("is the endpoint the captured request posts", () => {
    expect(readFileSync(path.join(AJAX_DIR, "19-wpced_reload_dates.txt"), "utf8")).toContain(`POST /?wc-ajax=${RELOAD_DATES_ENDPOINT} `);
  });

  it("prints each captured block: products and a variation (its parent's block)", () => {
    for (const id of [25, 61, 46]) expect(deliveryBlock(catalogue, id)).toBe(captured[`wpced-${id}`]);
    expect(captured["wpced-46"]).toContain(CAPTURED_DATES);
  });

  it("prints an out-of-stock variation's block without dates, as its own wpced_date", () => {
    const blackM = [...Array(30).keys()].map((i) => catalogue.get(25 + i)).find((p) => p?.type === "variation" && !p.inStock);
    expect(blackM && deliveryBlock(catalogue, blackM.id)).toBe('<div class="wpced wpced-25 wpced-product wpced-default" data-id="25"></div>');
  });

  it("answers the asked id, PHP's [] for an unknown one, and 403 -1 for a wrong nonce", () => {
    const answer = (entries: [string, string][]) => reloadDatesAnswer(catalogue, new Map(entries));
    expect(answer([["action", RELOAD_DATES_ENDPOINT], ["ids[]", "46"], ["nonce", WPCED_NONCE]]).body).toBe(
      JSON.stringify({ "wpced-46": captured["wpced-46"] }).replace(/\//g, "\\/"),
    );
    expect(answer([["ids[]", "9999"], ["nonce", WPCED_NONCE]]).body).toBe("[]");
    expect(answer([["ids[]", "46"], ["nonce", "nope"]])).toMatchObject({ status: 403, body: "-1" });
  });
});

describe("wpced_reload_dates through the demo store", () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await startTestStore(300);
  });
  afterAll(() => t.stop());

  it("routes the wc-ajax endpoint before WooCommerce's", async () => {
    const res = await new Client(t.store.url).post(`/?wc-ajax=${RELOAD_DATES_ENDPOINT}`, { action: RELOAD_DATES_ENDPOINT, "ids[]": "46", nonce: WPCED_NONCE });
    expect(await res.json()).toEqual({ "wpced-46": captured["wpced-46"] });
  });

  it("honours the fault cookie", async () => {
    const client = new Client(t.store.url);
    client.cookies.set(FAULT_COOKIE, `${RELOAD_DATES_ENDPOINT}:malformed`);
    const res = await client.post(`/?wc-ajax=${RELOAD_DATES_ENDPOINT}`, { "ids[]": "46", nonce: WPCED_NONCE });
    await expect(res.text().then((text) => JSON.parse(text) as unknown)).rejects.toThrow();
  });
});
