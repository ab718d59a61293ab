/**
 * The product page's information islands on the hoodie (docs/behaviour/product-page.md): tabs
 * opened by the URL and driven by keyboard, the accessible star rating, the required rating
 * ("Please select a rating", nothing sent), and the threaded reply form with Ctrl/Cmd+Enter.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { gotoStore } from "./support/store";

const HOODIE = "/product/hoodie/";

async function openHoodie(page: Page, hash = ""): Promise<void> {
  await gotoStore(page, `${HOODIE}${hash}`);
  await expect(page.locator('[data-island="product-tabs"]')).toHaveAttribute("data-island-state", "mounted");
}

async function openReviews(page: Page): Promise<void> {
  await openHoodie(page, "#reviews");
  await expect(page.locator('[data-island="reviews"]')).toHaveAttribute("data-island-state", "mounted");
}

const tab = (page: Page, name: string | RegExp): Locator => page.getByRole("tab", { name });
const panel = (page: Page, id: string): Locator => page.locator(`#${id}`);
const star = (page: Page, n: number): Locator => page.getByRole("radiogroup", { name: "Rating" }).getByRole("radio", { name: `${n} of 5 stars` });

/** Records review submissions (the form posts to /wp-comments-post.php). */
function recordReviewPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/wp-comments-post.php")) posts.push(request);
  });
  return posts;
}

async function fillReview(page: Page): Promise<void> {
  await page.getByLabel("Your review").fill("Warm, soft and true to size.");
  await page.getByRole("textbox", { name: /^Name/ }).fill("Dana");
  await page.getByRole("textbox", { name: /^Email/ }).fill("dana@example.com");
}

test.describe("product tabs", () => {
  test("open the first tab by default, and the reviews tab for #reviews", async ({ page }) => {
    await openHoodie(page);
    await expect(tab(page, "Description")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page, "tab-description")).toBeVisible();
    await expect(panel(page, "tab-reviews")).toBeHidden();

    await openHoodie(page, "#reviews");
    await expect(tab(page, /^Reviews/)).toHaveAttribute("aria-selected", "true");
    await expect(panel(page, "tab-reviews")).toBeVisible();
    await expect(panel(page, "tab-description")).toBeHidden();
    await expect(panel(page, "tab-additional_information")).toBeHidden();
  });

  test("open additional information for #tab-additional_information", async ({ page }) => {
    await openHoodie(page, "#tab-additional_information");
    await expect(tab(page, "Additional information")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page, "tab-additional_information").getByRole("rowheader", { name: "Weight" })).toBeVisible();
  });

  test("work by keyboard: arrows, Home, End, one tab stop", async ({ page }) => {
    await openHoodie(page);
    await tab(page, "Description").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Additional information")).toBeFocused();
    await expect(tab(page, "Additional information")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page, "tab-additional_information")).toBeVisible();
    await expect(panel(page, "tab-description")).toBeHidden();
    await page.keyboard.press("End");
    await expect(tab(page, /^Reviews/)).toBeFocused();
    await expect(panel(page, "tab-reviews")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Description")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, /^Reviews/)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab(page, "Description")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Additional information")).toHaveAttribute("tabindex", "-1");
    await expect(tab(page, /^Reviews/)).toHaveAttribute("tabindex", "-1");
    await expect(page).toHaveURL(new RegExp(`${HOODIE}$`));
  });

  test("the review form's code waits for the reviews tab: a pointer on it loads the stars before the click", async ({ page }) => {
    await openHoodie(page);
    const reviews = page.locator('[data-island="reviews"]');
    // Well past the idle islands (the gallery, the price): the closed tab's form loads nothing.
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute("data-island-state", "mounted");
    await page.waitForTimeout(1000);
    await expect(reviews).toHaveAttribute("data-island-state", "pending");
    await tab(page, /^Reviews/).hover();
    await expect(reviews).toHaveAttribute("data-island-state", "mounted");
    await tab(page, /^Reviews/).click();
    await expect(star(page, 5)).toBeVisible();
  });

  test("open the reviews tab from the summary's reviews link", async ({ page }) => {
    await openHoodie(page);
    await page.locator("a.woocommerce-review-link").click();
    await expect(tab(page, /^Reviews/)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#reviews")).toBeInViewport();
  });
});

test.describe("review form", () => {
  test("a review without a rating alerts 'Please select a rating' and sends nothing", async ({ page }) => {
    await openReviews(page);
    const posts = recordReviewPosts(page);
    await fillReview(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialogs).toEqual(["Please select a rating"]);
    await expect(page).toHaveURL(new RegExp(`${HOODIE}#reviews$`));
    expect(posts).toHaveLength(0);
  });

  test("stars are a keyboard-operable radio group with a visible focus; the rating is sent", async ({ page }) => {
    await openReviews(page);
    await expect(page.locator("#rating")).toBeHidden();
    for (let n = 1; n <= 5; n += 1) await expect(star(page, n)).toHaveAttribute("aria-checked", "false");
    await page.getByLabel("Your review").focus();
    await page.keyboard.press("Shift+Tab");
    await expect(star(page, 1)).toBeFocused();
    const outline = await star(page, 1).evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(star(page, 4)).toBeFocused();
    await expect(star(page, 4)).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("#rating")).toHaveValue("4");

    await page.route("**/wp-comments-post.php", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thanks</p>" }));
    await fillReview(page);
    const posted = page.waitForRequest((request) => request.url().endsWith("/wp-comments-post.php"));
    await page.getByRole("button", { name: "Submit" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("rating")).toBe("4");
    expect(body.get("comment_parent")).toBe("0");
  });
});

/**
 * WordPress prints reply links only where threaded comments are on and the template asks for
 * them; the reference store's review template has none, so the test adds one in the exact
 * shape of WordPress's get_comment_reply_link().
 */
async function addReplyLink(page: Page): Promise<void> {
  await page.locator("#comment-2 .comment-text").evaluate((element) => {
    element.insertAdjacentHTML(
      "beforeend",
      '<div class="reply"><a rel="nofollow" class="comment-reply-link" href="/product/hoodie/?replytocom=2#respond" data-commentid="2" data-postid="25" data-belowelement="comment-2" data-respondelement="respond" data-replyto="Reply to Alice" aria-label="Reply to Alice">Reply</a></div>',
    );
  });
}

test.describe("threaded replies", () => {
  test("the reply form moves under the comment and back on cancel", async ({ page }) => {
    await openReviews(page);
    await addReplyLink(page);
    const cancel = page.getByRole("link", { name: "Cancel reply" });
    await expect(cancel).toBeHidden();

    await page.getByRole("link", { name: "Reply to Alice" }).click();
    await expect(page.locator("#comment-2 + #respond")).toHaveCount(1);
    await expect(page.locator("#comment_parent")).toHaveValue("2");
    await expect(page.getByRole("heading", { name: /Reply to Alice/ })).toBeVisible();
    await expect(page.getByLabel("Your review")).toBeFocused();
    await expect(cancel).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${HOODIE}#reviews$`));

    await cancel.click();
    await expect(page.locator("#review_form > #respond")).toHaveCount(1);
    await expect(page.locator("#comment_parent")).toHaveValue("0");
    await expect(page.getByRole("heading", { name: /Add a review/ })).toBeVisible();
    await expect(cancel).toBeHidden();
  });

  test("Ctrl/Cmd+Enter in the review submits the form (here: the rating check)", async ({ page }) => {
    await openReviews(page);
    const posts = recordReviewPosts(page);
    await fillReview(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel("Your review").press("Control+Enter");
    await expect.poll(() => dialogs).toEqual(["Please select a rating"]);
    await page.getByLabel("Your review").press("Meta+Enter");
    await expect.poll(() => dialogs).toEqual(["Please select a rating", "Please select a rating"]);
    expect(posts).toHaveLength(0);
  });
});

test.describe("accordions", () => {
  /** The hoodie with a summary accordion group (`?accordions=1`: the captured store prints none). */
  async function openAccordions(page: Page): Promise<Locator> {
    await openHoodie(page, "?accordions=1");
    const details = page.locator(".summary details").first();
    await details.scrollIntoViewIfNeeded();
    // The summary's island; the related cards' "Quick add" details have islands of their own.
    await expect(page.locator('.summary [data-island="accordions"]')).toHaveAttribute("data-island-state", "mounted");
    return details;
  }

  test("summary details are open on a wide window and close with a 200 ms animation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const details = await openAccordions(page);
    await expect(details).toHaveAttribute("open", "");
    // Clicked and read in one task, so the running animation is there to see.
    const durations = await details.evaluate((element) => {
      element.querySelector("summary")?.click();
      return element.getAnimations().map((animation) => animation.effect?.getTiming().duration);
    });
    expect(durations).toEqual([200]);
    await expect(details).not.toHaveAttribute("open", "");
  });

  test("one open at a time", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openAccordions(page);
    const all = page.locator(".summary details");
    await expect(all).toHaveCount(3);
    await all.nth(0).locator("summary").click();
    await expect(all.nth(0)).toHaveAttribute("open", "");
    await all.nth(1).locator("summary").click();
    await expect(all.nth(1)).toHaveAttribute("open", "");
    await expect(all.nth(0)).not.toHaveAttribute("open", "");
  });

  test("no animation when the shopper prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 900 });
    const details = await openAccordions(page);
    const state = await details.evaluate((element) => {
      element.querySelector("summary")?.click();
      return { animations: element.getAnimations().length, open: (element as HTMLDetailsElement).open };
    });
    expect(state).toEqual({ animations: 0, open: false });
  });

  test("summary details start closed at 992 px and below", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    const details = await openAccordions(page);
    await expect(details).not.toHaveAttribute("open", "");
    await details.locator("summary").click();
    await expect(details).toHaveAttribute("open", "");
  });
});
