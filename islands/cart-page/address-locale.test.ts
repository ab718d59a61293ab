import { beforeEach, describe, expect, it } from "vitest";
import { applyAddressLocale } from "./address-locale";
import { DEFAULT_CART_PAGE_STRINGS, parseCartPageProps, readAddressLocale, type CartPageProps } from "./props";

/** WooCommerce's calculator rows (cart/shipping-calculator.php), as the captured cart page prints them. */
const CALCULATOR = `<form class="woocommerce-shipping-calculator"><section class="shipping-calculator-form">
<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country">Country / region</label>
<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state" rel="calc_shipping_state"><option value="GB">UK</option><option value="AT">Austria</option><option value="US">US</option><option value="XX">Elsewhere</option></select></p>
<p class="form-row form-row-wide" id="calc_shipping_state_field"><label for="calc_shipping_state">State / County</label><input type="text" name="calc_shipping_state" id="calc_shipping_state"></p>
<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city">City:</label><input type="text" name="calc_shipping_city" id="calc_shipping_city" value="Vienna"></p>
<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Postcode / ZIP:</label><input type="text" name="calc_shipping_postcode" id="calc_shipping_postcode" value="1010"></p>
</section></form>`;

/** Part of the captured wc_address_i18n_params.locale, with the keys the calculator does not use. */
const LOCALE = {
  AT: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  GB: { postcode: { label: "Postcode" }, state: { label: "County", required: false } },
  US: { postcode: { label: "ZIP Code" }, state: { label: "State" } },
  XX: { postcode: { required: false, hidden: true }, city: { placeholder: "Town" } },
  default: {
    country: { label: "Country / Region", required: true },
    city: { label: "Town / City", required: true, class: ["form-row-wide"], priority: 70 },
    state: { label: "State / County", required: true },
    postcode: { label: "Postcode / ZIP", required: true },
  },
};

let props: CartPageProps;
const row = (key: string): HTMLElement => document.querySelector<HTMLElement>(`#calc_shipping_${key}_field`) as HTMLElement;
const label = (key: string): string => row(key).querySelector("label")?.textContent ?? "";
const choose = (country: string): void => {
  const select = document.querySelector<HTMLSelectElement>("#calc_shipping_country") as HTMLSelectElement;
  select.value = country;
  applyAddressLocale(select, props);
};

beforeEach(() => {
  document.body.innerHTML = CALCULATOR;
  const parsed = parseCartPageProps({ locale: LOCALE });
  if (!parsed.ok) throw new Error(parsed.error);
  props = parsed.value;
});

describe("readAddressLocale", () => {
  it("keeps only the calculator's rows and the label, placeholder, required and hidden of each, of their types", () => {
    expect(readAddressLocale(LOCALE)).toEqual({
      AT: { state: { required: false, hidden: true } },
      GB: { state: { label: "County", required: false }, postcode: { label: "Postcode" } },
      US: { state: { label: "State" }, postcode: { label: "ZIP Code" } },
      XX: { postcode: { required: false, hidden: true }, city: { placeholder: "Town" } },
      default: { state: { label: "State / County", required: true }, postcode: { label: "Postcode / ZIP", required: true }, city: { label: "Town / City", required: true } },
    });
    expect(readAddressLocale({ JP: { state: { priority: 1, required: "yes" } } })).toBeNull();
    expect(readAddressLocale("x")).toBeNull();
  });
});

describe("applyAddressLocale, as address-i18n.js on the calculator", () => {
  it("gives each row the country's label over the default, and the required mark or (optional)", () => {
    choose("GB");
    expect(label("state")).toBe("County\u00a0(optional)");
    expect(label("postcode")).toBe("Postcode\u00a0*");
    expect(label("city")).toBe("Town / City\u00a0*");
    expect(row("postcode").querySelector("abbr.required")?.getAttribute("title")).toBe(DEFAULT_CART_PAGE_STRINGS.required);
    expect(row("postcode").classList.contains("validate-required")).toBe(true);
    expect(row("state").classList.contains("validate-required")).toBe(false);
  });

  it("changes the marks when the country changes, never adding a second", () => {
    choose("GB");
    choose("US");
    expect(label("state")).toBe("State\u00a0*");
    expect(row("state").querySelectorAll(".required, .optional")).toHaveLength(1);
    choose("US");
    expect(label("postcode")).toBe("ZIP Code\u00a0*");
  });

  it("hides and empties a postcode row the country hides, and shows it again for another; the state row is country-state's", () => {
    choose("XX");
    expect(row("postcode").style.display).toBe("none");
    expect(row("postcode").querySelector("input")?.value).toBe("");
    expect(label("postcode")).toBe("Postcode / ZIP\u00a0(optional)");
    expect(row("city").querySelector("input")?.getAttribute("placeholder")).toBe("Town");
    choose("AT");
    expect(row("postcode").style.display).toBe("");
    expect(row("state").style.display).toBe("");
    expect(label("state")).toBe("State / County\u00a0(optional)");
  });

  it("does nothing without a locale (a page printed without the calculator's)", () => {
    props = { ...props, locale: null };
    choose("GB");
    expect(label("postcode")).toBe("Postcode / ZIP:");
  });

  it("sets labels as text: markup in a locale string stays text", () => {
    const parsed = parseCartPageProps({ locale: { GB: { state: { label: "<img src=x onerror=alert(1)>" } } } });
    if (!parsed.ok) throw new Error(parsed.error);
    props = parsed.value;
    choose("GB");
    expect(row("state").querySelector("img")).toBeNull();
    expect(label("state")).toBe("<img src=x onerror=alert(1)>\u00a0(optional)");
  });
});
