<?php
/**
 * Stand-ins for the user-bound pluggable functions (they need a logged-in user from the
 * database): capabilities come from $GLOBALS['islet_test_caps'], nonces are fixed strings;
 * and core's inline script printers and script suffix (script-loader.php cannot load here).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

$GLOBALS['islet_test_caps'] = array();

/**
 * @param string $capability Capability.
 * @return bool
 */
function current_user_can( $capability ) {
	return in_array( $capability, $GLOBALS['islet_test_caps'], true );
}

/**
 * A nonce that names its action, so the demo store can put the visitor's own in its place
 * (scripts/demo-store/page-transform.ts).
 *
 * @param string|int $action Nonce action.
 * @return string
 */
function wp_create_nonce( $action = -1 ) {
	return 'islet-test-nonce(' . $action . ')';
}

$GLOBALS['islet_test_logged_in'] = false;

/**
 * @return bool
 */
function is_user_logged_in() {
	return (bool) $GLOBALS['islet_test_logged_in'];
}

if ( ! function_exists( 'wp_print_inline_script_tag' ) ) {
	/**
	 * Core's inline script printer, which lives in script-loader.php; that file requires the
	 * dependency classes a second time, so it is not loaded here. Used by core's emoji loader
	 * (print_emoji_detection_script()).
	 *
	 * @param string $javascript Script.
	 * @param array  $attributes Attributes.
	 */
	function wp_print_inline_script_tag( $javascript, $attributes = array() ) {
		echo wp_get_inline_script_tag( $javascript, $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's own script.
	}
}

if ( ! function_exists( 'wp_get_inline_script_tag' ) ) {
	/**
	 * Core's inline script tag (script-loader.php), its attributes escaped as core escapes them.
	 * Used by includes/polyfill-on-demand.php, and printed by wp_print_inline_script_tag().
	 *
	 * @param string $javascript Script.
	 * @param array  $attributes Attributes.
	 * @return string
	 */
	function wp_get_inline_script_tag( $javascript, $attributes = array() ) {
		$printed = '';
		foreach ( $attributes as $name => $value ) {
			$printed .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
		}
		return '<script' . $printed . '>' . $javascript . "</script>\n";
	}
}

if ( ! function_exists( 'wp_scripts_get_suffix' ) ) {
	/**
	 * Core's script suffix (script-loader.php): minified unless SCRIPT_DEBUG.
	 *
	 * @param string $type Unused.
	 * @return string
	 */
	function wp_scripts_get_suffix( $type = '' ) {
		unset( $type );
		return defined( 'SCRIPT_DEBUG' ) && SCRIPT_DEBUG ? '' : '.min';
	}
}
