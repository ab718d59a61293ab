/**
 * WordPress's threaded reply form where no reviews island runs it (a post's or a page's
 * comments: WordPress prints comment-reply.js on any singular page with threaded comments open),
 * as that script behaves (docs/behaviour/site-ui.md#reply-form): the same rules as the reviews
 * island's (src/dom/reply-form.ts), listened for on the document because the form moves.
 */
import { cancelReply, moveForm, onSubmitShortcut, readReplyLink } from "../../src/dom/reply-form";

/** A press on a reply or cancel link; true when the form moved (the link's default is then cancelled). */
export function onReplyPress(event: Event, target: Element): boolean {
  const link = target.closest<HTMLElement>(".comment-reply-link");
  const reply = link ? readReplyLink(link) : null;
  const moved = reply ? moveForm(document, reply) : target.closest("#cancel-comment-reply-link") !== null && cancelReply(document);
  if (moved) event.preventDefault();
  return moved;
}

/** Ctrl/Cmd+Enter in the comment field submits its form. */
export function listenForSubmitShortcut(signal: AbortSignal): void {
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.target instanceof Element && event.target.closest("#respond")) onSubmitShortcut(event);
    },
    { capture: true, signal },
  );
}
