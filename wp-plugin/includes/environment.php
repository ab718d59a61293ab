<?php
/**
 * What is around us: WooCommerce, CommerceKit and its settings, page-builder editors.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_COMMERCEKIT_PLUGIN = 'commercegurus-commercekit/commercegurus-commercekit.php';

/**
 * WooCommerce is loaded. Called from plugins_loaded on, when every active plugin's main file
 * has run, so the class exists exactly when WooCommerce is active.
 *
 * @return bool
 */
function islet_is_woocommerce_active() {
	return class_exists( 'WooCommerce', false ) || function_exists( 'WC' );
}

/**
 * CommerceKit is active.
 *
 * Its main file defines CGKIT_BASE_PATH first thing (before it even checks for WooCommerce),
 * so the constant is the signal once plugins are loaded. The active-plugins list, which is
 * what is_plugin_active() reads, covers a call made earlier than that. The filter
 * `islet_commercekit_active` settles anything else (a renamed plugin folder, tests).
 *
 * @return bool
 */
function islet_is_commercekit_active() {
	$active = defined( 'CGKIT_BASE_PATH' ) || class_exists( 'COMMERCEKIT_AJAX', false ) || islet_is_plugin_listed_active( ISLET_COMMERCEKIT_PLUGIN );
	/**
	 * Filters whether CommerceKit counts as active.
	 *
	 * @param bool $active Detected.
	 */
	return (bool) apply_filters( 'islet_commercekit_active', $active );
}

/**
 * is_plugin_active() without loading wp-admin/includes/plugin.php on the front end.
 *
 * @param string $plugin Plugin basename.
 * @return bool
 */
function islet_is_plugin_listed_active( $plugin ) {
	if ( in_array( $plugin, (array) get_option( 'active_plugins', array() ), true ) ) {
		return true;
	}
	if ( ! is_multisite() ) {
		return false;
	}
	$network = (array) get_site_option( 'active_sitewide_plugins', array() );
	return isset( $network[ $plugin ] );
}

/**
 * CommerceKit's ajax URL as CommerceKit prints it in `commercekit_ajs.ajax_url`
 * (`/?commercekit-ajax`, site-relative), or '' without CommerceKit.
 *
 * @return string
 */
function islet_commercekit_ajax_url() {
	if ( ! islet_is_commercekit_active() ) {
		return '';
	}
	// CommerceKit builds it from WC_AJAX's endpoint and strips everything after the flag.
	$url = ( class_exists( 'COMMERCEKIT_AJAX', false ) && is_callable( array( 'COMMERCEKIT_AJAX', 'get_endpoint' ) ) )
		? (string) COMMERCEKIT_AJAX::get_endpoint()
		: add_query_arg( 'commercekit-ajax', '', home_url( '/', 'relative' ) );
	return (string) preg_replace( '/(commercekit-ajax).*$/', '$1', $url );
}

/**
 * Defaults for CommerceKit's settings (docs/behaviour/constants.md), which differ from
 * CommerceKit's own factory defaults for the sticky bar and search. Keys are CommerceKit's option
 * keys, except `pdp_vertical_thumbnails` and `ajs_char_count`, which CommerceKit does not store (it
 * prints 5 and 3); they are Islet's names, so a filter can still change them.
 *
 * @return array<string, int|string>
 */
function islet_commercekit_defaults() {
	return array(
		'pdp_gallery_layout'      => 'horizontal',
		'pdp_desktop_thumbnails'  => 4,
		'pdp_mobile_thumbnails'   => 4,
		'pdp_vertical_thumbnails' => 5,
		'pdp_lightbox'            => 1,
		'sticky_atc_desktop'      => 1,
		'sticky_atc_mobile'       => 1,
		'countdown_timer'         => 0,
		'waitlist'                => 0,
		'wishlist'                => 0,
		'ajax_search'             => 0,
		'ajs_char_count'          => 3,
	);
}

/**
 * One CommerceKit setting from its `commercekit` option, read defensively: the option may be
 * missing or not an array, a key may be missing, empty or of another type. The value comes
 * back with the default's type (int or string); a value that does not fit gives the default.
 * Without CommerceKit every key gives its default.
 *
 * @param string $key     CommerceKit option key.
 * @param mixed  $default Null for the documented default of that key.
 * @return mixed
 */
function islet_commercekit_option( $key, $default = null ) {
	$defaults = islet_commercekit_defaults();
	if ( null === $default && isset( $defaults[ $key ] ) ) {
		$default = $defaults[ $key ];
	}
	$value   = $default;
	$options = islet_is_commercekit_active() ? get_option( 'commercekit', array() ) : array();
	if ( is_array( $options ) && isset( $options[ $key ] ) && '' !== $options[ $key ] && is_scalar( $options[ $key ] ) ) {
		$value = islet_coerce_like( $options[ $key ], $default );
	}
	/**
	 * Filters a CommerceKit setting as Islet reads it.
	 *
	 * @param mixed  $value   Stored value, or the default.
	 * @param string $key     Option key.
	 * @param mixed  $default Default.
	 */
	return apply_filters( 'islet_commercekit_option', $value, $key, $default );
}

/**
 * A stored scalar in the type of $like (CommerceKit stores numbers as strings: '1', '4').
 *
 * @param bool|int|float|string $value Stored value.
 * @param mixed                 $like  Default, whose type is wanted.
 * @return mixed
 */
function islet_coerce_like( $value, $like ) {
	if ( is_int( $like ) ) {
		return is_numeric( $value ) ? (int) $value : $like;
	}
	if ( is_bool( $like ) ) {
		return (bool) $value;
	}
	if ( is_string( $like ) ) {
		return (string) $value;
	}
	return $value;
}

/**
 * Query flags with which page builders load the front end inside their editor.
 *
 * @return array<string, string|null> Query key => required value, or null for "present".
 */
function islet_page_builder_query_flags() {
	return array(
		'elementor-preview'            => null, // Elementor's preview iframe.
		'fl_builder'                   => null, // Beaver Builder.
		'et_fb'                        => null, // Divi's Visual Builder.
		'bricks'                       => 'run', // Bricks.
		'ct_builder'                   => null, // Oxygen.
		'brizy-edit-iframe'            => null, // Brizy.
		'vc_editable'                  => 'true', // WPBakery's front-end editor.
		'tve'                          => 'true', // Thrive Architect.
		'breakdance_iframe'            => null, // Breakdance.
		'siteorigin_panels_live_editor' => null, // SiteOrigin Page Builder.
	);
}

/**
 * The page is rendered inside a page builder's editor, where the drawer must not pop open
 * after an add. Read from the request's query flags only (no builder's code is loaded at
 * the point we print the config, and these flags are what the builders themselves test).
 *
 * @return bool
 */
function islet_is_page_builder_editor() {
	$editor = false;
	foreach ( islet_page_builder_query_flags() as $key => $value ) {
		// Read-only detection of the editor's own URL; no state changes, so no nonce.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( isset( $_GET[ $key ] ) && ( null === $value || $value === $_GET[ $key ] ) ) {
			$editor = true;
			break;
		}
	}
	/**
	 * Filters whether the page is shown inside a page-builder editor.
	 *
	 * @param bool $editor Detected from the request's query flags.
	 */
	return (bool) apply_filters( 'islet_is_page_builder_editor', $editor );
}

/**
 * The product form adds by ajax and opens the drawer, as Shoptimizer's "single product ajax add
 * to cart" setting does when it is on (the theme tests the stored value with `true ===`). Off,
 * the theme's default, the form posts and the page reloads with WooCommerce's notice.
 *
 * @return bool
 */
function islet_product_form_adds_by_ajax() {
	$ajax = function_exists( 'shoptimizer_get_option' )
		&& true === shoptimizer_get_option( 'shoptimizer_layout_woocommerce_single_product_ajax' );
	/**
	 * Filters whether the product form adds by ajax (a theme other than Shoptimizer can say so).
	 *
	 * @param bool $ajax Shoptimizer's setting.
	 */
	return (bool) apply_filters( 'islet_product_form_ajax', $ajax );
}

/**
 * `scheme://host[:port]` of a URL; "" when it has none.
 *
 * @param string $url URL.
 * @return string
 */
function islet_url_origin( $url ) {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return '';
	}
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * Whether a URL is on the site's own origin (scheme, host and port of the home URL, in any case).
 *
 * @param string $url URL.
 * @return bool
 */
function islet_is_same_origin( $url ) {
	$origin = islet_url_origin( $url );
	return '' !== $origin && strtolower( $origin ) === strtolower( islet_url_origin( home_url( '/' ) ) );
}
