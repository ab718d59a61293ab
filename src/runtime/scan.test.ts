import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { renderIsland } from "../contract/markup";
import { routedFetch, testConfig } from "../testing/fixtures";
import { warmReact } from "./react-warm";
import { createRuntime, STATE_ATTRIBUTE } from "./scan";
import { defineIsland, type IslandModule, type RegisteredIsland } from "./types";

vi.mock("./react-warm", () => ({ warmReact: vi.fn(() => Promise.resolve()) }));

const context = { config: testConfig(), client: createClient(testConfig(), { fetch: routedFetch({}).fetch }) };

function fakeIsland(name: string, mount: (element: HTMLElement, props: { label: string }) => void, extra = {}): RegisteredIsland {
  return defineIsland<{ label: string }>({
    name,
    versions: [1, 2],
    parseProps: (raw) =>
      typeof raw === "object" && raw !== null && typeof (raw as { label?: unknown }).label === "string"
        ? { ok: true, value: { label: (raw as { label: string }).label } }
        : { ok: false, error: "label must be a string" },
    load: async () => ({ mount: (element, props) => mount(element, props) }),
    ...extra,
  });
}

function stateOf(selector: string): string | null {
  return document.querySelector(selector)?.getAttribute(STATE_ATTRIBUTE) ?? null;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("island runtime", () => {
  it("mounts a valid island with its props, once, even when scanned twice", async () => {
    const mount = vi.fn((element: HTMLElement, props: { label: string }) => element.append(props.label));
    document.body.innerHTML = `<section id="a">${renderIsland({ name: "badge", version: 1, when: "load", props: { label: "Sale" }, inner: "<span>server</span>" })}</section>`;
    const runtime = createRuntime([fakeIsland("badge", mount)], context);
    runtime.scan();
    runtime.scan();
    await runtime.settled();
    expect(mount).toHaveBeenCalledOnce();
    expect(stateOf("[data-island]")).toBe("mounted");
    expect(document.querySelector("[data-island] span")?.textContent).toBe("server");
    expect(document.querySelector("[data-island]")?.lastChild?.textContent).toBe("Sale");
  });

  it.each([
    ["an unknown version", { version: 3, props: { label: "x" } }, 'unsupported version "3"'],
    ["props that fail validation", { version: 1, props: { label: 4 } }, "props: label must be a string"],
  ])("skips %s and leaves the server markup alone", async (_label, island, reason) => {
    const mount = vi.fn();
    document.body.innerHTML = renderIsland({ name: "badge", when: "load", inner: "<b>kept</b>", ...island });
    const runtime = createRuntime([fakeIsland("badge", mount)], context);
    runtime.scan();
    await runtime.settled();
    expect(mount).not.toHaveBeenCalled();
    expect(stateOf("[data-island]")).toBe("skipped");
    expect(document.querySelector("[data-island]")?.getAttribute("data-island-reason")).toBe(reason);
    expect(document.querySelector("b")?.textContent).toBe("kept");
  });

  it("skips malformed props JSON, an unknown island and an unknown load condition", async () => {
    document.body.innerHTML = `
      <div id="json" data-island="badge" data-island-v="1"><script type="application/json" data-island-props>{"label":</script></div>
      <div id="name" data-island="nope" data-island-v="1"></div>
      <div id="when" data-island="badge" data-island-v="1" data-island-when="someday"><script type="application/json" data-island-props>{"label":"x"}</script></div>`;
    const runtime = createRuntime([fakeIsland("badge", vi.fn())], context);
    runtime.scan();
    await runtime.settled();
    expect([stateOf("#json"), stateOf("#name"), stateOf("#when")]).toEqual(["skipped", "skipped", "skipped"]);
  });

  it("isolates a throwing island: it is marked error, the next one still mounts", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML =
      renderIsland({ name: "broken", version: 1, when: "load", props: { label: "a" } }) +
      renderIsland({ name: "badge", version: 1, when: "load", props: { label: "b" } });
    const runtime = createRuntime(
      [
        fakeIsland("broken", () => {
          throw new Error("boom");
        }),
        fakeIsland("badge", (element) => element.append("ok")),
      ],
      context,
    );
    runtime.scan();
    await runtime.settled();
    expect(stateOf('[data-island="broken"]')).toBe("error");
    expect(stateOf('[data-island="badge"]')).toBe("mounted");
    expect(error).toHaveBeenCalled();
  });

  it("rescans after fragments replace part of the page, mounting only the new island", async () => {
    const mount = vi.fn();
    document.body.innerHTML = `<div id="keep">${renderIsland({ name: "badge", version: 1, when: "load", props: { label: "a" } })}</div><div id="swap"></div>`;
    const runtime = createRuntime([fakeIsland("badge", mount)], context);
    runtime.scan();
    await runtime.settled();
    document.getElementById("swap")?.replaceWith(
      Object.assign(document.createElement("div"), { innerHTML: renderIsland({ name: "badge", version: 1, when: "load", props: { label: "b" } }) }),
    );
    runtime.scan();
    await runtime.settled();
    expect(mount.mock.calls.map((call) => (call[1] as { label: string }).label)).toEqual(["a", "b"]);
  });

  it("waits for interaction on the island or its intent targets, or for an early signal", async () => {
    const mount = vi.fn();
    let fire: () => void = () => undefined;
    document.body.innerHTML = `<button class="opener">Cart</button>${renderIsland({ name: "drawer", version: 1, when: "interaction", props: { label: "a" } })}`;
    const runtime = createRuntime(
      [fakeIsland("drawer", mount, { intentSelector: () => ".opener", arm: () => new Promise<void>((resolve) => (fire = resolve)) })],
      context,
    );
    runtime.scan();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stateOf("[data-island]")).toBe("pending");
    document.querySelector(".opener")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await runtime.settled();
    expect(mount).toHaveBeenCalledOnce();
    expect(fire).toBeTypeOf("function");
  });

  it("mounts an interaction island early when its arm signal fires", async () => {
    const mount = vi.fn();
    let fire: () => void = () => undefined;
    document.body.innerHTML = renderIsland({ name: "drawer", version: 1, when: "interaction", props: { label: "a" } });
    const runtime = createRuntime([fakeIsland("drawer", mount, { arm: () => new Promise<void>((resolve) => (fire = resolve)) })], context);
    runtime.scan();
    fire();
    await runtime.settled();
    expect(mount).toHaveBeenCalledOnce();
  });

  it("evaluates React before a React island's code, never for a plain behaviour", async () => {
    const order: string[] = [];
    vi.mocked(warmReact).mockClear().mockImplementation(async () => void order.push("react"));
    const island = (name: string, react: boolean): RegisteredIsland =>
      defineIsland({
        name,
        versions: [1],
        parseProps: () => ({ ok: true, value: {} }),
        load: async () => {
          order.push(`load ${name}`);
          return { mount: () => void order.push(`mount ${name}`) };
        },
        react,
      });
    document.body.innerHTML = renderIsland({ name: "plain", version: 1, when: "load", props: {} }) + renderIsland({ name: "view", version: 1, when: "load", props: {} });
    const runtime = createRuntime([island("plain", false), island("view", true)], context);
    runtime.scan();
    await runtime.settled();
    expect(warmReact).toHaveBeenCalledOnce();
    expect(order.indexOf("react")).toBeLessThan(order.indexOf("load view"));
    expect(order.filter((step) => step.startsWith("mount"))).toEqual(["mount plain", "mount view"]);
  });

  it("loads every ready island's code at once, and mounts them one at a time in page order", async () => {
    const loads: Array<() => void> = [];
    const mounted: string[] = [];
    const island = (name: string): RegisteredIsland =>
      defineIsland({
        name,
        versions: [1],
        parseProps: () => ({ ok: true, value: {} }),
        load: () => new Promise<IslandModule<object>>((resolve) => loads.push(() => resolve({ mount: () => void mounted.push(name) }))),
      });
    document.body.innerHTML = ["a", "b", "c"].map((name) => renderIsland({ name, version: 1, when: "load", props: {} })).join("");
    const runtime = createRuntime([island("a"), island("b"), island("c")], context);
    runtime.scan();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(loads).toHaveLength(3);
    // The last to arrive does not jump the line: c's code first, then b's, then a's.
    for (const load of [...loads].reverse()) load();
    await runtime.settled();
    expect(mounted).toEqual(["a", "b", "c"]);
  });

  it("mounts an island the shopper is using ahead of those waiting in line", async () => {
    const mounted: string[] = [];
    let press: () => void = () => undefined;
    let releaseFirst: () => void = () => undefined;
    const first = fakeIsland("first", () => mounted.push("first"), {
      load: () => new Promise((resolve) => (releaseFirst = () => resolve({ mount: () => void mounted.push("first") }))),
    });
    const used = fakeIsland("used", () => mounted.push("used"), { arm: () => new Promise<void>((resolve) => (press = resolve)) });
    document.body.innerHTML = ["first", "waiting", "later", "used"].map((name) => renderIsland({ name, version: 1, when: "load", props: { label: name } })).join("");
    const runtime = createRuntime([first, fakeIsland("waiting", () => mounted.push("waiting")), fakeIsland("later", () => mounted.push("later")), used], context);
    runtime.scan();
    await new Promise((resolve) => setTimeout(resolve, 5));
    press();
    releaseFirst();
    await runtime.settled();
    expect(mounted).toEqual(["first", "used", "waiting", "later"]);
  });

  it("does not mount an island removed from the page before its turn", async () => {
    const mount = vi.fn();
    document.body.innerHTML = renderIsland({ name: "badge", version: 1, when: "load", props: { label: "a" } });
    const runtime = createRuntime([fakeIsland("badge", mount)], context);
    runtime.scan();
    document.body.innerHTML = "";
    await runtime.settled();
    expect(mount).not.toHaveBeenCalled();
  });
});
