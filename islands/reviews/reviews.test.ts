import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { mountPage, must, wrapInIsland } from "../../src/testing/islands";
import { reviewsIsland } from "./index";
import { parseReviewsProps, RATING_LABELS, REQUIRED_RATING_TEXT } from "./props";

let runtime: Runtime | null = null;
let alert: ReturnType<typeof vi.fn>;
let submitted: number;

async function mountReviews(props: unknown = { ratingRequired: "yes" }, page = "product-variable-hoodie.html"): Promise<HTMLElement> {
  loadCapturedBody(page);
  const island = wrapInIsland(must(document.getElementById("reviews"), "#reviews"), "reviews", { props });
  runtime = await mountPage([reviewsIsland]);
  expect(island.getAttribute("data-island-state")).toBe("mounted");
  // Counts submissions that got through (and keeps happy-dom from navigating).
  // The comment, name and email are required: fill them so only the rating is missing.
  must(document.querySelector<HTMLTextAreaElement>("#comment"), "#comment").value = "Warm and soft.";
  field("author").value = "Dana";
  field("email").value = "dana@example.com";
  form().addEventListener("submit", (event) => {
    event.preventDefault();
    submitted += 1;
  });
  return island;
}

const form = (): HTMLFormElement => must(document.querySelector<HTMLFormElement>("#commentform"), "#commentform");
const select = (): HTMLSelectElement => must(document.querySelector<HTMLSelectElement>("#rating"), "#rating");
const radios = (): HTMLAnchorElement[] => Array.from(document.querySelectorAll<HTMLAnchorElement>("[role=radiogroup] [role=radio]"));
const star = (n: number): HTMLAnchorElement => must(radios()[n - 1] ?? null, `star ${n}`);
const checked = (): string[] => radios().filter((r) => r.getAttribute("aria-checked") === "true").map((r) => r.textContent ?? "");
const submitButton = (): HTMLInputElement => must(document.querySelector<HTMLInputElement>("#submit"), "#submit");
const field = (id: string): HTMLInputElement => must(document.querySelector<HTMLInputElement>(`#${id}`), id);
function key(target: Element, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}
function click(target: Element): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  submitted = 0;
  alert = vi.fn();
  vi.spyOn(window, "alert").mockImplementation(alert);
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe("reviews props", () => {
  it("default to the reference store: rating required, WooCommerce's texts", () => {
    expect(REQUIRED_RATING_TEXT).toBe("Please select a rating");
    expect(RATING_LABELS).toEqual(["1 of 5 stars", "2 of 5 stars", "3 of 5 stars", "4 of 5 stars", "5 of 5 stars"]);
    expect(parseReviewsProps({})).toEqual({
      ok: true,
      value: { ratingRequired: true, requiredText: "Please select a rating", ratingLabels: RATING_LABELS, groupLabel: "Rating" },
    });
    expect(parseReviewsProps({ ratingRequired: "no" })).toMatchObject({ ok: true, value: { ratingRequired: false } });
    expect(parseReviewsProps({ ratingRequired: false })).toMatchObject({ ok: true, value: { ratingRequired: false } });
    expect(parseReviewsProps({ ratingRequired: "maybe" })).toMatchObject({ ok: true, value: { ratingRequired: true } });
    expect(parseReviewsProps({ ratingLabels: ["a", "b"] }).ok).toBe(false);
    expect(parseReviewsProps(null).ok).toBe(false);
  });
});

describe("star rating", () => {
  it("replace the select with a radio group 'Rating' of five named stars", async () => {
    await mountReviews();
    expect(select().hidden).toBe(true);
    const group = must(document.querySelector("[role=radiogroup]"), "group");
    expect(group.getAttribute("aria-label")).toBe("Rating");
    expect(group.closest("p.stars")?.nextElementSibling).toBe(select());
    expect(radios().map((r) => r.textContent)).toEqual(["1 of 5 stars", "2 of 5 stars", "3 of 5 stars", "4 of 5 stars", "5 of 5 stars"]);
    expect(radios().map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(checked()).toEqual([]);
  });

  it("choose by click: the select's value, aria-checked, WooCommerce's classes, a change event", async () => {
    await mountReviews();
    const changed = vi.fn();
    select().addEventListener("change", changed);
    expect(click(star(4)).defaultPrevented).toBe(true);
    expect(select().value).toBe("4");
    expect(checked()).toEqual(["4 of 5 stars"]);
    expect(star(4).classList.contains("active")).toBe(true);
    expect(must(document.querySelector("p.stars"), "p.stars").classList.contains("selected")).toBe(true);
    expect(radios().map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("choose by keyboard: arrows (wrapping), Home, End, Space and Enter", async () => {
    await mountReviews();
    star(1).focus();
    key(star(1), " ");
    expect(select().value).toBe("1");
    key(star(1), "ArrowRight");
    expect([select().value, document.activeElement]).toEqual(["2", star(2)]);
    key(star(2), "ArrowDown");
    expect(select().value).toBe("3");
    key(star(3), "End");
    expect([select().value, document.activeElement]).toEqual(["5", star(5)]);
    key(star(5), "ArrowRight");
    expect(select().value).toBe("1");
    key(star(1), "ArrowLeft");
    expect(select().value).toBe("5");
    key(star(5), "Home");
    expect(select().value).toBe("1");
    key(star(1), "ArrowUp");
    expect(select().value).toBe("5");
    star(3).focus();
    key(star(3), "Enter");
    expect(checked()).toEqual(["3 of 5 stars"]);
    expect(key(star(3), "x").defaultPrevented).toBe(false);
  });
});

describe("star rating teardown", () => {
  it("gives the page its select back, shown, and takes the stars away", async () => {
    await mountReviews();
    click(star(2));
    runtime?.destroy();
    runtime = null;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("p.stars")).toBeNull();
    expect(select().hidden).toBe(false);
    expect(select().value).toBe("2");
  });
});

describe("required rating (docs/behaviour/product-page.md#reviews)", () => {
  it("alert 'Please select a rating' and send nothing when no rating is chosen", async () => {
    await mountReviews();
    expect(click(submitButton()).defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith("Please select a rating");
    expect(submitted).toBe(0);
  });

  it("submit once a rating is chosen", async () => {
    await mountReviews();
    click(star(5));
    submitButton().click();
    expect(alert).not.toHaveBeenCalled();
    expect(submitted).toBe(1);
  });

  it("check submissions that come without a click too", async () => {
    await mountReviews();
    form().requestSubmit(); // the hidden required select is invalid
    expect(alert).toHaveBeenCalledTimes(1);
    select().required = false; // a theme that prints no `required`: the submit event is checked
    form().requestSubmit();
    expect(alert).toHaveBeenCalledTimes(2);
    expect(submitted).toBe(0);
  });

  it("let a review without rating through when ratings are not required", async () => {
    await mountReviews({ ratingRequired: "no" });
    select().required = false; // WooCommerce prints `required` only when ratings are required
    submitButton().click();
    expect(alert).not.toHaveBeenCalled();
    expect(submitted).toBe(1);
  });
});

const REPLY_LINK =
  '<div class="reply"><a rel="nofollow" class="comment-reply-link" href="/product/hoodie/?replytocom=2#respond" data-commentid="2" data-postid="25" data-belowelement="comment-2" data-respondelement="respond" data-replyto="Reply to Alice" aria-label="Reply to Alice">Reply</a></div>';

/** The store prints no reply links (WooCommerce's review template has none); WordPress's shape. */
function addReplyLink(commentId: number, html = REPLY_LINK): HTMLAnchorElement {
  must(document.querySelector(`#comment-${commentId} .comment-text`), `comment ${commentId}`).insertAdjacentHTML("beforeend", html);
  return must(document.querySelector<HTMLAnchorElement>(`#comment-${commentId} .comment-reply-link`), "reply link");
}

describe("threaded replies (docs/behaviour/site-ui.md#reply-form)", () => {
  it("move the form under the comment, set comment_parent, and put it back on cancel", async () => {
    await mountReviews();
    const home = must(document.getElementById("review_form"), "#review_form");
    const title = must(document.getElementById("reply-title"), "#reply-title");
    const cancel = must(document.getElementById("cancel-comment-reply-link"), "cancel");
    expect(cancel.style.display).toBe("none");

    expect(click(addReplyLink(2)).defaultPrevented).toBe(true);
    const respond = must(document.getElementById("respond"), "#respond");
    expect(must(document.getElementById("comment-2"), "comment").nextElementSibling).toBe(respond);
    expect(field("comment_parent").value).toBe("2");
    expect(field("comment_post_ID").value).toBe("25");
    expect(cancel.style.display).toBe("");
    expect(title.textContent).toContain("Reply to Alice");
    expect(document.activeElement).toBe(document.getElementById("comment"));

    expect(click(cancel).defaultPrevented).toBe(true);
    expect(respond.parentElement).toBe(home);
    expect(document.getElementById("wp-temp-form-div")).toBeNull();
    expect(field("comment_parent").value).toBe("0");
    expect(cancel.style.display).toBe("none");
    expect(title.firstChild?.textContent).toBe("Add a review ");
  });

  it("read a reply link that has only its ?replytocom= href", async () => {
    await mountReviews();
    click(addReplyLink(3, '<a class="comment-reply-link" href="/product/hoodie/?replytocom=3#respond">Reply</a>'));
    expect(must(document.getElementById("comment-3"), "comment").nextElementSibling?.id).toBe("respond");
    expect(field("comment_parent").value).toBe("3");
  });

  it("let the links navigate when the page lacks what they need", async () => {
    await mountReviews();
    const link = addReplyLink(3, '<a class="comment-reply-link" href="/product/hoodie/?replytocom=3#respond" data-belowelement="nowhere">Reply</a>');
    expect(click(link).defaultPrevented).toBe(false);
    expect(field("comment_parent").value).toBe("0");
    expect(click(must(document.getElementById("cancel-comment-reply-link"), "cancel")).defaultPrevented).toBe(false);
  });
});

describe("Ctrl/Cmd+Enter", () => {
  it.each([{ ctrlKey: true }, { metaKey: true }])("submit the form through its button (%o)", async (modifier) => {
    await mountReviews();
    const comment = must(document.querySelector("#comment"), "#comment");
    expect(key(comment, "Enter", modifier).defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith("Please select a rating");
    click(star(2));
    key(comment, "Enter", modifier);
    expect(submitted).toBe(1);
  });

  it("leave a plain Enter in the textarea alone", async () => {
    await mountReviews();
    expect(key(must(document.querySelector("#comment"), "#comment"), "Enter").defaultPrevented).toBe(false);
    expect(submitted + alert.mock.calls.length).toBe(0);
  });
});

describe("the captured product pages", () => {
  it.each(["product-simple-t-shirt.html", "product-variable-zip-hoodie.html", "product-sold-individually-gift-card.html", "product-simple-out-of-stock-beanie.html"])(
    "%s gets stars and the rating check",
    async (page) => {
      await mountReviews({}, page);
      expect(radios()).toHaveLength(5);
      submitButton().click();
      expect(alert).toHaveBeenCalledTimes(1);
      expect(submitted).toBe(0);
    },
  );
});
