/**
 * The review form's wiring (plain TypeScript: it moves the server's form and stops submits, it
 * renders nothing): no review without a rating where ratings are required
 * (docs/behaviour/product-page.md#reviews: alert "Please select a rating", send nothing), threaded
 * replies and Ctrl/Cmd+Enter (src/dom/reply-form.ts). The stars are StarRating.tsx.
 *
 * Listeners are on the island in the capture phase: they run before the links' and the
 * submit button's default actions, wherever the form has moved to inside the reviews.
 */
import type { ReviewsProps } from "./props";
import { cancelReply, moveForm, onSubmitShortcut, readReplyLink } from "../../src/dom/reply-form";

/** A rating field, none chosen, ratings required: blocked (docs/behaviour/product-page.md#reviews). */
export function missingRating(form: HTMLFormElement, props: ReviewsProps): boolean {
  const rating = form.querySelector<HTMLSelectElement>("select[name=rating]");
  return props.ratingRequired && rating !== null && rating.value === "";
}

function blockWithoutRating(event: Event, form: HTMLFormElement, props: ReviewsProps): void {
  if (!missingRating(form, props)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  window.alert(props.requiredText);
}

function onReplyLinks(event: MouseEvent, doc: Document): void {
  const target = event.target instanceof Element ? event.target : null;
  const reply = target?.closest<HTMLElement>(".comment-reply-link");
  const replyTarget = reply ? readReplyLink(reply) : null;
  if (replyTarget && moveForm(doc, replyTarget)) event.preventDefault();
  if (target?.closest("#cancel-comment-reply-link") && cancelReply(doc)) event.preventDefault();
}

function isSubmitButton(target: EventTarget | null, form: HTMLFormElement): boolean {
  return target instanceof Element && target.matches("[type=submit]") && form.contains(target);
}

export interface ReviewForm {
  form: HTMLFormElement | null;
  /** WooCommerce's `#rating` select, where the store takes ratings. */
  select: HTMLSelectElement | null;
}

export function readReviewForm(element: HTMLElement): ReviewForm {
  const form = element.querySelector<HTMLFormElement>("form#commentform, form.comment-form");
  return { form, select: form?.querySelector<HTMLSelectElement>("select#rating") ?? null };
}

/** Listens on the island for reply links, submits without a rating and the submit shortcut. */
export function wireReviewForm(element: HTMLElement, { form, select }: ReviewForm, props: ReviewsProps, signal?: AbortSignal): void {
  const doc = element.ownerDocument;
  element.addEventListener(
    "click",
    (event) => {
      onReplyLinks(event, doc);
      // The click comes before the browser's own validation of the hidden required select,
      // which would otherwise stop the submission silently (WooCommerce checks here too).
      if (form && isSubmitButton(event.target, form)) blockWithoutRating(event, form, props);
    },
    { signal, capture: true },
  );
  element.addEventListener("keydown", onSubmitShortcut, { signal, capture: true });
  // Submissions without a click (requestSubmit from other code) are checked too: the hidden
  // required select fails the browser's validation first (silently, as it cannot be
  // focused), else the submit event comes.
  select?.addEventListener("invalid", (event) => form && blockWithoutRating(event, form, props), { signal });
  form?.addEventListener("submit", (event) => blockWithoutRating(event, form, props), { signal });
}
