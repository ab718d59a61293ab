/**
 * The popup island's tree: Popup Maker's overlay and container stay the server's elements and
 * show the controller's state (usePopupDialog.ts); what the server did not print — the forms'
 * messages and field errors — is rendered by PopupForm into the forms.
 */
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import type { PopupController } from "./controller";
import type { DialogName } from "./dialog";
import { PopupForm, type FormContext } from "./PopupForm";
import type { CloseSettings, DisplaySettings } from "./settings";
import { useCloseButtonDelay, useCloseControls, useDialogFocus, useDialogFrame, usePhasePaint, type DialogParts } from "./usePopupDialog";

export interface PopupViewProps {
  parts: DialogParts;
  controller: PopupController;
  display: DisplaySettings;
  close: CloseSettings;
  name: DialogName;
  forms: readonly HTMLFormElement[];
  formContext: FormContext;
}

export function Popup({ parts, controller, display, close, name, forms, formContext }: PopupViewProps): ReactNode {
  const phase = useStore(controller.$phase);
  useDialogFrame(parts, display, name);
  usePhasePaint(parts, phase, controller.fadeInStepMs());
  useDialogFocus(parts, phase);
  useCloseControls(parts, controller, close, phase === "opening" || phase === "open");
  useCloseButtonDelay(parts, phase, close.buttonDelay);
  return forms.map((form, index) => <PopupForm key={index} form={form} index={index} context={formContext} />);
}
