// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "./ajax-popup";
import { FAULT_COOKIE } from "./faults";
import { AJAX_DIR } from "./paths";
import { Client, demoStoreForFile } from "./test-helpers";

const captured = (name: string): string => readFileSync(path.join(AJAX_DIR, `${name}.json`), "utf8").trim();
/** The request body a capture's `.txt` records (its `[--data]` line). */
const capturedRequest = (name: string): string => /\[--data\] (.*)/.exec(readFileSync(path.join(AJAX_DIR, `${name}.txt`), "utf8"))?.[1] ?? "";

const base = demoStoreForFile();

async function postRaw(client: Client, body: string, query = ""): Promise<Response> {
  return client.fetch(`/wp-admin/admin-ajax.php${query}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" }, body });
}

describe("pum_sub_form as captured (49–52)", () => {
  it.each([
    ["49-pum_sub_form-empty-email", "49-pum_sub_form-empty-email"],
    ["50-pum_sub_form-bad-email", "50-pum_sub_form-bad-email"],
    ["51-pum_sub_form-bad-email-no-consent", "51-pum_sub_form-bad-email-no-consent"],
    ["52-pum_sub_form-success", "52-pum_sub_form-success"],
  ])("answers the request of %s with its body", async (request, answer) => {
    const response = await postRaw(new Client(base()), capturedRequest(request));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(await response.text()).toBe(captured(answer));
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an empty address with consent given, and takes any address without it", async () => {
    const client = new Client(base());
    const consent = '{"enabled":"yes","required":false,"text":"x"}';
    expect(await (await client.post("/wp-admin/admin-ajax.php", { action: "pum_sub_form", "values[email]": "", "values[consent_args]": consent, "values[consent]": "yes" })).text()).toBe(captured("49-pum_sub_form-empty-email"));
    expect(await (await client.post("/wp-admin/admin-ajax.php", { action: "pum_sub_form", "values[email]": "", "values[consent_args]": consent })).text()).toBe(captured("51-pum_sub_form-bad-email-no-consent"));
    expect(await (await client.post("/wp-admin/admin-ajax.php", { action: "pum_sub_form", "values[email]": "nope" })).text()).toBe(captured("49-pum_sub_form-empty-email"));
  });

  it("answers pum_form with admin-ajax's 400 0 (57: no handler)", async () => {
    const response = await new Client(base()).post("/wp-admin/admin-ajax.php", { action: "pum_form", "values[email]": "shopper@example.com" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("0");
  });

  it("takes the addresses sanitize_email keeps", () => {
    expect(["shopper@example.com", "a.b+c@shop.co.uk"].map(isValidEmail)).toEqual([true, true]);
    expect(["", "not-an-email", "a@b", "a @b.com", "@b.com"].map(isValidEmail)).toEqual([false, false, false, false, false]);
  });
});

describe("the analytics beacon (48, 53–56)", () => {
  it("answers the REST route 204 image/gif, for a multipart POST and for the image GET", async () => {
    const client = new Client(base());
    const data = new FormData();
    for (const [name, value] of [["event", "open"], ["pid", "100"], ["_cache", "1795480476008"]]) data.append(name ?? "", value ?? "");
    const posted = await client.fetch("/wp-json/pum/v1/analytics/", { method: "POST", body: data });
    expect([posted.status, posted.headers.get("content-type"), await posted.text()]).toEqual([204, "image/gif", ""]);
    const image = await client.fetch("/wp-json/pum/v1/analytics/?event=open&pid=100&_cache=1795480476010");
    expect([image.status, image.headers.get("content-type")]).toEqual([204, "image/gif"]);
  });

  it("answers 400 rest_missing_callback_param without pid (56)", async () => {
    const data = new FormData();
    data.append("event", "open");
    const response = await new Client(base()).fetch("/wp-json/pum/v1/analytics/", { method: "POST", body: data });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(captured("56-pum-analytics-missing-pid"));
  });

  it("answers admin-ajax's pum_analytics 204 (55)", async () => {
    const response = await new Client(base()).fetch("/wp-admin/admin-ajax.php?event=open&pid=100&_cache=1&action=pum_analytics");
    expect([response.status, response.headers.get("content-type")]).toEqual([204, "image/gif"]);
  });

  it("honours the fault cookie for the form and both beacon routes", async () => {
    const client = new Client(base());
    client.cookies.set(FAULT_COOKIE, encodeURIComponent("pum_sub_form:500,pum/v1/analytics:html,pum_analytics:403"));
    expect((await postRaw(client, capturedRequest("52-pum_sub_form-success"))).status).toBe(500);
    const beacon = await client.fetch("/wp-json/pum/v1/analytics/?event=open&pid=100&_cache=1");
    expect([beacon.status, beacon.headers.get("content-type")]).toEqual([200, "text/html; charset=UTF-8"]);
    expect((await client.fetch("/wp-admin/admin-ajax.php?event=open&pid=100&_cache=1&action=pum_analytics")).status).toBe(403);
  });
});

describe("the popup pages (?popup=1)", () => {
  it("serves the popup captures on /shop/ and /product/hoodie/ with may-promo in its island", async () => {
    const client = new Client(base());
    for (const page of ["/shop/?popup=1", "/product/hoodie/?popup=1"]) {
      const html = await (await client.fetch(page)).text();
      expect(html, page).toMatch(/<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application\/json" data-island-props>\{"ajaxUrl":"\/wp-admin\/admin-ajax.php",[^<]*<\/script><div \n\tid="pum-100"/);
      expect(html, page).toContain('<a href="#" class="may-promo-trigger">May offer</a>');
    }
    expect(await (await client.fetch("/shop/")).text()).not.toContain('data-island="popup"');
  });
});
