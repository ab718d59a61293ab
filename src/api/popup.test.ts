import { describe, expect, it, vi } from "vitest";
import { hangingResponder, htmlResponse, capturedJson, jsonResponse, routedFetch, testConfig } from "../testing/fixtures";
import { createClient, DEFAULT_TIMEOUT_MS } from "./client";
import { popupFormBody, readPopupFormAnswer, submitPopupForm } from "./popup";

const CONSENT_ARGS = '{"enabled":"yes","required":false,"text":"Notify me about related content and special offers."}';

describe("readPopupFormAnswer on the captures", () => {
  it("reads the empty and malformed email errors (49, 50)", () => {
    const expected = { success: false, errors: [{ field: "email", message: "Please enter a valid email." }] };
    expect(readPopupFormAnswer(capturedJson("49-pum_sub_form-empty-email"))).toEqual(expected);
    expect(readPopupFormAnswer(capturedJson("50-pum_sub_form-bad-email"))).toEqual(expected);
  });

  it("reads the success (51, 52)", () => {
    const expected = { success: true, message: "You have been subscribed!", redirect: "" };
    expect(readPopupFormAnswer(capturedJson("51-pum_sub_form-bad-email-no-consent"))).toEqual(expected);
    expect(readPopupFormAnswer(capturedJson("52-pum_sub_form-success"))).toEqual(expected);
  });

  it("reads a redirect and an error about the form as a whole", () => {
    expect(readPopupFormAnswer({ success: true, data: { message: "", redirect: "/thanks/" } })).toEqual({ success: true, message: "", redirect: "/thanks/" });
    expect(readPopupFormAnswer({ success: false, data: { errors: [{ message: "Try later" }] } })).toEqual({ success: false, errors: [{ field: null, message: "Try later" }] });
    expect(readPopupFormAnswer({ success: false })).toEqual({ success: false, errors: [] });
  });

  it.each([[0], [null], ["0"], [{}], [{ success: "yes" }], [{ success: false, data: "x" }], [{ success: false, data: { errors: [{ code: "x" }] } }], [{ success: false, data: { errors: "x" } }]])(
    "refuses %j",
    (data) => {
      expect(readPopupFormAnswer(data)).toBeNull();
    },
  );
});

describe("the form's values as Popup Maker posts them (capture 49)", () => {
  it("sends action=pum_sub_form and values[NAME] in the form's order, the popup id last", () => {
    const body = popupFormBody("pum_sub_form", [
      ["email", ""],
      ["provider", ""],
      ["consent_args", CONSENT_ARGS],
      ["consent", "yes"],
      ["pum_form_popup_id", "100"],
    ]);
    expect(new URLSearchParams(Object.entries(body as Record<string, string>)).toString()).toBe(
      "action=pum_sub_form&values%5Bemail%5D=&values%5Bprovider%5D=&values%5Bconsent_args%5D=%7B%22enabled%22%3A%22yes%22%2C%22required%22%3Afalse%2C%22text%22%3A%22Notify+me+about+related+content+and+special+offers.%22%7D&values%5Bconsent%5D=yes&values%5Bpum_form_popup_id%5D=100",
    );
  });

  it("nests bracketed names and keeps lists", () => {
    expect(popupFormBody("pum_sub_form", [["a[b]", "1"], ["list[]", "x"], ["list[]", "y"]])).toEqual({ action: "pum_sub_form", "values[a][b]": "1", "values[list]": ["x", "y"] });
  });
});

describe("submitPopupForm through the client", () => {
  const fields: [string, string][] = [["email", "shopper@example.com"], ["pum_form_popup_id", "100"]];

  it("posts to pum_vars.ajaxurl and reads the answer", async () => {
    const { fetch, calls } = routedFetch({ "": () => jsonResponse(capturedJson("52-pum_sub_form-success")) });
    const client = createClient(testConfig(), { fetch });
    const result = await submitPopupForm(client, "/wp-admin/admin-ajax.php", fields);
    expect(result).toEqual({ ok: true, value: { success: true, message: "You have been subscribed!", redirect: "" } });
    expect(calls[0]?.url).toBe("/wp-admin/admin-ajax.php");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toBe("action=pum_sub_form&values%5Bemail%5D=shopper%40example.com&values%5Bpum_form_popup_id%5D=100");
  });

  it.each([
    ["a 500 error page", () => htmlResponse("<html>critical error</html>", 500), "http"],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html></html>"), "not-json"],
    ["a truncated body", () => new Response('{"success":tr', { headers: { "Content-Type": "application/json" } }), "malformed"],
    ["admin-ajax's 400 0 (no handler, capture 57)", () => htmlResponse("0", 400), "http"],
    ["an empty answer", () => htmlResponse(""), "unexpected"],
  ])("ends %s in a failure, never a throw", async (_, answer, kind) => {
    const { fetch } = routedFetch({ "": answer });
    const client = createClient(testConfig(), { fetch });
    const result = await submitPopupForm(client, "/wp-admin/admin-ajax.php", fields);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.kind).toBe(kind);
  });

  it("gives up after its timeout (10 s), and when aborted", async () => {
    vi.useFakeTimers();
    const { fetch } = routedFetch({ "": hangingResponder() });
    const client = createClient(testConfig(), { fetch });
    const pending = submitPopupForm(client, "/wp-admin/admin-ajax.php", fields);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: false, failure: { kind: "timeout" } });
    vi.useRealTimers();
    const controller = new AbortController();
    const aborted = submitPopupForm(client, "/wp-admin/admin-ajax.php", fields, controller.signal);
    controller.abort();
    expect(await aborted).toEqual({ ok: false, failure: { kind: "aborted" } });
  });
});
