import { beforeEach, describe, expect, it } from "vitest";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { SUB_FORM_SELECTOR } from "./dialog";
import { conversionData, formFields, placeMessages, readFormSettings, successTarget } from "./form";
import { readMessagePosition } from "./props";

const FAILED = "Sorry, your form could not be sent. Please try again.";
const EMAIL_ERROR = { success: false as const, errors: [{ field: "email", message: "Please enter a valid email." }] };
const SUBSCRIBED = { success: true as const, message: "You have been subscribed!", redirect: "" };

function mayPromoForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>(SUB_FORM_SELECTOR);
  if (!form) throw new Error("no form");
  return form;
}

beforeEach(() => loadCapturedBody("popup-shop.html"));

describe("the captured form", () => {
  it("reads its data-settings: no close, no redirect", () => {
    expect(readFormSettings(mayPromoForm())).toEqual({ closePopup: false, closeDelay: 0, redirectEnabled: false, redirect: "" });
  });

  it("serializes its fields in the page's order and the popup id last (capture 49's order)", () => {
    const form = mayPromoForm();
    const email = form.querySelector<HTMLInputElement>("input[name=email]");
    const yes = form.querySelector<HTMLInputElement>("input[name=consent][value=yes]");
    if (!email || !yes) throw new Error("no fields");
    email.value = "shopper@example.com";
    yes.checked = true;
    expect(formFields(form, 100)).toEqual([
      ["email", "shopper@example.com"],
      ["provider", ""],
      ["consent_args", '{"enabled":"yes","required":false,"text":"Notify me about related content and special offers."}'],
      ["consent", "yes"],
      ["pum_form_popup_id", "100"],
    ]);
  });

  it("leaves out the consent when none is chosen (capture 51)", () => {
    expect(formFields(mayPromoForm(), 100).map(([name]) => name)).toEqual(["email", "provider", "consent_args", "pum_form_popup_id"]);
  });
});

describe("where messages go (docs/behaviour/popup.md#form)", () => {
  const has = (field: string): boolean => field === "email";

  it("puts the success message in the block", () => {
    expect(placeMessages(SUBSCRIBED, "top", has, FAILED)).toEqual({ block: [{ type: "success", text: "You have been subscribed!" }], fields: [] });
  });

  it("puts field errors in the block with the position top or bottom, naming their field", () => {
    const placed = { block: [{ type: "error", text: "Please enter a valid email.", field: "email" }], fields: [] };
    expect(placeMessages(EMAIL_ERROR, "top", has, FAILED)).toEqual(placed);
    expect(placeMessages(EMAIL_ERROR, "bottom", has, FAILED)).toEqual(placed);
  });

  it("puts a field's error next to it with any other position, and the rest in the block", () => {
    const answer = { success: false as const, errors: [...EMAIL_ERROR.errors, { field: "name", message: "No name field" }, { field: null, message: "Try later" }] };
    expect(placeMessages(answer, "field", has, FAILED)).toEqual({
      block: [
        { type: "error", text: "No name field" },
        { type: "error", text: "Try later" },
      ],
      fields: [{ field: "email", text: "Please enter a valid email." }],
    });
  });

  it("says the failure text for a refusal with no error in it", () => {
    expect(placeMessages({ success: false, errors: [] }, "top", has, FAILED)).toEqual({ block: [{ type: "error", text: FAILED }], fields: [] });
  });

  it("reads pum_vars.message_position", () => {
    expect(["top", "bottom", "", "next"].map(readMessagePosition)).toEqual(["top", "bottom", "field", "field"]);
  });
});

describe("where a success leads", () => {
  const here = "http://127.0.0.1:8881/shop/";
  const settings = { closePopup: false, closeDelay: 0, redirectEnabled: true, redirect: "/thanks/" };

  it("follows the form's redirect when enabled, or reloads with an empty one", () => {
    expect(successTarget(settings, SUBSCRIBED, false, here)).toBe("/thanks/");
    expect(successTarget({ ...settings, redirect: "" }, SUBSCRIBED, false, here)).toBe(here);
  });

  it("follows the server's redirect only for a form that asks for it", () => {
    const answer = { ...SUBSCRIBED, redirect: "/welcome/" };
    const off = { ...settings, redirectEnabled: false };
    expect(successTarget(off, answer, true, here)).toBe("/welcome/");
    expect(successTarget(off, answer, false, here)).toBeNull();
    expect(successTarget(off, SUBSCRIBED, true, here)).toBeNull();
  });

  it("decodes the base64 redirect Popup Maker prints", () => {
    const form = document.createElement("form");
    form.setAttribute("data-settings", JSON.stringify({ closepopup: "1", closedelay: "2", redirect_enabled: "1", redirect: btoa("https://evil.example/") }));
    expect(readFormSettings(form)).toEqual({ closePopup: true, closeDelay: 2, redirectEnabled: true, redirect: "https://evil.example/" });
    form.setAttribute("data-settings", JSON.stringify({ redirect_enabled: true, redirect: "%%%" }));
    expect(readFormSettings(form).redirect).toBe("");
  });
});

it("describes a conversion as capture 53 does", () => {
  expect(conversionData(100, 0)).toEqual({ type: "form_submission", formProvider: "pumsubform", formId: 100, formKey: "pumsubform_100_1", formInstanceId: 1 });
});
