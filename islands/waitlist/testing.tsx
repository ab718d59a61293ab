/** Shared by the waitlist's tests: the captured pages, their 'Get notified' buttons, and the tree rendered on its own. */
import { mountReact } from "../../src/runtime/react";
import { readVariations, setVariationState } from "../../src/stores/variation";
import { closeWaitlist } from "../../src/stores/waitlist";
import { loadCapturedBody } from "../../src/testing/fixtures";
import type { WaitlistOutcome } from "./submit";
import { Waitlist } from "./Waitlist";

export const HOODIE = "product-variable-hoodie.html";
export const BEANIE = "product-simple-out-of-stock-beanie.html";
export const FORM = "form.variations_form:not(.cgkit-swatch-form)";

export const get = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T => {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** CommerceKit's footer copy of the popup: the fallback for a button printed without one. */
export const footerPopup = (): HTMLElement => get("#cgkit_wtls_clone #commercekit-waitlist-popup");

/** The page's own 'Get notified' (the summary's, or the chosen variation's), not the footer copy's. */
export function pageOpener(): HTMLInputElement {
  const opener = Array.from(document.querySelectorAll<HTMLInputElement>("input.ckwtl-button2")).find((button) => !button.closest("#cgkit_wtls_clone"));
  if (!opener) throw new Error("no Get notified on the page");
  return opener;
}

/** What the variation form does for Blue + 3XL: the state, and the variation's availability painted. */
export function chooseBlue3xl(): void {
  const form = get<HTMLFormElement>(FORM);
  const variation = readVariations(JSON.parse(form.getAttribute("data-product_variations") ?? "[]"))?.find((v) => v.id === 50);
  if (!variation) throw new Error("no Blue 3XL");
  get<HTMLSelectElement>("select#colour").value = "Blue";
  get<HTMLSelectElement>("select#size").value = "3XL";
  // happy-dom leaves &lt; &gt; encoded in this attribute, where a browser decodes them.
  const html = variation.availabilityHtml.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  get(".single_variation", form).innerHTML = `<div class="woocommerce-variation-availability">${html}</div>`;
  setVariationState({ kind: "unavailable", variation });
}

export interface RenderedWaitlist {
  /** The emails the dialog sent. */
  sent: string[];
  unmount(): void;
}

/** Loads `page` and renders the island's tree into a node of its own (no runtime, no arm). */
export async function renderWaitlist(page: string, send: (email: string) => Promise<WaitlistOutcome>): Promise<RenderedWaitlist> {
  loadCapturedBody(page);
  const sent: string[] = [];
  const teardown = new AbortController();
  const host = document.createElement("div");
  document.body.append(host);
  const record = (email: string): Promise<WaitlistOutcome> => {
    sent.push(email);
    return send(email);
  };
  await mountReact(host, <Waitlist fallbackPopup={footerPopup()} send={record} />, teardown.signal);
  return { sent, unmount: () => teardown.abort() };
}

/** Puts the page back as it was: no dialog asked for, nothing chosen, no body class. */
export function resetWaitlistPage(): void {
  closeWaitlist();
  setVariationState({ kind: "none" });
  document.body.className = "";
}
