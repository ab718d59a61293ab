/** The order bump with the runtime: the arm, the views call, markup that comes and goes, teardown. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRuntime, RESCAN_EVENT } from "../../src/runtime/scan";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { setNonceSource } from "../../src/stores/nonce";
import { capturedJson, jsonResponse } from "../../src/testing/fixtures";
import { freshIslandTests } from "../../src/testing/islands";
import { rendered } from "../../src/testing/react";
import { orderBumpIsland } from "./index";
import { orderBump } from "./mount";
import { readServerCarousel } from "./server";
import { HeldPress } from "../../src/contract/page-names";
import { PROPS, placeBumps, storeFor } from "./testing";
import { forgetCountedViews } from "./views";

const teardown = freshIslandTests(() => {
  setNonceSource(null);
  forgetCountedViews();
  document.body.innerHTML = "";
});
afterEach(() => vi.useRealTimers());

const viewsCalls = (store: ReturnType<typeof storeFor>): string[] => store.named("orderbump_views").map((call) => call.body);

describe("reading the server's markup", () => {
  it("reads the plugin's markup and CommerceKit's own alike", () => {
    const placed = placeBumps("minicart");
    const plugin = readServerCarousel(placed);
    const raw = document.createElement("div");
    raw.innerHTML = String((capturedJson("31-commercekit_mini_cart_blocks") as { data: { after_cart: string } }).data.after_cart);
    const own = readServerCarousel(raw);
    for (const carousel of [plugin, own]) {
      expect(carousel?.position).toBe("minicart");
      expect(carousel?.bumps.map((bump) => [bump.productId, bump.name, bump.text])).toEqual([
        [67, "Baseball Cap", "Click to add"],
        [71, "Knit Scarf", "Click to add"],
      ]);
      expect([carousel?.nav?.previous, carousel?.nav?.next]).toEqual(["Previous", "Next"]);
      expect(carousel?.heading?.textContent).toBe("Customers also bought");
    }
  });

  it("finds nothing to mount without a bump that has a product and a button: the island errs and its markup stays", async () => {
    const island = placeBumps("checkout");
    island.querySelector(".commercekit-order-bump")?.removeAttribute("data-product-id");
    const before = island.innerHTML;
    await expect(orderBump.mount(island, PROPS, storeFor({}, teardown().signal).context)).rejects.toThrow(/no CommerceKit order bump/);
    expect(island.innerHTML).toBe(before);
  });
});

describe("the views call", () => {
  it("is sent after the island painted, once per distinct set of products in the page's life", async () => {
    const store = storeFor({}, teardown().signal);
    await orderBump.mount(placeBumps("minicart"), PROPS, store.context);
    await vi.waitFor(() => expect(viewsCalls(store)).toEqual(["product_ids=67%2C71&commercekit_nonce=n1"]));
    // The same set again (the drawer's blocks reloaded), then the checkout's.
    await orderBump.mount(placeBumps("minicart"), PROPS, store.context);
    await orderBump.mount(placeBumps("checkout"), PROPS, store.context);
    await vi.waitFor(() => expect(viewsCalls(store)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(viewsCalls(store)).toEqual(["product_ids=67%2C71&commercekit_nonce=n1", "product_ids=73&commercekit_nonce=n1"]);
  });

  it.each<[string, () => Response | Promise<Response>, string | null]>([
    ["CommerceKit's refusal", () => jsonResponse({ status: 0, message: "Error on updating order bump views." }), null],
    ["a 500 error page", () => new Response("<html>critical error</html>", { status: 500, headers: { "Content-Type": "text/html" } }), "HTTP 500"],
    ["wp_die's HTML page", () => new Response("<!DOCTYPE html><html></html>", { headers: { "Content-Type": "text/html; charset=UTF-8" } }), "HTML instead of JSON (HTTP 200)"],
    ["malformed JSON", () => new Response('{"status":', { headers: { "Content-Type": "application/json" } }), "malformed JSON"],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "network error: Failed to fetch"],
  ])("%s to the views call is only logged", async (_, answer, logged) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = storeFor({ commercekit_orderbump_views: answer }, teardown().signal);
    const island = placeBumps("checkout");
    await orderBump.mount(island, PROPS, store.context);
    await vi.waitFor(() => expect(viewsCalls(store)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn.mock.calls).toEqual(logged === null ? [] : [[`[islet] order bump views not counted: ${logged}`]]);
    expect(island.querySelector(".islet-notice")).toBeNull();
    expect(island.getAttribute("data-island-state")).toBeNull();
  });

  it("failing changes nothing the shopper sees, and a 403 forgets the nonce", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = storeFor({ commercekit_orderbump_views: () => new Response("-1", { status: 403 }) }, teardown().signal);
    const island = placeBumps("checkout");
    await orderBump.mount(island, PROPS, store.context);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("[islet] order bump views not counted: HTTP 403"));
    expect(island.querySelector(".islet-notice")).toBeNull();
    // The next call asks a fresh nonce.
    island.querySelector<HTMLButtonElement>(".ckobp-button button")?.click();
    await vi.waitFor(() => expect(store.named("order_bump_add")[0]?.body).toBe("product_id=73&commercekit_nonce=n2"));
  });
});

describe("with the runtime", () => {
  /**
   * The drawer's bumps under a runtime, as CommerceKit's blocks put them in: `mounted` scans for
   * them (after the rescan event the page sends), `reload` replaces them whole as a blocks reload does.
   */
  function drawerBumps() {
    const store = storeFor({}, teardown().signal);
    const runtime = createRuntime([orderBumpIsland], { config: store.context.config, client: store.context.client, signal: teardown().signal });
    teardown().signal.addEventListener("abort", () => runtime.destroy());
    const slot = document.createElement("div");
    document.body.append(slot);
    slot.append(placeBumps("minicart", "load"));
    const mounted = async (): Promise<void> => {
      document.dispatchEvent(new CustomEvent(RESCAN_EVENT));
      runtime.scan();
      await runtime.settled();
      await rendered();
    };
    const reload = (): Promise<void> => {
      slot.replaceChildren(placeBumps("minicart", "load"));
      return mounted();
    };
    return { slot, mounted, reload };
  }

  it("holds a press on 'Click to add' before the code loaded (no form submit) and adds that product once mounted", async () => {
    const store = storeFor({}, teardown().signal);
    const island = placeBumps("minicart", "interaction");
    const runtime = createRuntime([orderBumpIsland], { config: store.context.config, client: store.context.client });
    teardown().signal.addEventListener("abort", () => runtime.destroy());
    runtime.scan();
    expect(island.getAttribute("data-island-state")).toBe("pending");
    const serverButton = island.querySelectorAll<HTMLButtonElement>('button[name="add-to-cart"]')[1];
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    serverButton?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await runtime.settled();
    expect(island.getAttribute("data-island-state")).toBe("mounted");
    await vi.waitFor(() => expect(store.named("order_bump_add").map((call) => call.body)).toEqual(["product_id=71&commercekit_nonce=n1"]));
    expect(serverButton?.hasAttribute(HeldPress.Bump)).toBe(false);
  });

  it("mounts bumps that arrive later on a rescan (the drawer's blocks), and unmounts the ones they replaced", async () => {
    $cartDrawerOpen.set(true);
    teardown().signal.addEventListener("abort", () => $cartDrawerOpen.set(false));
    const { slot, mounted, reload } = drawerBumps();
    await mounted();
    const first = slot.firstElementChild;
    expect(first?.getAttribute("data-island-state")).toBe("mounted");
    const focused = first?.querySelector<HTMLButtonElement>(".ckobp-button button");
    focused?.focus();
    // The blocks reload: the markup is replaced whole, with the focus in it.
    await reload();
    const second = slot.firstElementChild;
    expect(second).not.toBe(first);
    expect(second?.getAttribute("data-island-state")).toBe("mounted");
    // The old island's root was unmounted with it: no node of ours is left in it.
    expect(first?.querySelector("[data-island-root]")).toBeNull();
    expect(document.activeElement).toBe(second?.querySelector(".ckobp-button button"));
  });

  it("does not pull the focus into a closed drawer", async () => {
    const { slot, mounted, reload } = drawerBumps();
    await mounted();
    slot.querySelector<HTMLButtonElement>(".ckobp-button button")?.focus();
    await reload();
    expect(slot.firstElementChild?.getAttribute("data-island-state")).toBe("mounted");
    expect(document.activeElement).toBe(document.body);
  });

  it("gives the server's markup back when torn down", async () => {
    const store = storeFor({}, teardown().signal);
    const island = placeBumps("minicart");
    const before = island.innerHTML;
    const life = new AbortController();
    await orderBump.mount(island, PROPS, { ...store.context, signal: life.signal });
    await rendered();
    expect(island.innerHTML).not.toBe(before);
    life.abort();
    await rendered();
    expect(island.innerHTML).toBe(before);
  });
});
