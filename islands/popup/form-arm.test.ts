import { afterEach, describe, expect, it, vi } from "vitest";
import { armPopupForms } from "./form-arm";

const FAILED = "Sorry, your form could not be sent. Please try again.";
let teardown = new AbortController();

function formPage(): { form: HTMLFormElement; email: HTMLInputElement; button: HTMLButtonElement } {
  document.body.innerHTML = `<div class="pum-content"><p>Join</p><form class="pum-sub-form"><div class="pum-form__field"><input name="email"></div><button>Subscribe</button></form></div>`;
  const form = document.querySelector("form");
  const email = document.querySelector("input");
  const button = document.querySelector("button");
  if (!form || !email || !button) throw new Error("no form");
  return { form, email, button };
}

const content = (): HTMLElement => document.querySelector<HTMLElement>(".pum-content") ?? document.body;
const submitEvent = (submitter: HTMLElement | null): SubmitEvent => new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });

/** A load that resolves when told to, and the submits the forms' code saw once "mounted". */
function fakeForms(form: HTMLFormElement): { load: () => Promise<void>; finish: () => void; fail: () => void; seen: (HTMLElement | null)[]; loads: () => number } {
  let finish = (): void => undefined;
  let fail = (): void => undefined;
  let loads = 0;
  const seen: (HTMLElement | null)[] = [];
  const load = (): Promise<void> => {
    loads += 1;
    return new Promise<void>((resolve, reject) => {
      finish = () => {
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          seen.push(event.submitter);
        });
        resolve();
      };
      fail = () => reject(new Error("no React"));
    });
  };
  return { load, finish: () => finish(), fail: () => fail(), seen, loads: () => loads };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  teardown.abort();
  teardown = new AbortController();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the popup's forms before their code", () => {
  it("loads nothing until the shopper reaches a form; a focus in it loads the code once", async () => {
    const { form, email } = formPage();
    const forms = fakeForms(form);
    armPopupForms([form], { overlay: content(), formSelector: "form.pum-sub-form", load: forms.load, failedText: FAILED, position: "top", signal: teardown.signal });
    document.querySelector<HTMLElement>(".pum-content p")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(forms.loads()).toBe(0);
    email.focus();
    email.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(forms.loads()).toBe(1);
  });

  it("holds a submit that lands before the code listens, and gives it to the code (with its button) once it does", async () => {
    const { form, button } = formPage();
    const forms = fakeForms(form);
    armPopupForms([form], { overlay: content(), formSelector: "form.pum-sub-form", load: forms.load, failedText: FAILED, position: "top", signal: teardown.signal });
    const first = submitEvent(button);
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(forms.loads()).toBe(1);
    expect(forms.seen).toEqual([]);
    forms.finish();
    await settle();
    expect(forms.seen).toEqual([button]);
    // From now on the code alone answers a submit.
    form.dispatchEvent(submitEvent(null));
    expect(forms.seen).toEqual([button, null]);
  });

  it("says the form could not be sent, as text where its messages go, when the code cannot load, and once per try", async () => {
    const { form } = formPage();
    const forms = fakeForms(form);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    armPopupForms([form], { overlay: content(), formSelector: "form.pum-sub-form", load: forms.load, failedText: FAILED, position: "bottom", signal: teardown.signal });
    form.dispatchEvent(submitEvent(null));
    forms.fail();
    await settle();
    const alerts = (): string[] => Array.from(form.querySelectorAll('[role="alert"]'), (alert) => alert.textContent ?? "");
    expect(alerts()).toEqual([FAILED]);
    expect(form.lastElementChild?.className).toBe("pum-form__messages pum-form__messages--bottom");
    expect(warn).toHaveBeenCalledOnce();
    const again = submitEvent(null);
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    expect(alerts()).toEqual([FAILED]);
    expect(forms.loads()).toBe(1);
  });

  it("stops holding when the island is torn down", () => {
    const { form } = formPage();
    const forms = fakeForms(form);
    armPopupForms([form], { overlay: content(), formSelector: "form.pum-sub-form", load: forms.load, failedText: FAILED, position: "top", signal: teardown.signal });
    teardown.abort();
    const submit = submitEvent(null);
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(forms.loads()).toBe(0);
  });
});
