<?php
/**
 * The `notices` island: WooCommerce's woocommerce.js page work (the store notice, the
 * coming-soon banner, password show/hide, alert notices focused, `$.scroll_to_notices`,
 * quantities raised to their minimum), printed once before `</body>` only where it takes over
 * all of it, so woocommerce.js and the island never share a page: WooCommerce printed
 * woocommerce.js, its ordering dropdown (if any) has the listing-page island, no checkout field
 * has a description for it to toggle, every password field is WooCommerce's (given its toggle
 * here), and the legacy rule then takes woocommerce.js off (no printed script depends on it).
 * The port of scripts/demo-store/islands-notices.ts; scripts/php-parity.test.ts holds the two
 * to the same bytes on the captured pages. docs/decisions/0018-notices.md says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's handle for woocommerce.js. */
const ISLET_WOOCOMMERCE_HANDLE = 'woocommerce';

/** A password field as the server opens it. */
const ISLET_PASSWORD_INPUT_PATTERN = '/<input\b[^>]*\stype="password"[^>]*>/';

/** WooCommerce's account forms mark their fields so. */
const ISLET_WOOCOMMERCE_FIELD_PATTERN = '/\sclass="[^"]*\bwoocommerce-Input\b/';

/** The checkout puts its fields in this span. */
const ISLET_CHECKOUT_WRAPPER_PATTERN = '/<span class="woocommerce-input-wrapper">\s*$/';

/**
 * The island's props (parseNoticesProps()): the name of the coming-soon banner's dismiss
 * control, WooCommerce's own 'Dismiss'.
 *
 * @return array{dismiss: string}
 */
function islet_notices_props() {
	return array(
		'dismiss' => __( 'Dismiss', 'woocommerce' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own string, and its translation.
	);
}

/**
 * The button woocommerce.js appended to a password field's wrapper, printed hidden
 * (passwordToggle()).
 *
 * @param string      $label    The button's name.
 * @param string|null $field_id The field's id as printed (already escaped), if any.
 * @return string
 */
function islet_password_toggle( $label, $field_id ) {
	$controls = null === $field_id || '' === $field_id ? '' : ' aria-controls="' . $field_id . '"';
	return '<button type="button" class="show-password-input" aria-label="' . esc_attr( $label ) . '" aria-pressed="false"' . $controls . ' hidden></button>';
}

/**
 * Every WooCommerce password field in WooCommerce's wrapper with its toggle (wrapPasswordFields());
 * null when another password field is on the page.
 *
 * @param string $html  Page.
 * @param string $label The toggles' name.
 * @return string|null
 */
function islet_wrap_password_fields( $html, $label ) {
	if ( ! preg_match_all( ISLET_PASSWORD_INPUT_PATTERN, $html, $matches, PREG_OFFSET_CAPTURE ) ) {
		return $html;
	}
	$out  = '';
	$last = 0;
	foreach ( $matches[0] as $match ) {
		list( $tag, $offset ) = $match;
		$before               = substr( $html, max( 0, $offset - 200 ), $offset - max( 0, $offset - 200 ) );
		if ( ! preg_match( ISLET_WOOCOMMERCE_FIELD_PATTERN, $tag ) && ! preg_match( ISLET_CHECKOUT_WRAPPER_PATTERN, $before ) ) {
			return null;
		}
		$field_id = preg_match( '/\sid="([^"]*)"/', $tag, $id ) ? $id[1] : null;
		$out     .= substr( $html, $last, $offset - $last ) . '<span class="password-input">' . $tag . islet_password_toggle( $label, $field_id ) . '</span>';
		$last     = $offset + strlen( $tag );
	}
	return $out . substr( $html, $last );
}

/**
 * Work of woocommerce.js on this page that no island does: the checkout fields' descriptions,
 * or an ordering dropdown without the listing-page island.
 *
 * @param string $html Page.
 * @return bool
 */
function islet_left_to_woocommerce_js( $html ) {
	$descriptions = false !== strpos( $html, 'woocommerce-input-wrapper' ) && false !== strpos( $html, '<span class="description"' );
	$ordering     = false !== strpos( $html, '<form class="woocommerce-ordering"' ) && false === strpos( $html, '<div data-island="listing-page"' );
	return $descriptions || $ordering;
}

/**
 * The notices island before `</body>` with the password toggles (placeNoticesIsland()), or the
 * page unchanged where woocommerce.js stays.
 *
 * @param string $html      Page, with its other islands placed.
 * @param array  $props     islet_notices_props().
 * @param string $page_type islet_page_type().
 * @param array  $printed   {printed, queue, deps} (islet_printed_scripts()).
 * @return string
 */
function islet_place_notices( $html, $props, $page_type, array $printed ) {
	$handles = isset( $printed['printed'] ) ? (array) $printed['printed'] : array();
	if ( ! in_array( ISLET_WOOCOMMERCE_HANDLE, $handles, true ) || false !== strpos( $html, '<div data-island="notices"' ) || islet_left_to_woocommerce_js( $html ) ) {
		return $html;
	}
	$wrapped = islet_wrap_password_fields( $html, __( 'Show password', 'woocommerce' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- woocommerce_params.i18n_password_show.
	if ( null === $wrapped ) {
		return $html;
	}
	$placed = islet_insert_before_body_end( $wrapped, islet_render_island( 'notices', 1, 'interaction', $props ) );
	$leaves = in_array( ISLET_WOOCOMMERCE_HANDLE, islet_legacy_removals( islet_islands_in_html( $placed ), $page_type, $printed ), true );
	return $placed !== $wrapped && $leaves ? $placed : $html;
}
