<?php
/**
 * The page config (`#islet-config`, read by src/config.ts parseConfig) and the islands' props,
 * taken from WooCommerce exactly as its own params objects (wc_add_to_cart_params,
 * wc_cart_fragments_params) and CommerceKit's commercekit_ajs carry them.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_CONFIG_VERSION = 1;

/**
 * The strings the bundle shows (IsletStrings in src/config.ts), translated.
 *
 * @return array<string, string>
 */
function islet_strings() {
	return array(
		// WooCommerce's own string, so stores keep WooCommerce's translation of it.
		'viewCart'     => __( 'View cart', 'woocommerce' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch
		'loading'      => __( 'Please wait...', 'islet' ),
		'cartUpdated'  => __( 'Cart updated.', 'islet' ),
		'itemAdded'    => __( 'Item added to your cart.', 'islet' ),
		'itemRemoved'  => __( 'Item removed from your cart.', 'islet' ),
		'closeCart'    => __( 'Close drawer', 'islet' ),
		'addFailed'    => __( 'Sorry, this item could not be added to your cart. Please try again.', 'islet' ),
		'removeFailed' => __( 'Sorry, this item could not be removed from your cart. Please try again.', 'islet' ),
	);
}

/**
 * The suffix WooCommerce's class-wc-frontend-scripts.php hashes into the fragment and cart
 * hash storage keys, so our bundle and any cart-fragments.js left on the page share storage.
 *
 * @return string
 */
function islet_cart_storage_hash() {
	$blog_id = get_current_blog_id();
	return md5( $blog_id . '_' . get_site_url( $blog_id, '/' ) . get_template() );
}

/**
 * The config printed once per page.
 *
 * @return array<string, mixed>
 */
function islet_build_config() {
	$hash   = islet_cart_storage_hash();
	$config = array(
		'v'                    => ISLET_CONFIG_VERSION,
		'wcAjaxUrl'            => WC_AJAX::get_endpoint( '%%endpoint%%' ),
		'ajaxUrl'              => admin_url( 'admin-ajax.php', 'relative' ),
		'ckAjaxUrl'            => islet_commercekit_ajax_url(),
		'cartUrl'              => wc_get_cart_url(),
		'isCart'               => (bool) is_cart(),
		'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ? 'yes' : 'no',
		'productFormAjax'      => islet_product_form_adds_by_ajax(),
		/** This filter is documented in WooCommerce's includes/class-wc-frontend-scripts.php */
		'fragmentName'         => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $hash ),
		/** This filter is documented in WooCommerce's includes/class-wc-frontend-scripts.php */
		'cartHashKey'          => (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $hash ),
		/**
		 * Filters how long (ms) the bundle waits for a cart request (WooCommerce: 5000).
		 *
		 * @param int $timeout Milliseconds.
		 */
		'requestTimeout'       => max( 0, (int) apply_filters( 'islet_request_timeout', 5000 ) ),
		'isPageBuilderEditor'  => islet_is_page_builder_editor(),
		'ckSearch'             => islet_commercekit_search_urls(),
		'react'                => islet_react_sources(),
		'i18n'                 => islet_strings(),
	);
	/**
	 * Filters the page config before it is printed.
	 *
	 * @param array $config See src/config.ts (IsletConfig).
	 */
	return apply_filters( 'islet_config', $config );
}

/**
 * Props of the mini-cart island.
 *
 * @return array{openers: string, blocks: bool}
 */
function islet_mini_cart_props() {
	$settings = islet_get_settings();
	return array(
		'openers' => $settings['openers'],
		'blocks'  => $settings['blocks'] && islet_is_commercekit_active(),
	);
}
