import { afterEach, describe, expect, it, vi } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { click, fakeWindow, key, loadByIntent, mounted, must, settle, siteUiPage } from "./testing";

let runtime: Runtime | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  document.body.className = "";
});

/** A post's comments as WordPress prints them (comments_template(), comment_form(), threaded). */
const COMMENTS = `<div id="comments" class="comments-area"><ol class="comment-list">
<li id="comment-1" class="comment even thread-even depth-1"><article id="div-comment-1" class="comment-body"><div class="comment-content"><p>Hi, this is a comment.</p></div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="/hello-world/?replytocom=1#respond" data-commentid="1" data-postid="1" data-belowelement="div-comment-1" data-respondelement="respond" data-replyto="Reply to A WordPress Commenter" aria-label="Reply to A WordPress Commenter">Reply</a></div></article></li>
</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/hello-world/#respond" style="display:none;">Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" required></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"> <input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div></div>`;

async function post(replies: boolean, comments = COMMENTS): Promise<HTMLElement> {
  fakeWindow(1280);
  const placed = siteUiPage("home.html", { replies }, "sticky-d", comments);
  runtime = placed.runtime;
  await settle();
  return placed.island;
}

const parent = (): string => must<HTMLInputElement>("#comment_parent").value;

describe("the threaded reply form where no reviews island runs it (docs/behaviour/site-ui.md#reply-form: replaces comment-reply.js)", () => {
  it("a reply pressed before the code came moves the form under the comment once it is here, and cancel puts it back", async () => {
    const island = await post(true);
    const original = must("#respond").previousElementSibling;
    expect(click(must(".comment-reply-link")).defaultPrevented).toBe(true);
    await mounted(island);
    expect(must("#div-comment-1").nextElementSibling).toBe(must("#respond"));
    expect(parent()).toBe("1");
    expect(must("#reply-title").textContent).toContain("Reply to A WordPress Commenter");
    expect(document.activeElement).toBe(must("#comment"));
    expect(click(must("#cancel-comment-reply-link")).defaultPrevented).toBe(true);
    expect(parent()).toBe("0");
    expect(must("#respond").previousElementSibling).toBe(original);
  });

  it("Ctrl or Cmd+Enter in the comment field submits through the submit button", async () => {
    const island = await post(true);
    await loadByIntent(island, "#comment");
    const submit = vi.fn((event: Event) => event.preventDefault());
    must("#submit").addEventListener("click", submit);
    key(must("#comment"), "Enter");
    expect(submit).not.toHaveBeenCalled();
    expect(key(must("#comment"), "Enter", { ctrlKey: true }).defaultPrevented).toBe(true);
    key(must("#comment"), "Enter", { metaKey: true });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("leaves the links alone where a reviews island runs the form", async () => {
    const island = await post(false);
    await loadByIntent(island, "#comment");
    expect(click(must(".comment-reply-link")).defaultPrevented).toBe(false);
    expect(parent()).toBe("0");
  });

  it("a held reply whose comment is missing goes where its link leads, as it would have without the island", async () => {
    const island = await post(true, COMMENTS.replace('id="div-comment-1"', 'id="elsewhere"'));
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    click(must(".comment-reply-link"));
    await mounted(island);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/hello-world/?replytocom=1#respond`);
  });
});
