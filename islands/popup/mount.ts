/**
 * The lazily loaded part: the popup's settings and props read in full, its controller and its
 * dialog wired on Popup Maker's markup (plain, dialog-view.ts), and its forms armed: their React
 * code loads when the shopper reaches one (form-arm.ts, docs/decisions/0038). Then it takes over
 * the opens its arm asks for: one asked before it listened (the reason it was loaded, at 3000 ms
 * or a trigger's click) at once, the later ones as events on the island.
 */
import type { PopupIslandProps } from ".";
import { sendPopupBeacon, type BeaconEvent, type BeaconTarget } from "../../src/api/popup-beacon";
import { fireEvent } from "../../src/bridge/jquery";
import { prefersReducedMotion } from "../../src/dom/motion";
import { nextTask } from "../../src/runtime/conditions";
import { warmReact } from "../../src/runtime/react-warm";
import type { IslandContext, IslandModule } from "../../src/runtime/types";
import { createPopupController, type PopupController } from "./controller";
import { setCookiesFor, type CookieScope } from "./cookies";
import { CONTAINER_SELECTOR, dialogName, SUB_FORM_SELECTOR } from "./dialog";
import { wireDialog } from "./dialog-view";
import { armPopupForms } from "./form-arm";
import type { FormDeps } from "./form-context";
import { readPopupProps, type PopupProps } from "./props";
import { targetingPasses } from "./rules";
import { readPopupSettings, type PopupSettings } from "./settings";
import { syncHtmlClasses } from "./store";
import { HeldPress, PageEvent, ThemeMarkup } from "../../src/contract/page-names";

/** Popup Maker counts no opens or conversions of a popup previewed on its own page. */
const tracked = (pid: number): boolean => pid > 0 && !document.body.classList.contains("single-popup");

function beaconFor(props: PopupProps, ajaxUrl: string): (event: BeaconEvent) => void {
  const target: BeaconTarget = { analyticsApi: props.analyticsApi, analyticsRoute: props.analyticsRoute, ajaxUrl };
  return (event) => {
    if (props.analytics && tracked(event.pid)) sendPopupBeacon(target, event);
  };
}

/** Popup Maker's `preventOpen` / `preventClose`, left on the overlay or container by a listener. */
function takePrevented(overlay: HTMLElement, container: HTMLElement, kind: string): boolean {
  const found = overlay.classList.contains(kind) || container.classList.contains(kind);
  overlay.classList.remove(kind);
  container.classList.remove(kind);
  return found;
}

/**
 * The opens the arm asks for, from now on (until the runtime is torn down), each checked against
 * the popup's conditions and device flags first (the arm checked the trigger's cookies).
 */
function takeOpens(island: HTMLElement, settings: PopupSettings, controller: PopupController, signal?: AbortSignal): void {
  const open = (): void => {
    if (targetingPasses(settings.targeting)) controller.open();
  };
  island.addEventListener(PageEvent.PopupOpen, open, { signal });
  island.setAttribute(HeldPress.Listening, "");
  signal?.addEventListener("abort", () => island.removeAttribute(HeldPress.Listening), { once: true });
  if (!island.hasAttribute(HeldPress.PopupOpenAsked)) return;
  island.removeAttribute(HeldPress.PopupOpenAsked);
  // In a task of its own: the module's evaluation and the wiring take one already.
  void nextTask().then(open);
}

/** The forms' React code, loaded (React first: its modules read the page's React) and mounted. */
async function mountForms(element: HTMLElement, forms: readonly HTMLFormElement[], deps: FormDeps): Promise<void> {
  await warmReact(deps.context.config.react);
  const { mountPopupForms } = await import("./forms");
  await mountPopupForms(element, forms, deps);
}

export const popup: IslandModule<PopupIslandProps> = {
  mount(element, { raw }, context) {
    const overlay = element.querySelector<HTMLElement>(ThemeMarkup.PopupOverlay);
    const container = overlay?.querySelector<HTMLElement>(CONTAINER_SELECTOR);
    const settings = overlay ? readPopupSettings(overlay) : null;
    if (!overlay || !container || !settings) throw new Error("popup: Popup Maker's overlay, container or settings are missing");
    const props = readPopupProps(raw);
    const ajaxUrl = props.ajaxUrl || context.config.ajaxUrl;
    const scope: CookieScope = { homeUrl: props.homeUrl, cookieDomain: props.cookieDomain };
    const controller = createPopupController({
      id: settings.id,
      display: settings.display,
      reducedMotion: prefersReducedMotion,
      fire: (name) => fireEvent(overlay, name),
      takePrevented: (kind) => takePrevented(overlay, container, kind),
      setCookies: (event) => setCookiesFor(event, settings.cookies, scope),
      beacon: beaconFor(props, ajaxUrl),
    });
    const unwire = wireDialog({ overlay, container }, controller, { display: settings.display, close: settings.close, name: dialogName(overlay, props.label) });
    const stopSync = syncHtmlClasses();
    context.signal?.addEventListener(
      "abort",
      () => {
        controller.dispose();
        unwire();
        stopSync();
      },
      { once: true },
    );
    const forms = Array.from(overlay.querySelectorAll<HTMLFormElement>(SUB_FORM_SELECTOR));
    const deps: FormDeps = { settings, props, ajaxUrl, controller, context };
    armPopupForms(forms, {
      overlay,
      formSelector: SUB_FORM_SELECTOR,
      load: () => mountForms(element, forms, deps),
      failedText: props.failedText,
      position: props.messagePosition,
      signal: context.signal,
    });
    takeOpens(element, settings, controller, context.signal);
  },
};
