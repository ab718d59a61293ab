/**
 * `/my-account/`: WooCommerce's login form, which no captured page shows open (the checkout
 * prints it hidden behind "Click here to login", and there woocommerce.js stays for the
 * checkout's script), on the home page's frame. It is where the demo store shows a password
 * field with its show/hide button (the notices island, wp-plugin/includes/notices.php). A POST of the form
 * answers the same page with the error notice WooCommerce prints for a failed login
 * (`ul.woocommerce-error[role=alert]`, our text), which the island focuses.
 */

const LOGIN_FORM_START = '<form class="woocommerce-form woocommerce-form-login login" method="post"';
const NOTICES_WRAPPER = '<div class="woocommerce-notices-wrapper"></div>';

export const LOGIN_ERROR =
  '<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The username or password you entered is incorrect. ' +
  '<a href="/my-account/lost-password/">Lost your password?</a></li></ul>';

/** The checkout's captured login form, open, without its checkout-only first paragraph. */
function loginForm(checkout: string): string {
  const start = checkout.indexOf(LOGIN_FORM_START);
  const end = start < 0 ? -1 : checkout.indexOf("</form>", start);
  if (end < 0) throw new Error("checkout-with-items.html: no login form");
  return checkout
    .slice(start, end + "</form>".length)
    .replace(' style="display:none;"', "")
    .replace(/<p>If you have shopped with us before[\s\S]*?<\/p>\s*/, "");
}

/** The account page a logged-out visitor gets: the home page's frame around the login form. */
export function myAccountSource(home: string, checkout: string): string {
  const content =
    '<main id="main" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">My account</h1></header>' +
    `<div class="entry-content"><div class="woocommerce">${NOTICES_WRAPPER}<h2>Login</h2>${loginForm(checkout)}</div></div></article></main>`;
  return home
    .replace(/<title>[^<]*<\/title>/, "<title>My account &#8211; Ref Clothing Store</title>")
    .replace(/<body class="home blog /, '<body class="page-template-default page woocommerce-account woocommerce-page ')
    .replace(/<main id="main"[^>]*>[\s\S]*?<\/main>/, content);
}

/** The page after a failed login: WooCommerce's error notice in the notices wrapper. */
export function withLoginError(page: string): string {
  return page.replace(NOTICES_WRAPPER, `<div class="woocommerce-notices-wrapper">${LOGIN_ERROR}</div>`);
}
