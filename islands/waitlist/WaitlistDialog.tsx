/**
 * CommerceKit's waitlist popup as a modal dialog, rendered from its server markup (popup.ts)
 * and the store: `#commercekit-waitlist-popup` with `--active` while open (hidden, keeping what
 * was typed, once closed), a real close button, the product head as the dialog's name, and the
 * form (WaitlistForm.tsx). The close button, a press on the backdrop and Escape close it.
 */
import { useId, useMemo, useRef, type MouseEvent, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import { closeWaitlist } from "../../src/stores/waitlist";
import { useModal } from "./modal";
import { ACTIVE_CLASS, readPopupMarkup } from "./popup";
import { ServerBlock } from "./ServerBlock";
import { CLOSE_LABEL } from "./strings";
import type { WaitlistOutcome } from "./submit";
import { WaitlistForm } from "./WaitlistForm";

export interface WaitlistDialogProps {
  /** The server's popup for the pressed button: read, never shown itself. */
  popup: HTMLElement;
  opener: HTMLElement;
  open: boolean;
  send(email: string): Promise<WaitlistOutcome>;
}

function CloseButton({ iconHtml }: { iconHtml: string }): ReactNode {
  const html = useServerHtml(iconHtml);
  return <button type="button" id="commercekit-waitlist-close" aria-label={CLOSE_LABEL} onClick={closeWaitlist} dangerouslySetInnerHTML={html} />;
}

/** A press on the backdrop (the popup itself, around its box) closes it, as CommerceKit's does. */
function onBackdrop(event: MouseEvent): void {
  if (event.target === event.currentTarget) closeWaitlist();
}

export function WaitlistDialog({ popup, opener, open, send }: WaitlistDialogProps): ReactNode {
  const id = useId();
  const nameId = `islet-waitlist${id}name`;
  const markup = useMemo(() => readPopupMarkup(popup, nameId), [popup, nameId]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useModal(dialogRef, emailRef, open && markup !== null, opener);
  // Not CommerceKit's markup: no dialog, as its own script would show none.
  if (!markup) return null;
  return (
    <div
      ref={dialogRef}
      id="commercekit-waitlist-popup"
      className={open ? ACTIVE_CLASS : undefined}
      style={open ? undefined : { display: "none" }}
      role="dialog"
      aria-modal="true"
      aria-labelledby={markup.labelled ? nameId : undefined}
      tabIndex={-1}
      onClick={onBackdrop}
    >
      <div id="commercekit-waitlist-wrap">
        {markup.closeIconHtml !== null && <CloseButton iconHtml={markup.closeIconHtml} />}
        {markup.head && <ServerBlock element={markup.head} />}
        <WaitlistForm markup={markup} emailRef={emailRef} errorId={`islet-waitlist${id}error`} send={send} />
      </div>
    </div>
  );
}
