/**
 * The `notices` island (props `{dismiss}`), once before `</body>`, where it takes over all of
 * woocommerce.js's work on the page (docs/decisions/0018-notices.md): WooCommerce printed
 * woocommerce.js (`woocommerce-js`), its ordering dropdown (if any) has the listing-page island,
 * no checkout field has a description for it to toggle, every password field is WooCommerce's
 * (then given its show/hide button here), and the legacy rule then takes woocommerce.js off
 * (no printed script depends on it: the cart's and the checkout's do). Otherwise the page is
 * left as it is and woocommerce.js keeps all of it: the two never share a page, so nothing is
 * done twice. The plugin's includes/notices.php does the same; scripts/php-parity.test.ts holds
 * the two together.
 *
 * Password fields get WooCommerce's wrapper and button as woocommerce.js added them, printed
 * hidden (a page without JavaScript shows no dead button): `span.password-input` around the
 * field, `button.show-password-input` named "Show password" (`aria-pressed="false"`) after it.
 */
import { escapeAttribute, renderIsland } from "../../src/contract/markup";
import { DEFAULT_DISMISS } from "../../islands/notices/props";
import { insertBeforeBodyEnd } from "./elements";
import { islandsInHtml, pageTypeOf, printedScriptsOf } from "./legacy";
import { legacyRemovals } from "./legacy-rule";

export const WOOCOMMERCE_HANDLE = "woocommerce";
/** WooCommerce's own string (`woocommerce_params.i18n_password_show`). */
export const SHOW_PASSWORD = "Show password";

export const NOTICES_ISLAND = renderIsland({ name: "notices", version: 1, when: "interaction", props: { dismiss: DEFAULT_DISMISS } });

const PASSWORD_INPUT_RE = /<input\b[^>]*\stype="password"[^>]*>/g;
/** WooCommerce's account forms mark their fields so; the checkout puts its field in this span. */
const WOOCOMMERCE_FIELD_RE = /\sclass="[^"]*\bwoocommerce-Input\b/;
const CHECKOUT_WRAPPER_RE = /<span class="woocommerce-input-wrapper">\s*$/;
const INPUT_ID_RE = /\sid="([^"]*)"/;

/** The button woocommerce.js appended to a password field's wrapper, printed hidden. */
export function passwordToggle(label: string, fieldId: string | null): string {
  const controls = fieldId ? ` aria-controls="${fieldId}"` : "";
  return `<button type="button" class="show-password-input" aria-label="${escapeAttribute(label)}" aria-pressed="false"${controls} hidden></button>`;
}

/** Every WooCommerce password field wrapped with its toggle; null when another password field is on the page. */
export function wrapPasswordFields(html: string, label: string = SHOW_PASSWORD): string | null {
  let foreign = false;
  const out = html.replace(PASSWORD_INPUT_RE, (tag: string, offset: number) => {
    const woocommerce = WOOCOMMERCE_FIELD_RE.test(tag) || CHECKOUT_WRAPPER_RE.test(html.slice(Math.max(0, offset - 200), offset));
    if (!woocommerce) {
      foreign = true;
      return tag;
    }
    return `<span class="password-input">${tag}${passwordToggle(label, INPUT_ID_RE.exec(tag)?.[1] ?? null)}</span>`;
  });
  return foreign ? null : out;
}

/** Work of woocommerce.js that no island of this page does. */
function leftToWooCommerceJs(html: string): boolean {
  const descriptions = html.includes("woocommerce-input-wrapper") && html.includes('<span class="description"');
  const ordering = html.includes('<form class="woocommerce-ordering"') && !html.includes('<div data-island="listing-page"');
  return descriptions || ordering;
}

/** The page with the island (and the password toggles), or unchanged where woocommerce.js stays. */
export function placeNoticesIsland(html: string, source: string = html): string {
  const printed = printedScriptsOf(source);
  if (!printed.printed.includes(WOOCOMMERCE_HANDLE) || html.includes('<div data-island="notices"') || leftToWooCommerceJs(html)) return html;
  const wrapped = wrapPasswordFields(html);
  if (wrapped === null) return html;
  const placed = insertBeforeBodyEnd(wrapped, NOTICES_ISLAND);
  const leaves = legacyRemovals(islandsInHtml(placed), pageTypeOf(source), printed).includes(WOOCOMMERCE_HANDLE);
  return placed !== wrapped && leaves ? placed : html;
}
