// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAULT_COOKIE, parseFaults } from "./faults";
import { asRecord, Client, startTestStore, type TestStore } from "./test-helpers";

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore(300);
});
afterAll(() => t.stop());

function faultyClient(value: string): Client {
  const client = new Client(t.store.url);
  client.cookies.set(FAULT_COOKIE, value);
  return client;
}

async function cartCount(client: Client): Promise<string> {
  const body = asRecord(await client.postJson("/?wc-ajax=get_refreshed_fragments", { time: "1" }));
  const header = String(asRecord(body.fragments)["div.shoptimizer-cart"]);
  return /<span class="count">(\d+)<\/span>/.exec(header)?.[1] ?? "?";
}

describe("parseFaults", () => {
  it("reads several endpoint:mode pairs, plain or URL-encoded, and ignores unknown modes", () => {
    expect([...parseFaults("add_to_cart:500,remove_from_cart:html")]).toEqual([
      ["add_to_cart", "500"],
      ["remove_from_cart", "html"],
    ]);
    expect([...parseFaults("commercekit_get_nonce%3Atimeout%2Cget_refreshed_fragments%3Aempty")]).toEqual([
      ["commercekit_get_nonce", "timeout"],
      ["get_refreshed_fragments", "empty"],
    ]);
    expect([...parseFaults("add_to_cart:bogus, :500")]).toEqual([]);
    expect(parseFaults(undefined).size).toBe(0);
  });
});

describe("fault cookie", () => {
  it("500: a WordPress critical-error page, and the cart is unchanged", async () => {
    const client = faultyClient("add_to_cart:500");
    const res = await client.post("/?wc-ajax=add_to_cart", { product_id: "61" });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(await res.text()).toContain("There has been a critical error on this website.");
    expect(await cartCount(client)).toBe("0");
  });

  it("html: a 200 wp_die page", async () => {
    const res = await faultyClient("get_refreshed_fragments:html").post("/?wc-ajax=get_refreshed_fragments", { time: "1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const body = await res.text();
    expect(body).toMatch(/^<!DOCTYPE html>/);
    expect(body).toContain('<body id="error-page">');
  });

  it("malformed: 200 JSON content type with a truncated body", async () => {
    const res = await faultyClient("remove_from_cart:malformed").post("/?wc-ajax=remove_from_cart", { cart_item_key: "x" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    const body = await res.text();
    expect(body.startsWith('{"fragments":')).toBe(true);
    expect(() => JSON.parse(body) as unknown).toThrow();
  });

  it("403: status 403 and -1, as for an expired nonce", async () => {
    const res = await faultyClient("commercekit_get_nonce:403").fetch("/?commercekit-ajax=commercekit_get_nonce&v=1");
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("-1");
  });

  it("empty: 200 with no body", async () => {
    const res = await faultyClient("commercekit_mini_cart_blocks:empty").fetch("/wp-admin/admin-ajax.php?action=commercekit_mini_cart_blocks&v=1");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("timeout: answers normally only after the delay", async () => {
    const client = faultyClient("add_to_cart:timeout");
    const started = Date.now();
    const body = asRecord(await client.postJson("/?wc-ajax=add_to_cart", { product_id: "61" }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(body.fragments).toBeDefined();
  });

  it("timeout: a request the client abandons changes nothing", async () => {
    const client = new Client(t.store.url);
    await client.post("/?wc-ajax=add_to_cart", { product_id: "75" });
    client.cookies.set(FAULT_COOKIE, "add_to_cart:timeout");
    await expect(client.fetch("/?wc-ajax=add_to_cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "product_id=61",
      signal: AbortSignal.timeout(50),
    })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await cartCount(client)).toBe("1");
  });

  it("applies several faults, only to the named endpoints, only for that visitor", async () => {
    const client = faultyClient("add_to_cart:500,get_refreshed_fragments:empty");
    expect((await client.post("/?wc-ajax=add_to_cart", { product_id: "61" })).status).toBe(500);
    expect(await (await client.post("/?wc-ajax=get_refreshed_fragments", { time: "1" })).text()).toBe("");
    expect((await client.fetch("/?commercekit-ajax=commercekit_get_nonce&v=1")).status).toBe(200);
    const healthy = new Client(t.store.url);
    expect(asRecord(await healthy.postJson("/?wc-ajax=add_to_cart", { product_id: "61" })).fragments).toBeDefined();
  });
});
