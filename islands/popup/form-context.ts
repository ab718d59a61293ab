/**
 * What a popup's form does beyond itself, for PopupForm.tsx: where it posts, which events it
 * fires, and a success's consequences (the controller's cookies, beacon and closing, the form's
 * redirect). Loaded with the forms' code, not with the dialog's (docs/decisions/0038).
 */
import { submitPopupForm } from "../../src/api/popup";
import { fireEvent } from "../../src/bridge/jquery";
import { navigateSameOrigin } from "../../src/bridge/navigate";
import type { IslandContext } from "../../src/runtime/types";
import type { PopupController } from "./controller";
import { conversionData, readFormSettings, successTarget } from "./form";
import type { FormContext } from "./PopupForm";
import type { PopupProps } from "./props";
import type { PopupSettings } from "./settings";

/** What the dialog's code hands the forms' code. */
export interface FormDeps {
  settings: PopupSettings;
  props: PopupProps;
  ajaxUrl: string;
  controller: PopupController;
  context: IslandContext;
}

export function formContext({ settings, props, ajaxUrl, controller, context }: FormDeps): FormContext {
  return {
    popupId: settings.id,
    position: props.messagePosition,
    failedText: props.failedText,
    send: (fields) => submitPopupForm(context.client, ajaxUrl, fields),
    fire: fireEvent,
    succeeded(form, index, answer) {
      const formSettings = readFormSettings(form);
      controller.formSucceeded({
        closePopup: formSettings.closePopup,
        closeDelayS: formSettings.closeDelay,
        closeOnSubmission: props.closeOnFormSubmission,
        closeOnSubmissionDelayMs: props.closeOnFormSubmissionDelay,
        eventData: conversionData(settings.id, index),
      });
      const target = successTarget(formSettings, answer, form.hasAttribute("data-redirect_enabled"), window.location.href);
      if (target !== null) navigateSameOrigin(target);
    },
  };
}
