<?php
/**
 * The `notices` island: WooCommerce's woocommerce.js page work (the store notice, the
 * coming-soon banner, password show/hide, alert notices focused, `$.scroll_to_notices`,
 * quantities raised to their minimum), printed once before `</body>` only where it takes over
 * all of it, so woocommerce.js and the island never share a page: WooCommerce printed
 * woocommerce.js, its ordering dropdown (if any) has the listing-page island, no checkout field
 * has a description for it to toggle, every password field is WooCommerce's (given its toggle
 * here), and the legacy rule then takes woocommerce.js off (no printed script depends on it).
 * docs/decisions/0018-notices.md says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's handle for woocommerce.js. */
const ISLET_WOOCOMMERCE_HANDLE = 'woocommerce';

/** WooCommerce's account forms mark their fields so. */
const ISLET_WOOCOMMERCE_FIELD_CLASS = 'woocommerce-Input';

/** The checkout puts its fields in this span. */
const ISLET_CHECKOUT_WRAPPER_START = '<span class="woocommerce-input-wrapper">';

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
 * @param string|null $field_id The field's id, if any.
 * @return string
 */
function islet_password_toggle( $label, $field_id ) {
	$controls = null === $field_id || '' === $field_id ? '' : ' aria-controls="' . esc_attr( $field_id ) . '"';
	return '<button type="button" class="show-password-input" aria-label="' . esc_attr( $label ) . '" aria-pressed="false"' . $controls . ' hidden></button>';
}

/**
 * Whether a password field is WooCommerce's: one of its account fields, or a checkout field in
 * its wrapper (the tag right before, with only whitespace between).
 *
 * @param Islet_Html $doc   Page.
 * @param int        $input The field's tag index.
 * @return bool
 */
function islet_is_woocommerce_password( Islet_Html $doc, $input ) {
	if ( preg_match( '/\b' . ISLET_WOOCOMMERCE_FIELD_CLASS . '\b/', (string) $doc->attribute( $input, 'class' ) ) ) {
		return true;
	}
	$before = $input - 1;
	return $before >= 0 && $doc->starts_with( $before, ISLET_CHECKOUT_WRAPPER_START ) && $doc->blank_between( $doc->to[ $before ], $doc->at[ $input ] );
}

/**
 * Every WooCommerce password field in WooCommerce's wrapper with its toggle;
 * false, and nothing changed, when another password field is on the page.
 *
 * @param Islet_Page $page  Page.
 * @param string     $label The toggles' name.
 * @return bool
 */
function islet_wrap_password_fields( Islet_Page $page, $label ) {
	$doc    = $page->doc;
	$fields = $page->where(
		'input',
		static function ( $attributes ) {
			return isset( $attributes['type'] ) && 'password' === strtolower( $attributes['type'] );
		}
	);
	foreach ( $fields as $index ) {
		if ( ! islet_is_woocommerce_password( $doc, $index ) ) {
			return false;
		}
	}
	foreach ( $fields as $index ) {
		$page->wrap( $doc->at[ $index ], $doc->to[ $index ], '<span class="password-input">', islet_password_toggle( $label, $doc->attribute( $index, 'id' ) ) . '</span>' );
	}
	return true;
}

/**
 * Work of woocommerce.js on this page that no island does: the checkout fields' descriptions,
 * or an ordering dropdown without the listing-page island.
 *
 * @param Islet_Page $page Page.
 * @return bool
 */
function islet_left_to_woocommerce_js( Islet_Page $page ) {
	$descriptions = array() !== $page->doc->tags_holding( 'woocommerce-input-wrapper' ) && null !== $page->first( '<span class="description"' );
	$ordering     = null !== $page->first( '<form class="woocommerce-ordering"' ) && ! $page->has_island( 'listing-page' );
	return $descriptions || $ordering;
}

/**
 * The notices island before `</body>` with the password toggles; nothing
 * where woocommerce.js stays.
 *
 * @param Islet_Page $page      Page, with its other islands placed.
 * @param array      $props     islet_notices_props().
 * @param string     $page_type islet_page_type().
 * @param array      $printed   {printed, queue, deps} (islet_printed_scripts()).
 */
function islet_place_notices( Islet_Page $page, $props, $page_type, array $printed ) {
	$handles = isset( $printed['printed'] ) ? (array) $printed['printed'] : array();
	if ( ! in_array( ISLET_WOOCOMMERCE_HANDLE, $handles, true ) || $page->has_island( 'notices' ) || islet_left_to_woocommerce_js( $page ) || null === $page->body_end() ) {
		return;
	}
	// woocommerce.js must leave with the island on the page, or the island is not printed.
	$islands = array_merge( $page->islands(), array( 'notices' ) );
	if ( ! in_array( ISLET_WOOCOMMERCE_HANDLE, islet_legacy_removals( $islands, $page_type, $printed ), true ) ) {
		return;
	}
	if ( islet_wrap_password_fields( $page, __( 'Show password', 'woocommerce' ) ) ) { // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- woocommerce_params.i18n_password_show.
		$page->before_body_end( islet_island_markup( 'notices', $props ), 'notices' );
	}
}
