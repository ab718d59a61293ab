<?php
/**
 * Islet's store tests (tests/store/support/theme-setting.ts installs this as a must-use plugin in
 * the reference store): a request carrying the cookie `islet_test_pdp_ajax=1` sees Shoptimizer's
 * "single product ajax add to cart" on, as a store with the setting on does for everyone; other
 * requests, and so the tests running beside it, see the store's own setting (off).
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['islet_test_pdp_ajax'] ) && '1' === $_COOKIE['islet_test_pdp_ajax'] ) {
	add_filter( 'theme_mod_shoptimizer_layout_woocommerce_single_product_ajax', '__return_true' );
}
