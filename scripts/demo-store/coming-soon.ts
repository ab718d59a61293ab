/**
 * WooCommerce's coming-soon mode as an administrator sees it (`coming-soon-admin-product.html`:
 * the Hoodie page with the admin bar and `#coming-soon-footer-banner`), served at
 * `/product/hoodie/?coming_soon=admin`, and the REST call its dismiss link makes (capture 46):
 * `POST /wp-json/wp/v2/users/<id>` (or `?rest_route=/wp/v2/users/<id>`) with the nonce of the
 * link's `data-rest-nonce` as `X-WP-Nonce` → the updated user as captured, its
 * `woocommerce_meta.coming_soon_banner_dismissed` set to what was posted; another nonce → 403
 * `rest_cookie_invalid_nonce`, as WordPress answers. Faults by the route's name, `wp/v2/users`.
 * The demo store does not remember the dismissal: the banner is printed again on the next page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { jsonAnswer, type Answer } from "./http";
import { AJAX_DIR } from "./paths";

export const COMING_SOON_ADMIN_FILE = "coming-soon-admin-product.html";
/** The page switch, on `/product/hoodie/` (the captured page's product). */
export const COMING_SOON_SWITCH = { name: "coming_soon", value: "admin", path: "/product/hoodie/" } as const;
/** The nonce the captured page's dismiss link carries. */
export const COMING_SOON_REST_NONCE = "2dc0ac92bc";
export const USERS_ROUTE = "wp/v2/users";
export const DISMISSED_FIELD = "woocommerce_meta[coming_soon_banner_dismissed]";

const CAPTURED_USER = "46-rest-dismiss-coming-soon-banner.json";

/** WordPress's REST headers of capture 46 (beside the ajax ones jsonAnswer sends). */
const REST_HEADERS: Record<string, string> = {
  "X-WP-Nonce": COMING_SOON_REST_NONCE,
  Allow: "GET, POST, PUT, PATCH, DELETE",
  "Access-Control-Expose-Headers": "X-WP-Total, X-WP-TotalPages, Link",
  "Access-Control-Allow-Headers": "Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type",
};

/** The REST route a request is for (`wp/v2/users` for `/wp-json/wp/v2/users/1`), or null. */
export function restRouteOf(url: URL): string | null {
  const route = url.pathname.startsWith("/wp-json/") ? url.pathname.slice("/wp-json/".length) : url.searchParams.get("rest_route")?.replace(/^\//, "");
  return route ? route.replace(/\/+$/, "").replace(/\/\d+$/, "") : null;
}

interface UserAnswer {
  woocommerce_meta: Record<string, string>;
  [key: string]: unknown;
}

function capturedUser(): UserAnswer {
  return JSON.parse(readFileSync(path.join(AJAX_DIR, CAPTURED_USER), "utf8")) as UserAnswer;
}

/** `POST wp/v2/users/<id>`: the captured administrator, with the posted banner meta. */
export function updateUserAnswer(nonce: string | undefined, form: Map<string, string>): Answer {
  if (nonce !== COMING_SOON_REST_NONCE) {
    return jsonAnswer({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed", data: { status: 403 } }, { status: 403 });
  }
  const user = capturedUser();
  user.woocommerce_meta = { ...user.woocommerce_meta, coming_soon_banner_dismissed: form.get(DISMISSED_FIELD) ?? "" };
  const answer = jsonAnswer(user);
  return { ...answer, headers: { ...answer.headers, ...REST_HEADERS } };
}
