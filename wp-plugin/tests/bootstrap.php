<?php
/**
 * PHPUnit bootstrap: WordPress's real function files without a database
 * (support/wordpress.php), then the plugin's main file, as WordPress would load it.
 * WooCommerce is not loaded here: tests that play a store with WooCommerce call
 * islet_test_load_woocommerce(), and those that need it absent run in their own process.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

error_reporting( E_ALL );

require_once __DIR__ . '/support/wordpress.php';
require_once dirname( __DIR__ ) . '/islet.php';
require_once __DIR__ . '/support/class-islet-test-case.php';
require_once __DIR__ . '/support/reference-store.php';
require_once __DIR__ . '/support/shoptimizer.php';

/**
 * Loads the WooCommerce stand-ins (support/woocommerce.php).
 */
function islet_test_load_woocommerce() {
	require_once __DIR__ . '/support/woocommerce.php';
}
