/**
 * Threaded replies, as WordPress's comment-reply script behaves
 * (docs/behaviour/site-ui.md#reply-form), shared by the reviews island (product pages) and the
 * site-ui island (any other page with comments): a comment's "Reply" link moves `#respond` under
 * that comment and sets `comment_parent` to its id; "Cancel reply" puts the form back where it was
 * and sets `comment_parent` to 0. Without JavaScript both links are ordinary links the server
 * understands (`?replytocom=N`).
 */

export const PLACEHOLDER_ID = "wp-temp-form-div";

interface ReplyTarget {
  commentId: string;
  belowId: string;
  respondId: string;
  postId: string | null;
  replyTo: string | null;
}

/** What a reply link asks for: WordPress's data attributes, else its `?replytocom=N` href. */
export function readReplyLink(link: HTMLElement): ReplyTarget | null {
  const href = link.getAttribute("href") ?? "";
  const commentId = link.dataset.commentid ?? /[?&]replytocom=(\d+)/.exec(href)?.[1];
  if (!commentId) return null;
  return {
    commentId,
    // WordPress's own lists use `div-comment-N`; WooCommerce's reviews use `comment-N`.
    belowId: link.dataset.belowelement ?? `comment-${commentId}`,
    respondId: link.dataset.respondelement ?? "respond",
    postId: link.dataset.postid ?? null,
    replyTo: link.dataset.replyto ?? null,
  };
}

/** The first text of `#reply-title` ("Add a review"), which reads "Reply to …" while replying. */
function titleText(doc: Document): Text | null {
  const first = doc.getElementById("reply-title")?.firstChild;
  return first instanceof Text ? first : null;
}

const originalTitles = new WeakMap<Text, string>();

/** Moves the form under the comment; false when the page lacks a part (the link then navigates). */
export function moveForm(doc: Document, target: ReplyTarget): boolean {
  const below = doc.getElementById(target.belowId);
  const respond = doc.getElementById(target.respondId);
  const parentField = doc.getElementById("comment_parent");
  const cancel = doc.getElementById("cancel-comment-reply-link");
  if (!below || !respond || !(parentField instanceof HTMLInputElement) || !cancel) return false;
  if (!doc.getElementById(PLACEHOLDER_ID)) {
    // Marks where the form was, so cancelling can put it back.
    const placeholder = doc.createElement("div");
    placeholder.id = PLACEHOLDER_ID;
    placeholder.hidden = true;
    respond.before(placeholder);
  }
  below.after(respond);
  parentField.value = target.commentId;
  const postField = doc.getElementById("comment_post_ID");
  if (target.postId && postField instanceof HTMLInputElement) postField.value = target.postId;
  cancel.style.display = "";
  const title = titleText(doc);
  if (title && target.replyTo) {
    if (!originalTitles.has(title)) originalTitles.set(title, title.data);
    title.data = target.replyTo;
  }
  doc.getElementById("comment")?.focus();
  return true;
}

/** Puts the form back; false when it was never moved (the link then navigates). */
export function cancelReply(doc: Document, respondId = "respond"): boolean {
  const placeholder = doc.getElementById(PLACEHOLDER_ID);
  const respond = doc.getElementById(respondId);
  if (!placeholder || !respond) return false;
  const parentField = doc.getElementById("comment_parent");
  if (parentField instanceof HTMLInputElement) parentField.value = "0";
  placeholder.replaceWith(respond);
  const cancel = doc.getElementById("cancel-comment-reply-link");
  if (cancel) cancel.style.display = "none";
  const title = titleText(doc);
  const original = title ? originalTitles.get(title) : undefined;
  if (title && original !== undefined) title.data = original;
  return true;
}

/** Ctrl/Cmd+Enter in the comment field submits, through the submit button's click. */
export function onSubmitShortcut(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.key !== "Enter") return;
  const field = event.target instanceof HTMLTextAreaElement ? event.target : null;
  const form = field?.form;
  if (!form) return;
  event.preventDefault();
  const button = form.querySelector<HTMLElement>("[type=submit]");
  // A click, so the rating check and any other submit-button handler run, as for the mouse.
  if (button) button.click();
  else form.requestSubmit();
}
