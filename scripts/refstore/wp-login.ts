/**
 * Logging in to the reference store's wp-admin through its login form, as a person would: the
 * critical CSS build, the screenshots and the Status page's store tests all start there.
 */
import type { Page } from "playwright";

export interface WpAccount {
  user: string;
  password: string;
}

/** The kit's wp-admin account (the reference store's README). */
export const STORE_ADMIN: WpAccount = { user: "admin", password: "admin" };

/** Fills and sends wp-login.php's form, and waits for wp-admin. */
export async function logInToWpAdmin(page: Page, storeUrl: string, account: WpAccount = STORE_ADMIN): Promise<void> {
  await page.goto(`${storeUrl}/wp-login.php`);
  await page.getByLabel("Username or Email Address").fill(account.user);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.getByRole("button", { name: "Log In" }).click()]);
}
