import { afterEach, describe, expect, it } from "vitest";
import { holdPresses } from "./hold-press";
import { takeHeldPress } from "./take-held-press";

const HELD = "data-test-held";
let teardown = new AbortController();

function page(): HTMLElement {
  document.body.innerHTML = '<a href="#" class="act" id="first">1</a><a href="#" class="act" id="second">2</a><div id="island"></div>';
  const island = document.getElementById("island");
  if (!island) throw new Error("no island");
  return island;
}
const press = (id: string): MouseEvent => {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(click);
  return click;
};

afterEach(() => {
  teardown.abort();
  teardown = new AbortController();
  document.body.innerHTML = "";
});

describe("holding a press until the island's code listens", () => {
  it("holds the latest press, keeps its default when asked, and hands it over once", async () => {
    const island = page();
    const held = holdPresses(island, { selector: ".act", heldAttribute: HELD, preventDefault: true }, teardown.signal);
    expect(press("first").defaultPrevented).toBe(true);
    press("second");
    await held;
    expect(document.querySelectorAll(`[${HELD}]`)).toHaveLength(1);
    expect(takeHeldPress(island, HELD, teardown.signal)?.id).toBe("second");
    expect(takeHeldPress(island, HELD, teardown.signal)).toBeNull();
  });

  it("lets presses through once the code listens, and holds again after a teardown", () => {
    const island = page();
    const code = new AbortController();
    void holdPresses(island, { selector: ".act", heldAttribute: HELD, preventDefault: false }, teardown.signal);
    takeHeldPress(island, HELD, code.signal);
    expect(press("first").defaultPrevented).toBe(false);
    expect(document.querySelector(`[${HELD}]`)).toBeNull();
    code.abort();
    press("first");
    expect(document.getElementById("first")?.hasAttribute(HELD)).toBe(true);
  });
});
