<?php
/**
 * Shoptimizer's option reader, as the theme defines it (inc/customizer/options.php: the theme mod,
 * else the theme's default), for the test site whose template is shoptimizer. Tests set the
 * stored options with islet_test_shoptimizer_options(); every test starts with none stored.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The theme mods a test stores.
 *
 * @param array<string, mixed> $options Theme mods by key.
 */
function islet_test_shoptimizer_options( array $options ) {
	$GLOBALS['islet_test_shoptimizer_options'] = $options;
}

/**
 * A stored theme mod, else false (the theme's default for its switches).
 *
 * @param string $key Option key.
 * @return mixed
 */
function shoptimizer_get_option( $key ) {
	return $GLOBALS['islet_test_shoptimizer_options'][ $key ] ?? false;
}
