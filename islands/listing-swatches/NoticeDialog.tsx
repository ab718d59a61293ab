/**
 * The popup a failed card add opens (docs/behaviour/listing.md#quick-add: the server's notices in a
 * popup): a modal dialog named by its heading, the store's notices (trusted server HTML) or a
 * message, focus inside while open (Tab kept in), closed by its button or Escape, focus back on the
 * swatch that was pressed.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { holdDialogKeys } from "../../src/dom/focus";
import { useServerHtml } from "../../src/runtime/html";

export interface CardNotice {
  /** The store's notices markup; "" when it sent none. */
  noticesHtml: string;
  message: string;
}

export const NOTICE_TITLE = "Could not add to cart";
export const CLOSE_LABEL = "Close";

export function NoticeDialog({ notice, opener, onClose }: { notice: CardNotice; opener: HTMLElement | null; onClose(): void }): ReactNode {
  const titleId = `islet-card-notice${useId()}`;
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const notices = useRef<HTMLDivElement>(null);
  const html = useServerHtml(notice.noticesHtml);
  useLayoutEffect(() => {
    // WooCommerce's `<ul class="woocommerce-error" role="alert">`: the dialog already announces
    // itself, and the role would take the list's semantics away from its items.
    for (const list of Array.from(notices.current?.querySelectorAll("ul[role=alert], ol[role=alert]") ?? [])) list.removeAttribute("role");
  }, [html]);
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return undefined;
    close.current?.focus({ preventScroll: true });
    const release = holdDialogKeys(box, onClose);
    return () => {
      release();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [onClose, opener]);
  return (
    <div className="islet-card-notice" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="islet-card-notice__box" role="alertdialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="islet-card-notice__title">
          {NOTICE_TITLE}
        </h2>
        {notice.noticesHtml.trim() !== "" ? <div ref={notices} className="islet-card-notice__notices" dangerouslySetInnerHTML={html} /> : <p>{notice.message}</p>}
        <button ref={close} type="button" className="button" onClick={onClose}>
          {CLOSE_LABEL}
        </button>
      </div>
    </div>
  );
}
