<?php
/**
 * Removes Islet's options when the plugin is deleted. CommerceKit's and WooCommerce's
 * options are theirs and stay.
 *
 * @package Islet
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes Islet's options on the current site: its settings and the critical CSS builds
 * (includes/first-paint-css.php; the option of each page type with a build, the list of those
 * types, the pages waiting for one).
 */
function islet_uninstall_site() {
	delete_option( 'islet_settings' );
	foreach ( (array) get_option( 'islet_first_paint_types', array() ) as $type ) {
		if ( is_string( $type ) && preg_match( '/^[a-z][a-z-]{0,39}$/', $type ) ) {
			delete_option( 'islet_first_paint_' . $type );
		}
	}
	delete_option( 'islet_first_paint_types' );
	delete_option( 'islet_first_paint_wanted' );
	// The Status page's last check and a check's token (includes/status-check.php, status-view.php).
	delete_option( 'islet_status' );
	delete_transient( 'islet_status_token' );
}

if ( is_multisite() && function_exists( 'get_sites' ) ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $islet_site_id ) {
		switch_to_blog( $islet_site_id );
		islet_uninstall_site();
		restore_current_blog();
	}
} else {
	islet_uninstall_site();
}
