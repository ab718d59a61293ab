/** The arm on the captured shop page: it opens at once and closes until the shell takes over. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $cartDrawerOpen } from "../../src/stores/drawer";
import { armDrawer, whenFirstOpened } from "./arm";
import { $drawerShellMounted } from "./dialog";
import { find, loadDrawerPage } from "./test-page";

const OPENERS = ".shoptimizer-cart a.cart-contents";
let disarm = new AbortController();

const escape = (): void => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
/** `detail` is the click's place in one gesture: 2 for the second click of a double click. */
const click = (element: HTMLElement, detail = 1): boolean =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail }));

beforeEach(() => {
  loadDrawerPage();
  $cartDrawerOpen.set(false);
  $drawerShellMounted.set(false);
  disarm = new AbortController();
  armDrawer(find('[data-island="mini-cart"]'), OPENERS, disarm.signal);
});

afterEach(() => {
  disarm.abort();
  $drawerShellMounted.set(false);
});

describe("before the shell has mounted", () => {
  it("opens at an opener's click without following its link", () => {
    expect(click(find(OPENERS))).toBe(false);
    expect($cartDrawerOpen.get()).toBe(true);
  });

  it("closes on Escape, on the close button and on a click outside; not on a click inside", () => {
    click(find(OPENERS));
    escape();
    expect($cartDrawerOpen.get()).toBe(false);
    click(find(OPENERS));
    click(find("#shoptimizerCartDrawer .cart-drawer-heading"));
    expect($cartDrawerOpen.get()).toBe(true);
    click(find("#shoptimizerCartDrawer .close-drawer svg"));
    expect($cartDrawerOpen.get()).toBe(false);
    click(find(OPENERS));
    click(find(".site-title a"));
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("stays open at the second click of a double click that an add answered in between", () => {
    const title = find(".site-title a");
    click(title);
    $cartDrawerOpen.set(true); // the add's answer opens the drawer between the two clicks
    click(title, 2);
    expect($cartDrawerOpen.get()).toBe(true);
    click(title);
    expect($cartDrawerOpen.get()).toBe(false);
  });
});

describe("once the shell has mounted", () => {
  it("only opens: closing is the shell's", () => {
    $drawerShellMounted.set(true);
    click(find(OPENERS));
    escape();
    click(find(".site-title a"));
    click(find("#shoptimizerCartDrawer .close-drawer"));
    expect($cartDrawerOpen.get()).toBe(true);
  });
});

describe("the arm's life", () => {
  it("stops listening when the runtime is torn down", () => {
    disarm.abort();
    click(find(OPENERS));
    expect($cartDrawerOpen.get()).toBe(false);
  });

  it("throws without a dialog", () => {
    document.body.innerHTML = '<div data-island="mini-cart"></div>';
    expect(() => armDrawer(find('[data-island="mini-cart"]'), OPENERS)).toThrow("no [role=dialog]");
  });

  it("resolves the first opening (the island mounts then at the latest)", async () => {
    const opened = whenFirstOpened(disarm.signal);
    click(find(OPENERS));
    await expect(opened).resolves.toBeUndefined();
  });
});
