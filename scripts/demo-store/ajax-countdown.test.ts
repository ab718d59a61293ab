// @vitest-environment node
import { describe, expect, it } from "vitest";
import { capturedJson } from "../../src/testing/fixtures";
import { countdownTotalAnswer } from "./ajax-countdown";
import { demoStoreForFile } from "./test-helpers";

const form = (fields: Record<string, string>) => new Map(Object.entries(fields));
const DATE_RANGE = capturedJson("21-commercekit_get_countdown_total-daterange");
const REGULAR = capturedJson("22-commercekit_get_countdown_total-regular");

describe("countdownTotalAnswer", () => {
  it("answers index 1 (the date-range timer) with capture 21, as JSON with no-cache headers", () => {
    const answer = countdownTotalAnswer(null, form({ index: "1" }));
    expect(answer.status).toBe(200);
    expect(answer.headers["Content-Type"]).toBe("application/json; charset=UTF-8");
    expect(answer.headers["Cache-Control"]).toBe("no-cache, must-revalidate, max-age=0, no-store, private");
    expect(answer.body).toBe('{"status":1,"total":31564002}');
    expect(JSON.parse(String(answer.body))).toEqual(DATE_RANGE);
  });

  it.each([["0"], ["2"], [""], ["abc"]])("answers index %j with capture 22", (index) => {
    expect(JSON.parse(String(countdownTotalAnswer(null, form({ index })).body))).toEqual(REGULAR);
  });

  it("answers capture 22 without an index", () => {
    expect(JSON.parse(String(countdownTotalAnswer(null, form({})).body))).toEqual(REGULAR);
  });
});

describe("the demo store's commercekit_get_countdown_total", () => {
  const base = demoStoreForFile();
  const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) => fetch(new URL(url, base()), { method: "POST", body, headers });

  it("answers at /?commercekit-ajax=ACTION, with the multipart body CommerceKit's script sent", async () => {
    const body = new FormData();
    body.append("index", "1");
    const res = await post("/?commercekit-ajax=commercekit_get_countdown_total", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DATE_RANGE);
  });

  it("answers at admin-ajax.php, urlencoded, with admin-ajax's headers", async () => {
    const res = await post("/wp-admin/admin-ajax.php?action=commercekit_get_countdown_total", "index=0", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await res.json()).toEqual(REGULAR);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("honours the fault cookie", async () => {
    const res = await post("/?commercekit-ajax=commercekit_get_countdown_total", "index=1", {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: "islet_demo_fault=commercekit_get_countdown_total:403",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("-1");
  });
});
