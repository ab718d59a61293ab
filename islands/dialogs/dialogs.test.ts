import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { appendIsland } from "../../src/testing/islands";
import { dialogsIsland } from "./index";

let runtime: Runtime | null = null;

const get = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));
const press = (element: Element): void => void element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

const SEARCH_MODAL =
  '<button type="button" class="search-trigger" data-trigger="searchToggle" aria-label="Search"></button>' +
  '<dialog class="shoptimizer-modal" data-shoptimizermodal-id="searchToggle" aria-label="Search products"><div class="shoptimizer-modal--container">' +
  '<form method="dialog"><button aria-label="Close modal" class="shoptimizer-modal--button_close" data-dismiss="modal">x</button></form>' +
  '<div class="shoptimizer-modal--content"><form role="search"><input type="search" name="s" id="woocommerce-product-search-field-2"></form></div></div></dialog>';

async function mount(extra = "") {
  loadCapturedBody("product-variable-hoodie.html");
  document.body.insertAdjacentHTML("beforeend", extra);
  const island = appendIsland("dialogs", { when: "interaction" });
  const config = testConfig();
  runtime = createRuntime([dialogsIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  await settle();
  return island;
}
const callBack = (): HTMLDialogElement => get<HTMLDialogElement>('dialog[data-shoptimizermodal-id="callBack"]');

afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe("the theme's modal dialogs", () => {
  it("loads on the first press of a trigger, opens its dialog as a modal, and closes on the close button with the focus back", async () => {
    const island = await mount();
    expect(island.getAttribute("data-island-state")).not.toBe("mounted");
    const trigger = get('[data-trigger="callBack"]');
    trigger.focus();
    press(trigger);
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("mounted"));
    expect(callBack().open).toBe(true);
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    press(get('dialog[data-shoptimizermodal-id="callBack"] .shoptimizer-modal--button_close svg'));
    expect(callBack().open).toBe(false);
    await settle();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on a press of the backdrop, not of its content", async () => {
    await mount();
    press(get('[data-trigger="callBack"]'));
    await vi.waitFor(() => expect(callBack().open).toBe(true));
    press(get('dialog[data-shoptimizermodal-id="callBack"] .shoptimizer-modal--content'));
    expect(callBack().open).toBe(true);
    press(callBack());
    expect(callBack().open).toBe(false);
  });

  it("opens the search modal with the focus in its field, after closing any other dialog", async () => {
    await mount(SEARCH_MODAL);
    press(get('[data-trigger="callBack"]'));
    await vi.waitFor(() => expect(callBack().open).toBe(true));
    press(get('[data-trigger="searchToggle"]'));
    const search = get<HTMLDialogElement>('dialog[data-shoptimizermodal-id="searchToggle"]');
    expect(search.open).toBe(true);
    expect(callBack().open).toBe(false);
    expect(document.activeElement).toBe(get("#woocommerce-product-search-field-2"));
  });

  it("leaves a trigger with no dialog of its name alone", async () => {
    await mount('<button type="button" data-trigger="nothing">x</button>');
    press(get('[data-trigger="callBack"]'));
    await vi.waitFor(() => expect(callBack().open).toBe(true));
    callBack().close();
    const lone = new MouseEvent("click", { bubbles: true, cancelable: true });
    get('[data-trigger="nothing"]').dispatchEvent(lone);
    expect(lone.defaultPrevented).toBe(false);
    expect(get('[data-trigger="nothing"]').hasAttribute("aria-haspopup")).toBe(false);
  });
});
