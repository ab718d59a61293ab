<?php
/**
 * Removes Islet's options when the plugin is deleted. CommerceKit's and WooCommerce's
 * options are theirs and stay.
 *
 * @package Islet
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes Islet's options on the current site.
 */
function islet_uninstall_site() {
	delete_option( 'islet_settings' );
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
