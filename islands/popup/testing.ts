/** The popup island on a captured page, as the plugin prints it, for the island's tests. */
import { expect, vi } from "vitest";
import { createClient } from "../../src/api/client";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadCapturedBody, routedFetch, testConfig, type Responder } from "../../src/testing/fixtures";
import { wrapInIsland } from "../../src/testing/islands";
import { popupIsland } from "./index";

/** What the plugin reads from the captured page's `pum_vars` and `pum_popups` (wp-plugin/includes/popup.php). */
export const MAY_PROMO_PROPS = {
  ajaxUrl: "/wp-admin/admin-ajax.php",
  analyticsApi: "/wp-json/pum/v1",
  analyticsRoute: "analytics",
  analytics: true,
  messagePosition: "top",
  homeUrl: "/",
  cookieDomain: "",
  closeOnFormSubmission: false,
  closeOnFormSubmissionDelay: 0,
  label: "Popup",
  failedText: "Sorry, your form could not be sent. Please try again.",
};

export const POPUP_COOKIES = ["pum-100", "pum-100-success"];

export function clearPopupCookies(): void {
  for (const name of POPUP_COOKIES) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

export function one<T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

export interface PopupPage {
  island: HTMLElement;
  overlay: HTMLElement;
  runtime: Runtime;
  calls: ReturnType<typeof routedFetch>["calls"];
  beacons: [string, [string, string][]][];
}

/** Reduced motion: the fades take no time, so the tests need not wait for them. */
export function preferReducedMotion(reduce: boolean): void {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList);
}

/** popup-shop.html with may-promo in a popup island (`settings` replaces its data-popmake), booted. */
/** The arm (a chunk of its own) has armed the triggers: it gave them Popup Maker's class. */
export async function armed(): Promise<void> {
  await vi.waitFor(() => expect(document.querySelector(".may-promo-trigger.pum-trigger")).not.toBeNull(), { timeout: 3000 });
}

export function bootPopupPage(routes: Record<string, Responder> = {}, options: { settings?: (raw: string) => string; props?: Record<string, unknown> } = {}): PopupPage {
  loadCapturedBody("popup-shop.html");
  const overlay = byId("pum-100");
  if (options.settings) overlay.setAttribute("data-popmake", options.settings(overlay.getAttribute("data-popmake") ?? ""));
  const island = wrapInIsland(overlay, "popup", { when: "interaction", props: options.props ?? MAY_PROMO_PROPS });
  const beacons: PopupPage["beacons"] = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, data: FormData) => {
      beacons.push([url, [...data.entries()].map(([name, value]) => [name, String(value)])]);
      return true;
    },
  });
  // The form posts to pum_vars.ajaxurl with its action in the body: routedFetch names it "".
  const { fetch, calls } = routedFetch({ ...routes, "": routes.pum_sub_form ?? (() => new Response("0", { status: 400 })) });
  const config = testConfig();
  const runtime = createRuntime([popupIsland], { config, client: createClient(config, { fetch }) });
  runtime.scan();
  return { island, overlay, runtime, calls, beacons };
}
