/**
 * The theme's modal dialogs (`dialog.shoptimizer-modal[data-shoptimizermodal-id]`,
 * docs/behaviour/site-ui.md#modal-dialogs): a press on `[data-trigger="ID"]` opens that dialog as a
 * modal (the browser traps the focus and keeps the page inert), after closing any other; a press on
 * the backdrop or the close button, or Escape, closes it, and the focus goes back to the trigger.
 * The search modal (`searchToggle`) puts the focus in its search field.
 */
export const DIALOG_SELECTOR = "dialog.shoptimizer-modal";
const CLOSE_SELECTOR = ".shoptimizer-modal--button_close, .shoptimizer-modal-close, [data-dismiss='modal']";
const SEARCH_MODAL = "searchToggle";

function dialogFor(id: string): HTMLDialogElement | null {
  return Array.from(document.querySelectorAll<HTMLDialogElement>(DIALOG_SELECTOR)).find((dialog) => dialog.dataset.shoptimizermodalId === id) ?? null;
}

export function openDialog(trigger: HTMLElement): boolean {
  const id = trigger.dataset.trigger ?? "";
  const dialog = id === "" ? null : dialogFor(id);
  if (!dialog) return false;
  for (const other of document.querySelectorAll<HTMLDialogElement>(DIALOG_SELECTOR)) if (other !== dialog && other.open) other.close();
  if (!dialog.open) dialog.showModal();
  dialog.addEventListener("close", () => trigger.isConnected && trigger.focus(), { once: true });
  const field = id === SEARCH_MODAL ? dialog.querySelector<HTMLElement>('input[type="search"], input[name="s"]') : null;
  field?.focus();
  return true;
}

function wireDialog(dialog: HTMLDialogElement, signal?: AbortSignal): void {
  dialog.addEventListener(
    "click",
    (event) => {
      // The backdrop is the dialog element itself; its content sits in the container.
      const onBackdrop = event.target === dialog;
      const onClose = event.target instanceof Element && event.target.closest(CLOSE_SELECTOR) !== null;
      if (!onBackdrop && !onClose) return;
      event.preventDefault();
      dialog.close();
    },
    { signal },
  );
}

export function startDialogs(signal?: AbortSignal): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(DIALOG_SELECTOR)) wireDialog(dialog, signal);
  for (const trigger of document.querySelectorAll<HTMLElement>("[data-trigger]")) {
    if (dialogFor(trigger.dataset.trigger ?? "")) trigger.setAttribute("aria-haspopup", "dialog");
  }
  document.addEventListener(
    "click",
    (event) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-trigger]") : null;
      if (trigger && openDialog(trigger)) event.preventDefault();
    },
    { signal },
  );
}
