<?php
/**
 * The `cart-page` island: WooCommerce's cart page script (cart.js, handle `wc-cart`) with the
 * part of wc-country-select and wc-address-i18n the shipping calculator uses, printed once
 * before `</body>` on the classic cart page where WooCommerce printed cart.js, and only where the
 * legacy rule then takes cart.js off (no printed script depends on it), so cart.js and the island
 * never both answer a press. Its props are what those scripts read from WooCommerce: cart.js's
 * three nonces (`wc_cart_params`, the same nonce actions), and where the page has the shipping
 * calculator the states per country (`wc_country_select_params.countries`) and the state,
 * postcode and city rows of the address locale (`wc_address_i18n_params.locale`), and whether
 * WPC Estimated Delivery Date's script was printed (the cart is then posted again after a
 * shipping method change, as that script asked).
 * docs/decisions/0025-cart-page.md says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's handle for cart.js. */
const ISLET_CART_SCRIPT_HANDLE = 'wc-cart';

/** The shipping calculator's form as WooCommerce's cart/shipping-calculator.php opens it. */
const ISLET_SHIPPING_CALCULATOR_START = '<form class="woocommerce-shipping-calculator"';

/** The calculator's rows address-i18n.js changes (its `locale_fields` on the cart page). */
const ISLET_CART_LOCALE_FIELDS = array( 'state', 'postcode', 'city' );

/** What of a row's locale the island uses, with its type, in the order both printers print it. */
const ISLET_CART_LOCALE_KEYS = array(
	'label'       => 'string',
	'placeholder' => 'string',
	'required'    => 'boolean',
	'hidden'      => 'boolean',
);

/**
 * The island's strings (CartPageStrings in islands/cart-page/props.ts): its own failure notice,
 * and WooCommerce's own strings where cart.js's companions showed them, so stores keep
 * WooCommerce's translations.
 *
 * @return array<string, string>
 */
function islet_cart_page_strings() {
	return array(
		'failed'      => __( 'Sorry, your cart could not be updated. Please try again.', 'islet' ),
		// wp_localize_script() decodes the entity for wc_country_select_params; so do we.
		'selectState' => html_entity_decode( __( 'Select an option&hellip;', 'woocommerce' ), ENT_QUOTES, 'UTF-8' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- i18n_select_state_text.
		'required'    => __( 'required', 'woocommerce' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- i18n_required_text.
		'optional'    => __( 'optional', 'woocommerce' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- i18n_optional_text.
	);
}

/**
 * The calculator's part of WooCommerce's address locale (readAddressLocale()): per country (and
 * `default`), the state, postcode and city rows' label, placeholder, required and hidden, each
 * only where it has its type; rows and countries left empty go. Null when nothing is left.
 *
 * @param mixed $locale WC_Countries::get_country_locale().
 * @return array|null
 */
function islet_cart_page_locale( $locale ) {
	if ( ! is_array( $locale ) ) {
		return null;
	}
	$kept = array();
	foreach ( $locale as $country => $fields ) {
		$rows = array();
		foreach ( is_array( $fields ) ? ISLET_CART_LOCALE_FIELDS : array() as $field ) {
			$row = array();
			foreach ( ISLET_CART_LOCALE_KEYS as $key => $type ) {
				if ( isset( $fields[ $field ][ $key ] ) && gettype( $fields[ $field ][ $key ] ) === $type ) {
					$row[ $key ] = $fields[ $field ][ $key ];
				}
			}
			if ( array() !== $row ) {
				$rows[ $field ] = $row;
			}
		}
		if ( array() !== $rows ) {
			$kept[ (string) $country ] = $rows;
		}
	}
	return array() === $kept ? null : $kept;
}

/**
 * The island's props on the cart page (parseCartPageProps()), read before the page is buffered:
 * the nonces of WooCommerce's wc_cart_params, and for the calculator (dropped by
 * islet_place_cart_page() where the page has none) the states per country as
 * wc_country_select_params has them (allowed and shipping countries) and the address locale.
 *
 * @return array
 */
function islet_cart_page_props() {
	$countries = function_exists( 'WC' ) && isset( WC()->countries ) && is_object( WC()->countries ) ? WC()->countries : null;
	$states    = null === $countries ? null : array_merge( (array) $countries->get_allowed_country_states(), (array) $countries->get_shipping_country_states() );
	return array(
		'applyCouponNonce'          => wp_create_nonce( 'apply-coupon' ),
		'removeCouponNonce'         => wp_create_nonce( 'remove-coupon' ),
		'updateShippingMethodNonce' => wp_create_nonce( 'update-shipping-method' ),
		'states'                    => $states,
		'locale'                    => null === $countries ? null : islet_cart_page_locale( $countries->get_country_locale() ),
		'i18n'                      => islet_cart_page_strings(),
	);
}

/**
 * The island before `</body>` where WooCommerce printed cart.js and the legacy rule then takes
 * it off; the calculator's states and locale only where the page has the
 * calculator. Otherwise nothing.
 *
 * @param Islet_Page $page      Page, with the islands placed before it.
 * @param array      $props     islet_cart_page_props().
 * @param string     $page_type islet_page_type().
 * @param array      $printed   {printed, queue, deps} (islet_printed_scripts()).
 */
function islet_place_cart_page( Islet_Page $page, array $props, $page_type, array $printed ) {
	$handles = isset( $printed['printed'] ) ? (array) $printed['printed'] : array();
	if ( ! in_array( ISLET_CART_SCRIPT_HANDLE, $handles, true ) || $page->has_island( 'cart-page' ) || null === $page->body_end() ) {
		return;
	}
	$islands = array_merge( $page->islands(), array( 'cart-page' ) );
	if ( ! in_array( ISLET_CART_SCRIPT_HANDLE, islet_legacy_removals( $islands, $page_type, $printed ), true ) ) {
		return;
	}
	if ( null === $page->first( ISLET_SHIPPING_CALCULATOR_START ) ) {
		$props['states'] = null;
		$props['locale'] = null;
	}
	// WPC's dates follow the shipping method: its script had cart.js post the cart again after a
	// change (wc_update_cart); the island does so where that script was printed (docs/decisions/0036).
	$props['repostAfterShippingMethod'] = in_array( ISLET_WPCED_HANDLE, $handles, true );
	$page->before_body_end( islet_island_markup( 'cart-page', $props ), 'cart-page' );
}
