<?php
/**
 * Where Islet hooks into WordPress. Everything on the front end waits for plugins_loaded,
 * when it is known whether WooCommerce is active; without it Islet only adds its settings
 * page and a notice.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * Hooks added when the plugin file loads.
 *
 * @param string $plugin_file The main plugin file.
 */
function islet_register_hooks( $plugin_file ) {
	add_action( 'init', 'islet_load_textdomain' );
	add_action( 'plugins_loaded', 'islet_boot' );
	add_action( 'admin_menu', 'islet_register_admin_page', 60 );
	add_action( 'admin_init', 'islet_register_settings' );
	add_filter( 'option_page_capability_' . ISLET_PAGE, 'islet_option_page_capability' );
	add_action( 'admin_notices', 'islet_missing_woocommerce_notice' );
	add_action( 'admin_notices', 'islet_missing_bundle_notice' );
	add_filter( 'plugin_action_links_' . plugin_basename( $plugin_file ), 'islet_plugin_action_links' );
	add_action( 'admin_post_' . ISLET_STATUS_CHECK_ACTION, 'islet_handle_status_check' );
	islet_register_first_paint_admin_hooks();
}

/**
 * Translations bundled in languages/ (translate.wordpress.org's are found without this).
 */
function islet_load_textdomain() {
	load_plugin_textdomain( 'islet', false, dirname( plugin_basename( ISLET_FILE ) ) . '/languages' );
}

/**
 * The front-end hooks, only where WooCommerce is active (plugins_loaded).
 */
function islet_boot() {
	if ( ! islet_is_woocommerce_active() ) {
		return;
	}
	add_action( 'admin_bar_menu', 'islet_status_admin_bar_node', 90 );
	if ( islet_legacy_view_requested() ) {
		// Who asks for the compare view is known only once WordPress has read the login cookie,
		// just before init (includes/status-view.php); nothing of Islet's front end runs earlier.
		add_action( 'init', 'islet_boot_for_view', 0 );
		return;
	}
	islet_boot_front_end();
}

/**
 * Islet's front end: the page buffer, the islands, the legacy rule, the first paint.
 */
function islet_boot_front_end() {
	// A new request: nothing is buffered or printed yet (a persistent PHP worker keeps statics).
	islet_page_is_buffered( false );
	islet_printed_scripts( null );
	islet_captured_output( null );
	islet_marked_callbacks( null );
	islet_legacy_marker_key( true );
	islet_first_paint_state( false );
	islet_held_output( '' );
	islet_held_emoji_loader( '' );
	islet_page_buffer_level( 0 );
	add_action( 'wp_enqueue_scripts', 'islet_enqueue_assets', 20 );
	// What WordPress printed, once the footer scripts are out; the output handler decides
	// which legacy scripts leave (includes/legacy.php).
	add_action( 'wp_print_footer_scripts', 'islet_remember_printed_scripts', PHP_INT_MAX );
	// Before wp_ob_end_flush_all (shutdown, 1) runs the output handler.
	add_action( 'shutdown', 'islet_refresh_printed_scripts', 0 );
	foreach ( array_unique( array_column( islet_legacy_table()['inline'], 'hook' ) ) as $hook ) {
		add_action( $hook, 'islet_mark_legacy_callbacks', PHP_INT_MIN );
	}
	// What CommerceKit prints for the islands to read, kept as it prints (includes/page-data.php).
	foreach ( array_unique( array_column( ISLET_DATA_CALLBACKS, 'hook' ) ) as $hook ) {
		add_action( $hook, 'islet_capture_data_callbacks', PHP_INT_MIN );
	}
	add_filter( 'script_loader_tag', 'islet_module_script_tag', 10, 2 );
	// A missing file's link would boot WordPress for a 404 (includes/missing-assets.php).
	add_filter( 'style_loader_tag', 'islet_drop_missing_style', 10, 3 );
	add_filter( 'script_loader_tag', 'islet_drop_missing_script', 10, 3 );
	add_action( 'wp_head', 'islet_print_config', 1 );
	add_action( 'wp_head', 'islet_print_registry_preloads', 2 );
	add_action( 'wp_footer', 'islet_print_cart_buttons_island' );
	islet_register_order_bump_hooks();
	add_filter( 'islet_legacy_table', 'islet_discount_rules_legacy_table' );
	// After WordPress's and WooCommerce's own template_redirect handlers (redirects, wc-ajax,
	// sitemaps), which end the request before a page is rendered.
	add_action( 'template_redirect', 'islet_start_buffer', 1000 );
	// A Status check's page: never cached, and reported on where Islet does not buffer it (includes/status-view.php).
	add_action( 'template_redirect', 'islet_status_no_cache', 0 );
	add_action( 'template_redirect', 'islet_start_status_report_buffer', 1001 );
	islet_register_first_paint_hooks();
}
