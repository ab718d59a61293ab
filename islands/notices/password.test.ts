import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fieldOf, SHOWN_CLASS, togglePassword, wirePasswordToggles } from "./password";
import { loadAccountBody } from "./testing";

let teardown: AbortController;
const toggle = (): HTMLButtonElement => document.querySelector(".password-input .show-password-input") as HTMLButtonElement;
const field = (): HTMLInputElement => document.querySelector("#password") as HTMLInputElement;

beforeEach(() => {
  teardown = new AbortController();
  loadAccountBody();
});
afterEach(() => {
  teardown.abort();
  document.body.innerHTML = "";
});

describe("password show/hide (docs/behaviour/site-ui.md#passwords)", () => {
  it("is printed hidden beside WooCommerce's field, named, not pressed, and shown once wired", () => {
    expect(toggle().hidden).toBe(true);
    expect(toggle().type).toBe("button");
    expect(toggle().getAttribute("aria-label")).toBe("Show password");
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    expect(toggle().getAttribute("aria-controls")).toBe("password");
    expect(fieldOf(toggle())).toBe(field());
    wirePasswordToggles(teardown.signal);
    expect(toggle().hidden).toBe(false);
  });

  it("a press shows the password, another hides it again; the name stays, aria-pressed says the state", () => {
    wirePasswordToggles(teardown.signal);
    toggle().click();
    expect(field().type).toBe("text");
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(toggle().classList.contains(SHOWN_CLASS)).toBe(true);
    expect(toggle().getAttribute("aria-label")).toBe("Show password");
    toggle().click();
    expect(field().type).toBe("password");
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    expect(toggle().classList.contains(SHOWN_CLASS)).toBe(false);
  });

  it("keeps the caret and the selection where they were", () => {
    wirePasswordToggles(teardown.signal);
    field().value = "s3cret-pass";
    field().focus();
    field().setSelectionRange(2, 5);
    toggle().click();
    expect([field().selectionStart, field().selectionEnd]).toEqual([2, 5]);
    field().setSelectionRange(4, 4);
    togglePassword(toggle(), field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([4, 4]);
  });

  it("a pointer press leaves the focus in the field the shopper is typing in", () => {
    wirePasswordToggles(teardown.signal);
    field().focus();
    const down = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    toggle().dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    const elsewhere = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    toggle().focus();
    toggle().dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
  });

  it("a key press leaves the focus on the button, to press again", () => {
    wirePasswordToggles(teardown.signal);
    toggle().focus();
    toggle().click();
    expect(document.activeElement).toBe(toggle());
    expect(field().type).toBe("text");
  });

  it("goes back to hidden, unwired, with the island", () => {
    wirePasswordToggles(teardown.signal);
    teardown.abort();
    expect(toggle().hidden).toBe(true);
    toggle().click();
    expect(field().type).toBe("password");
  });

  it("leaves a button without its field alone", () => {
    document.body.innerHTML = '<span class="password-input"><button type="button" class="show-password-input" hidden></button></span>';
    wirePasswordToggles(teardown.signal);
    expect(toggle().hidden).toBe(true);
  });
});
