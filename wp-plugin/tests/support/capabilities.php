<?php
/**
 * Stand-ins for the user-bound pluggable functions (they need a logged-in user from the
 * database): capabilities come from $GLOBALS['islet_test_caps'], nonces are fixed strings.
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
