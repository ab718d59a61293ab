import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../api/client";
import { renderIsland } from "../contract/markup";
import { routedFetch, testConfig } from "../testing/fixtures";
import { warmReact } from "./react-warm";
import { createRuntime, STATE_ATTRIBUTE } from "./scan";
import { defineIsland, type RegisteredIsland } from "./types";

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

  it("evaluates React before a React island's module, never for a plain behaviour", async () => {
    const order: string[] = [];
    vi.mocked(warmReact).mockClear().mockImplementation(async () => void order.push("react"));
    document.body.innerHTML = renderIsland({ name: "plain", version: 1, when: "load", props: { label: "a" } }) + renderIsland({ name: "view", version: 1, when: "load", props: { label: "b" } });
    const runtime = createRuntime(
      [fakeIsland("plain", () => order.push("plain")), fakeIsland("view", () => order.push("view"), { react: true })],
      context,
    );
    runtime.scan();
    await runtime.settled();
    expect(order).toEqual(["plain", "react", "view"]);
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
