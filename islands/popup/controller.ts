/**
 * One popup's states and transitions (docs/behaviour/popup.md#opening): closed → opening → open →
 * closing → closed. Opening is refused while it is not closed (already open); it fades the overlay
 * in, then the container, half the animation speed each (1000 ms for may-promo; none with reduced
 * motion), then fires `pumAfterOpen`, sets the `on_popup_open` cookies and sends the open beacon.
 * Closing fires `pumBeforeClose`, sets the `on_popup_close` cookies (1 month for may-promo) and
 * fades the container, then the overlay (200 ms each). A form's success sets its cookies, sends the
 * conversion beacon and closes the popup when its settings say so. Popup Maker's `preventOpen` /
 * `preventClose` classes, put on the overlay by a `pumBeforeOpen` / `pumBeforeClose` listener,
 * cancel the step as they do with Popup Maker.
 */
import { atom, type ReadableAtom } from "nanostores";
import type { BeaconEvent } from "../../src/api/popup-beacon";
import type { DisplaySettings } from "./settings";
import { addOpenPopup, removeOpenPopup, $openPopups, type OpenPopup } from "./store";

export type PopupPhase = "closed" | "opening" | "open" | "closing";

/** jQuery's "fast": each half of a close. */
export const CLOSE_STEP_MS = 200;

export interface PopupDeps {
  id: number;
  display: DisplaySettings;
  reducedMotion(): boolean;
  /** Fires one of Popup Maker's jQuery events on the overlay. */
  fire(name: string): void;
  /** Takes a `preventOpen` / `preventClose` class a listener left (true when there was one). */
  takePrevented(kind: "preventOpen" | "preventClose"): boolean;
  /** Sets the popup's cookies for an event. */
  setCookies(event: string): void;
  beacon(event: BeaconEvent): void;
}

export interface FormSuccess {
  /** The form's own `closepopup` and `closedelay` (seconds). */
  closePopup: boolean;
  closeDelayS: number;
  /** The popup's `close_on_form_submission` and its delay (ms). */
  closeOnSubmission: boolean;
  closeOnSubmissionDelayMs: number;
  /** The conversion beacon's `eventData`. */
  eventData: Record<string, unknown>;
}

export interface PopupController {
  $phase: ReadableAtom<PopupPhase>;
  /** Half the opening: the overlay's fade, then the container's (ms). */
  fadeInStepMs(): number;
  closeStepMs(): number;
  open(): void;
  close(): void;
  formSucceeded(success: FormSuccess): void;
  dispose(): void;
}

export function createPopupController(deps: PopupDeps): PopupController {
  const $phase = atom<PopupPhase>("closed");
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let step: ReturnType<typeof setTimeout> | undefined;
  const animated = (): boolean => !deps.reducedMotion() && deps.display.animationType !== "none";
  const fadeInStepMs = (): number => (animated() ? deps.display.animationSpeed / 2 : 0);
  const closeStepMs = (): number => (deps.reducedMotion() ? 0 : CLOSE_STEP_MS);
  const after = (ms: number, run: () => void): ReturnType<typeof setTimeout> => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const nextStep = (ms: number, run: () => void): void => {
    if (step !== undefined) clearTimeout(step);
    step = after(ms, run);
  };

  const handle: OpenPopup = {
    close: () => close(),
    overlayDisabled: deps.display.overlayDisabled,
    positionFixed: deps.display.positionFixed,
  };

  function open(): void {
    if ($phase.get() !== "closed") return;
    if (!deps.display.stackable) for (const other of $openPopups.get()) if (other !== handle) other.close();
    deps.fire("pumBeforeOpen");
    if (deps.takePrevented("preventOpen")) {
      deps.fire("pumOpenPrevented");
      return;
    }
    $phase.set("opening");
    addOpenPopup(handle);
    nextStep(fadeInStepMs() * 2, () => {
      $phase.set("open");
      deps.fire("pumAfterOpen");
      deps.setCookies("on_popup_open");
      deps.beacon({ event: "open", pid: deps.id });
    });
  }

  function close(): void {
    const phase = $phase.get();
    if (phase === "closed" || phase === "closing") return;
    deps.fire("pumBeforeClose");
    // Popup Maker writes the close cookie from its own pumBeforeClose listener: before a listener's preventClose is read.
    deps.setCookies("on_popup_close");
    if (deps.takePrevented("preventClose")) {
      deps.fire("pumClosePrevented");
      return;
    }
    $phase.set("closing");
    nextStep(closeStepMs() * 2, () => {
      $phase.set("closed");
      removeOpenPopup(handle);
      deps.fire("pumAfterClose");
    });
  }

  function formSucceeded(success: FormSuccess): void {
    deps.setCookies("pum_sub_form_success");
    deps.setCookies("form_success");
    deps.beacon({ event: "conversion", pid: deps.id, eventData: success.eventData });
    deps.fire("pumFormSuccess");
    if (success.closeOnSubmission) after(success.closeOnSubmissionDelayMs, close);
    if (success.closePopup) after(success.closeDelayS * 1000, close);
  }

  return {
    $phase,
    fadeInStepMs,
    closeStepMs,
    open,
    close,
    formSucceeded,
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      removeOpenPopup(handle);
    },
  };
}
