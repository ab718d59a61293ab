// @vitest-environment node
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config";
import { CART_WORK_MS, workDuration, type WorkTime } from "./cart-session";
import { CART_LOCK_COOKIE } from "./page-config";
import { startDemoStore, type DemoStore } from "./server";
import { asRecord, Client, makeBuildDir } from "./test-helpers";

let running: { store: DemoStore; buildDir: string } | null = null;

async function start(cartWorkMs?: WorkTime): Promise<Client> {
  const buildDir = await makeBuildDir();
  const store = await startDemoStore({ port: 0, buildDir, ...(cartWorkMs ? { cartWorkMs } : {}) });
  running = { store, buildDir };
  return new Client(store.url);
}

afterEach(async () => {
  if (!running) return;
  await running.store.close();
  await rm(running.buildDir, { recursive: true, force: true });
  running = null;
});

const add = (client: Client, id: number): Promise<Response> => client.post("/?wc-ajax=add_to_cart", { product_id: String(id), quantity: "1" });

/** The cart's item count, as the header fragment prints it. */
async function count(client: Client): Promise<number> {
  const answer = asRecord(await client.postJson("/?wc-ajax=get_refreshed_fragments", { time: "1" }));
  const fragments = JSON.stringify(answer.fragments);
  return Number(/class=\\"count\\">(\d+)</.exec(fragments)?.[1] ?? "NaN");
}

describe("the demo store's WooCommerce-like cart session", () => {
  it("keeps every add made one after another", async () => {
    const client = await start();
    for (const id of [61, 63, 65]) expect((await add(client, id)).ok).toBe(true);
    expect(await count(client)).toBe(3);
  });

  it("loses one of two overlapping adds: each writes back the cart it read on arrival", async () => {
    const client = await start();
    await add(client, 61);
    const answers = await Promise.all([add(client, 63), add(client, 65)]);
    // Both were answered with fragments, as the issue saw on the real store…
    for (const answer of answers) expect(asRecord(await answer.json())).toHaveProperty("fragments");
    // …yet the last write won.
    expect(await count(client)).toBe(2);
  });

  it("works 30–80 ms on a change before answering; a read answers at once and writes nothing", async () => {
    const client = await start();
    await add(client, 61);
    const started = performance.now();
    const adding = add(client, 63).then(() => performance.now() - started);
    const reading = count(client).then((items) => ({ items, ms: performance.now() - started }));
    const [addMs, read] = await Promise.all([adding, reading]);
    expect(addMs).toBeGreaterThanOrEqual(CART_WORK_MS.min - 1);
    expect(read.items).toBe(1);
    expect(read.ms).toBeLessThan(addMs);
    expect(await count(client)).toBe(2);
  });

  it("updates at once with no work time", async () => {
    const client = await start({ min: 0, max: 0 });
    await add(client, 61);
    await Promise.all([add(client, 63), add(client, 65)]);
    expect(await count(client)).toBe(3);
  });

  it("spreads the work time between its bounds", () => {
    expect(workDuration(CART_WORK_MS, () => 0)).toBe(30);
    expect(workDuration(CART_WORK_MS, () => 0.999999)).toBeCloseTo(80, 3);
    expect(workDuration({ min: 0, max: 0 }, () => 0.5)).toBe(0);
  });

  it("turns the pages' cross-tab cart lock off only for a browser with the test cookie", async () => {
    const client = await start();
    const cartLockOf = async (): Promise<unknown> => {
      const html = await (await client.fetch("/shop/")).text();
      const json = /<script type="application\/json" id="islet-config">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      const parsed = parseConfig(JSON.parse(json));
      return parsed.ok ? parsed.value.cartLock : parsed.error;
    };
    expect(await cartLockOf()).toBe(true);
    client.cookies.set(CART_LOCK_COOKIE, "off");
    expect(await cartLockOf()).toBe(false);
    client.cookies.set(CART_LOCK_COOKIE, "on");
    expect(await cartLockOf()).toBe(true);
  });
});
