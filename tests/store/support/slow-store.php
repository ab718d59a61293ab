<?php
/**
 * Islet's store tests (tests/store/support/slow-store.ts installs this as a must-use plugin in
 * the reference store): a request carrying the cookie `islet_test_delay_ms` waits that long
 * after WooCommerce has read the cart from the session and before the request's handler runs,
 * as on a busy host, so requests that overlap show it. Each ajax request's span and the cart's
 * count at its end are appended to logs/islet-test-requests.log for a failing test to explain.
 * Without the cookie it does nothing.
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['islet_test_delay_ms'] ) ) {
	$islet_test_started = microtime( true );
	$islet_test_delay   = min( 5000, max( 0, (int) $_COOKIE['islet_test_delay_ms'] ) );
	// WooCommerce reads the cart from the session on wp_loaded; the handlers run after it.
	add_action(
		'wp_loaded',
		static function () use ( $islet_test_delay ) {
			usleep( $islet_test_delay * 1000 );
		},
		PHP_INT_MAX
	);
	add_action(
		'shutdown',
		static function () use ( $islet_test_started ) {
			$action = isset( $_GET['wc-ajax'] ) ? 'wc-ajax=' . sanitize_key( wp_unslash( $_GET['wc-ajax'] ) ) : '';
			$action = '' === $action && isset( $_GET['commercekit-ajax'] ) ? 'commercekit-ajax=' . sanitize_key( wp_unslash( $_GET['commercekit-ajax'] ) ) : $action;
			$action = '' === $action && isset( $_REQUEST['action'] ) ? 'action=' . sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : $action;
			if ( '' === $action ) {
				return;
			}
			$count = function_exists( 'WC' ) && WC()->cart ? WC()->cart->get_cart_contents_count() : -1;
			$line  = sprintf( "%.3f %.3f %s cart=%d\n", $islet_test_started, microtime( true ), $action, $count );
			file_put_contents( WP_CONTENT_DIR . '/../../logs/islet-test-requests.log', $line, FILE_APPEND | LOCK_EX );
		},
		PHP_INT_MAX
	);
}
