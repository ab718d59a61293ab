/**
 * The popup's React part, loaded when the shopper reaches a subscription form (form-arm.ts), not
 * when the popup opens (docs/decisions/0038-popup-dialog-without-react.md): each form's messages
 * and field errors, rendered into nodes of ours inside the server's form.
 */
import { mountReact } from "../../src/runtime/react";
import { formContext, type FormDeps } from "./form-context";
import { PopupForm } from "./PopupForm";

/** Resolves once every form listens for its submit. */
export function mountPopupForms(element: HTMLElement, forms: readonly HTMLFormElement[], deps: FormDeps): Promise<void> {
  const context = formContext(deps);
  return mountReact(
    element,
    forms.map((form, index) => <PopupForm key={index} form={form} index={index} context={context} />),
    deps.context.signal,
  );
}
