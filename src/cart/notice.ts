/** A short, visible message next to the control that failed (escaped: text only). */
export const NOTICE_CLASS = "islet-notice";

export function showButtonNotice(control: Element, message: string): HTMLElement {
  const existing = control.parentElement?.querySelector<HTMLElement>(`:scope > .${NOTICE_CLASS}`);
  const notice = existing ?? document.createElement("p");
  notice.className = `${NOTICE_CLASS} ${NOTICE_CLASS}--error`;
  notice.setAttribute("role", "alert");
  notice.textContent = message;
  if (!existing) control.after(notice);
  return notice;
}

/** Removes the message once the control has worked after all. */
export function clearButtonNotice(control: Element): void {
  control.parentElement?.querySelector(`:scope > .${NOTICE_CLASS}`)?.remove();
}
