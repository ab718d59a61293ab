<?php
/**
 * The cart of a Status check (docs/decisions/0040-status-page.md): WooCommerce sends an empty
 * cart from the checkout to the cart page, so the check adds one product as its visitor, carries
 * that visitor's cookies to the cart and the checkout, and deletes the visitor's session after.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product a visitor can add by a link: simple, published, in stock, purchasable.
 *
 * @return int Product id, 0 when the store has none.
 */
function islet_status_cart_product() {
	if ( ! function_exists( 'wc_get_products' ) ) {
		return 0;
	}
	$products = wc_get_products(
		array(
			'type'         => 'simple',
			'status'       => 'publish',
			'stock_status' => 'instock',
			'limit'        => 10,
			'orderby'      => 'date',
		)
	);
	foreach ( is_array( $products ) ? $products : array() as $product ) {
		if ( is_object( $product ) && $product->is_purchasable() && $product->is_in_stock() ) {
			return (int) $product->get_id();
		}
	}
	return 0;
}

/**
 * Adds one product as a new visitor (`?add-to-cart=`), for the cart and checkout pages.
 *
 * @return array{cookies: array, added: bool} The visitor's cookies; whether the cart holds it.
 */
function islet_status_fill_cart() {
	$id = islet_status_cart_product();
	if ( 0 === $id ) {
		return array(
			'cookies' => array(),
			'added'   => false,
		);
	}
	$response = wp_remote_get( add_query_arg( 'add-to-cart', $id, home_url( '/' ) ), islet_status_request_args( '', array() ) );
	$cookies  = is_wp_error( $response ) ? array() : wp_remote_retrieve_cookies( $response );
	$added    = false;
	foreach ( $cookies as $cookie ) {
		$added = $added || ( 'woocommerce_items_in_cart' === $cookie->name && '' !== (string) $cookie->value && '0' !== (string) $cookie->value );
	}
	return array(
		'cookies' => $cookies,
		'added'   => $added,
	);
}

/**
 * Deletes the check visitor's cart session, so no abandoned cart is left behind.
 *
 * @param array $cookies WP_Http_Cookie objects of islet_status_fill_cart().
 */
function islet_status_empty_cart( array $cookies ) {
	if ( ! class_exists( 'WC_Session_Handler' ) ) {
		return;
	}
	foreach ( $cookies as $cookie ) {
		// WooCommerce's session cookie: wp_woocommerce_session_{COOKIEHASH}, "customer|expiry|expiring|hash" (older versions separate by ||).
		if ( 0 === strpos( (string) $cookie->name, 'wp_woocommerce_session_' ) ) {
			$customer = explode( '|', rawurldecode( (string) $cookie->value ) )[0];
			if ( '' !== $customer ) {
				( new WC_Session_Handler() )->delete_session( $customer );
			}
		}
	}
}
