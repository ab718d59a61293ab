import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capturedJson, hangingResponder, htmlResponse, jsonResponse, type Responder } from "../../src/testing/fixtures";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { rendered } from "../../src/testing/react";
import { navigation } from "../../src/bridge/navigate";
import { armed, bootPopupPage, clearPopupCookies, MAY_PROMO_PROPS, one, preferReducedMotion, type PopupPage } from "./testing";

const FAILED = MAY_PROMO_PROPS.failedText;
let page: PopupPage | null = null;
let jquery: FakeJQuery | null = null;

async function openWith(routes: Record<string, Responder>, options: Parameters<typeof bootPopupPage>[1] = {}): Promise<PopupPage & { form: HTMLFormElement }> {
  page = bootPopupPage(routes, options);
  preferReducedMotion(true);
  await armed();
  one(".may-promo-trigger").click();
  await vi.waitFor(() => expect(page?.overlay.getAttribute("data-islet-phase")).toBe("open"), { timeout: 3000 });
  await rendered();
  return { ...page, form: one<HTMLFormElement>("form.pum-sub-form", page.overlay) };
}

/** Fills the form and submits it as the browser does once its own checks pass (or with them bypassed). */
async function submit(form: HTMLFormElement, email: string, consent: "yes" | "no" | null = "yes"): Promise<void> {
  one<HTMLInputElement>("input[name=email]", form).value = email;
  if (consent) one<HTMLInputElement>(`input[name=consent][value=${consent}]`, form).checked = true;
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
  await rendered();
}

const messages = (form: HTMLFormElement): string[] => Array.from(form.querySelectorAll(".pum-form__message"), (message) => `${message.className}: ${message.textContent ?? ""}`);

beforeEach(() => {
  clearPopupCookies();
  preferReducedMotion(true);
  jquery = installFakeJQuery();
});
afterEach(() => {
  page?.runtime.destroy();
  page = null;
  jquery?.uninstall();
  clearPopupCookies();
  document.documentElement.className = "";
});

describe("an error from the server (captures 49, 50)", () => {
  it("shows the server's text in the block at the top of the form, marks the form and the email", async () => {
    const { form, calls } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("49-pum_sub_form-empty-email")) });
    await submit(form, "");
    await vi.waitFor(() => expect(messages(form)).toEqual(["pum-form__message pum-form__message--error: Please enter a valid email."]));
    const block = one(".pum-form__messages", form);
    expect(block.className).toBe("pum-form__messages pum-form__messages--top");
    expect(form.firstElementChild?.contains(block)).toBe(true);
    expect(form.classList.contains("pum-form--errors")).toBe(true);
    const email = one<HTMLInputElement>("input[name=email]", form);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please enter a valid email.");
    // Popup Maker's label beside the field names it (it is not tied to it in the markup).
    expect(document.getElementById(email.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Email");
    expect(document.activeElement).toBe(email);
    expect(new URLSearchParams(calls[0]?.body).get("values[pum_form_popup_id]")).toBe("100");
    expect(jquery?.fired.map((event) => event.name)).toContain("pumNewsletterError");
    expect(document.cookie).not.toContain("pum-100-success");
  });

  it("puts the error next to its field when message_position is neither top nor bottom", async () => {
    const { form } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("50-pum_sub_form-bad-email")) }, { props: { ...MAY_PROMO_PROPS, messagePosition: "" } });
    await submit(form, "not-an-email");
    const field = one(".pum-form__field--email", form);
    await vi.waitFor(() => expect(field.querySelector(".pum-form__message--error")?.textContent).toBe("Please enter a valid email."));
    expect(field.classList.contains("pum-form__field--error")).toBe(true);
    expect(form.querySelector(".pum-form__messages")).toBeNull();
  });

  it("puts the block at the bottom with message_position bottom", async () => {
    const { form } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("49-pum_sub_form-empty-email")) }, { props: { ...MAY_PROMO_PROPS, messagePosition: "bottom" } });
    await submit(form, "");
    await vi.waitFor(() => expect(one(".pum-form__messages", form).className).toBe("pum-form__messages pum-form__messages--bottom"));
    expect(form.lastElementChild?.contains(one(".pum-form__messages", form))).toBe(true);
  });
});

describe("a success (captures 51, 52)", () => {
  it("shows the server's message, clears the fields, sets pum-100-success, sends the conversion beacon and stays open", async () => {
    const { form, overlay, beacons, calls } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("52-pum_sub_form-success")) });
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(messages(form)).toEqual(["pum-form__message pum-form__message--success: You have been subscribed!"]));
    expect(form.classList.contains("pum-newsletter-success")).toBe(true);
    expect(form.classList.contains("pum-form--errors")).toBe(false);
    expect(one<HTMLInputElement>("input[name=email]", form).value).toBe("");
    expect(document.cookie).toContain("pum-100-success=true");
    expect(beacons.at(-1)).toEqual([
      "/wp-json/pum/v1/analytics/",
      [
        ["event", "conversion"],
        ["pid", "100"],
        ["_cache", expect.stringMatching(/^\d+$/)],
        ["eventData", '{"type":"form_submission","formProvider":"pumsubform","formId":100,"formKey":"pumsubform_100_1","formInstanceId":1}'],
      ],
    ]);
    expect(document.activeElement?.textContent).toBe("You have been subscribed!");
    expect(overlay.classList.contains("pum-active")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      action: "pum_sub_form",
      "values[email]": "shopper@example.com",
      "values[provider]": "",
      "values[consent_args]": '{"enabled":"yes","required":false,"text":"Notify me about related content and special offers."}',
      "values[consent]": "yes",
      "values[pum_form_popup_id]": "100",
    });
    expect(jquery?.fired.map((event) => event.name)).toEqual(expect.arrayContaining(["pumNewsletterSuccess", "pumFormSuccess"]));
  });

  it("clears an earlier error when the next try succeeds", async () => {
    const answers = [capturedJson("49-pum_sub_form-empty-email"), capturedJson("52-pum_sub_form-success")];
    const { form } = await openWith({ pum_sub_form: () => jsonResponse(answers.shift()) });
    await submit(form, "");
    await vi.waitFor(() => expect(form.classList.contains("pum-form--errors")).toBe(true));
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(messages(form)).toEqual(["pum-form__message pum-form__message--success: You have been subscribed!"]));
    expect(one("input[name=email]", form).hasAttribute("aria-invalid")).toBe(false);
  });

  it("follows a same-origin redirect the form asks for, never another site's", async () => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
    const { form } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("52-pum_sub_form-success")) });
    form.setAttribute("data-settings", JSON.stringify({ redirect_enabled: "1", redirect: btoa("https://evil.example/") }));
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(form.classList.contains("pum-newsletter-success")).toBe(true));
    expect(assign).not.toHaveBeenCalled();
    form.setAttribute("data-settings", JSON.stringify({ redirect_enabled: "1", redirect: btoa("/thanks/") }));
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL("/thanks/", window.location.href).href));
  });
});

describe("bad answers end in our failure text, nothing thrown", () => {
  it.each([
    ["500", () => htmlResponse("<html><body>There has been a critical error on this website.</body></html>", 500)],
    ["an HTML page", () => htmlResponse("<!DOCTYPE html><html><body>wp_die</body></html>")],
    ["malformed JSON", () => new Response('{"success":tr', { headers: { "Content-Type": "application/json" } })],
    ["400 0 (no handler)", () => htmlResponse("0", 400)],
    ["an empty body", () => htmlResponse("")],
    ["a refusal with no error", () => jsonResponse({ success: false, data: {} })],
  ])("%s", async (_, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { form } = await openWith({ pum_sub_form: answer });
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(messages(form)).toEqual([`pum-form__message pum-form__message--error: ${FAILED}`]));
    expect(form.classList.contains("pum-form--loading")).toBe(false);
    expect(one<HTMLButtonElement>("button.pum-form__submit", form).disabled).toBe(false);
    expect(document.cookie).not.toContain("pum-100-success");
    if (_ !== "a refusal with no error") expect(warn).toHaveBeenCalled();
  });

  it("a form and beacons whose addresses point at another site send nothing, and say the form failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const props = { ...MAY_PROMO_PROPS, ajaxUrl: "https://evil.example/collect", analyticsApi: "https://evil.example/wp-json/pum/v1" };
    const { form, calls, beacons } = await openWith({ pum_sub_form: () => jsonResponse(capturedJson("52-pum_sub_form-success")) }, { props });
    await submit(form, "shopper@example.com");
    await vi.waitFor(() => expect(messages(form)).toEqual([`pum-form__message pum-form__message--error: ${FAILED}`]));
    expect(calls).toHaveLength(0);
    expect(beacons).toEqual([]);
    expect(document.cookie).not.toContain("pum-100-success");
    expect(warn).toHaveBeenCalled();
  });

  it("shows the form busy while it waits, and sends once", async () => {
    const { form, calls } = await openWith({ pum_sub_form: hangingResponder() });
    await submit(form, "shopper@example.com");
    await submit(form, "shopper@example.com");
    expect(form.classList.contains("pum-form--loading")).toBe(true);
    expect(one<HTMLButtonElement>("button.pum-form__submit", form).disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
