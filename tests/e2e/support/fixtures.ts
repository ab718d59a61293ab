/**
 * The `test` every spec uses. It adds:
 * - an automatic check that no page (the default one, popups, or pages opened with
 *   `visitor()`) raised an uncaught error or an unhandled rejection during the test;
 * - `visitor()`: a page in a new browser context (its own cookies and storage), for tests
 *   that prepare a cart with `context.request` before the page exists.
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export interface PageErrorLog {
  errors: string[];
  watch(page: Page): void;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

interface Fixtures {
  pageErrors: PageErrorLog;
  visitor: () => Promise<Visitor>;
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const watched = new WeakSet<Page>();
      const watch = (target: Page): void => {
        if (watched.has(target)) return;
        watched.add(target);
        target.on("pageerror", (error) => errors.push(`${target.url()}: ${error.stack ?? error.message}`));
      };
      watch(page);
      page.context().on("page", watch);
      await use({ errors, watch });
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],

  visitor: async ({ browser, baseURL, pageErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL });
      opened.push(context);
      context.on("page", pageErrors.watch);
      const page = await context.newPage();
      pageErrors.watch(page);
      return { context, page };
    });
    for (const context of opened) await context.close();
  },
});

export { expect };
