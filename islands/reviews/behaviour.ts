/**
 * The review form (plain TypeScript): star rating in place of the `#rating` select, no review
 * without a rating where ratings are required (spec §5: alert "Please select a rating", send
 * nothing), threaded replies and Ctrl/Cmd+Enter (./reply.ts).
 *
 * Listeners are on the island in the capture phase: they run before the links' and the
 * submit button's default actions, wherever the form has moved to inside the reviews.
 */
import type { IslandModule } from "../../src/runtime/types";
import type { ReviewsProps } from "./props";
import { cancelReply, moveForm, onSubmitShortcut, readReplyLink } from "./reply";
import { buildStars, onStarClick, onStarKeydown, type Stars } from "./stars";

/** Spec §5: blocked when a rating field exists, none is chosen and ratings are required. */
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

export const reviews: IslandModule<ReviewsProps> = {
  mount(element, props, context) {
    const signal = context.signal;
    const doc = element.ownerDocument;
    const form = element.querySelector<HTMLFormElement>("form#commentform, form.comment-form");
    const select = form?.querySelector<HTMLSelectElement>("select#rating") ?? null;
    const stars: Stars | null = select ? buildStars(select, props.ratingLabels, props.groupLabel) : null;

    element.addEventListener(
      "click",
      (event) => {
        if (stars && select) onStarClick(event, select, stars);
        onReplyLinks(event, doc);
        // The click comes before the browser's own validation of the hidden required select,
        // which would otherwise stop the submission silently (WooCommerce checks here too).
        if (form && isSubmitButton(event.target, form)) blockWithoutRating(event, form, props);
      },
      { signal, capture: true },
    );
    element.addEventListener(
      "keydown",
      (event) => {
        if (stars && select) onStarKeydown(event, select, stars);
        onSubmitShortcut(event);
      },
      { signal, capture: true },
    );
    // Submissions without a click (requestSubmit from other code) are checked too: the hidden
    // required select fails the browser's validation first (silently, as it cannot be
    // focused), else the submit event comes.
    select?.addEventListener("invalid", (event) => form && blockWithoutRating(event, form, props), { signal });
    form?.addEventListener("submit", (event) => blockWithoutRating(event, form, props), { signal });
  },
};
