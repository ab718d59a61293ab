<?php
/**
 * Islet's store tests (tests/store/status.spec.ts runs this with the kit's `store wp`): a shop
 * manager account, made if the store has none of that name, with the password given.
 *   store wp shop-manager.php LOGIN PASSWORD
 */

// Run only by the kit's `store wp`, never through the web server.
'cli' === PHP_SAPI || exit;

$islet_login    = isset( $args[0] ) ? sanitize_user( $args[0] ) : '';
$islet_password = isset( $args[1] ) ? $args[1] : '';
if ( '' === $islet_login || '' === $islet_password ) {
	fwrite( STDERR, "usage: store wp shop-manager.php LOGIN PASSWORD\n" );
	exit( 2 );
}
$islet_user = get_user_by( 'login', $islet_login );
$islet_id   = $islet_user ? $islet_user->ID : wp_create_user( $islet_login, $islet_password, $islet_login . '@example.com' );
if ( is_wp_error( $islet_id ) ) {
	fwrite( STDERR, $islet_id->get_error_message() . "\n" );
	exit( 1 );
}
wp_set_password( $islet_password, $islet_id );
( new WP_User( $islet_id ) )->set_role( 'shop_manager' );
echo 'shop manager ' . $islet_login . ' (' . $islet_id . ")\n";
