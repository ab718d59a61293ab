<?php
/**
 * Loads WordPress's real function files (Debian's /usr/share/wordpress, 6.1) without a
 * database, for the unit tests and the parity CLI.
 *
 * Real: hooks (plugin.php), escaping and JSON (formatting.php, kses.php, functions.php),
 * the option API (option.php) over the real object cache, URLs (link-template.php),
 * translations (l10n.php, which fall through to the original strings), the script and
 * style registries (WP_Scripts, WP_Styles) and the query conditionals (an empty WP_Query,
 * so is_feed() and friends answer false), the admin menu and Settings API functions. Not
 * real: the database, replaced by Islet_Memory_Wpdb, which stores option rows in an array,
 * and the user-bound current_user_can() and wp_create_nonce() (support/capabilities.php).
 *
 * ISLET_WP_DIR points elsewhere if WordPress is not at /usr/share/wordpress.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

$islet_wp_dir = getenv( 'ISLET_WP_DIR' ) ? rtrim( (string) getenv( 'ISLET_WP_DIR' ), '/' ) : '/usr/share/wordpress';
if ( ! is_file( $islet_wp_dir . '/wp-includes/plugin.php' ) ) {
	fwrite( STDERR, "WordPress not found at $islet_wp_dir (apt-get install wordpress, or set ISLET_WP_DIR).\n" );
	exit( 2 );
}

define( 'ABSPATH', $islet_wp_dir . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_DEBUG', true );
define( 'WP_CONTENT_DIR', ABSPATH . 'wp-content' );
define( 'WP_LANG_DIR', sys_get_temp_dir() . '/islet-tests-languages' );
// The plugin folder's parent plays wp-content/plugins, so plugin_basename() and
// plugins_url() work on the working tree as they would on a store.
define( 'WP_PLUGIN_DIR', dirname( __DIR__, 3 ) );
define( 'WP_CONTENT_URL', 'http://shop.example/wp-content' );
define( 'WP_PLUGIN_URL', WP_CONTENT_URL . '/plugins' );
define( 'WPMU_PLUGIN_DIR', WP_CONTENT_DIR . '/mu-plugins' );
define( 'WPMU_PLUGIN_URL', WP_CONTENT_URL . '/mu-plugins' );

require_once __DIR__ . '/class-islet-memory-wpdb.php';

foreach (
	array(
		'load.php',
		'default-constants.php',
		'plugin.php',
		'class-wp-error.php',
		'pomo/mo.php',
		'l10n.php',
		'class-wp-textdomain-registry.php',
		'functions.php',
		'formatting.php',
		'kses.php',
		'cache.php',
		'http.php',
		'link-template.php',
		'theme.php',
		'query.php',
		'class-wp-query.php',
		'class-wp-dependency.php',
		'class-wp-dependencies.php',
		'class-wp-scripts.php',
		'class-wp-styles.php',
		'functions.wp-scripts.php',
		'functions.wp-styles.php',
		'general-template.php',
		'shortcodes.php',
		'class-wp-walker.php',
		'class-wp-theme.php',
		'taxonomy.php',
		'class-wp-term-query.php',
		'class-wp-http-response.php',
		'rest-api.php',
		'rest-api/class-wp-rest-request.php',
		'rest-api/class-wp-rest-response.php',
	) as $islet_wp_file
) {
	require_once ABSPATH . WPINC . '/' . $islet_wp_file;
}
wp_initial_constants();
// The admin menu and Settings API functions (add_submenu_page, register_setting's
// companions, settings_fields, submit_button).
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once __DIR__ . '/capabilities.php';

$GLOBALS['wpdb']                   = new Islet_Memory_Wpdb();
$GLOBALS['blog_id']                = 1;
$GLOBALS['wp_plugin_paths']        = array();
$GLOBALS['locale']                 = 'en_US';
$GLOBALS['wp_textdomain_registry'] = new WP_Textdomain_Registry();
wp_cache_init();

/**
 * Resets the options table, the object cache, every hook and the script registries to a
 * store with the given options (plus the core ones every request has).
 *
 * @param array<string, mixed> $options Extra options.
 */
function islet_test_reset_wordpress( array $options = array() ) {
	global $wpdb, $wp_filter, $wp_actions, $wp_current_filter, $wp_scripts, $wp_styles, $wp_query, $wp_the_query;
	$wp_filter         = array();
	$wp_actions        = array();
	$wp_current_filter = array();
	$wp_scripts        = null;
	$wp_styles         = null;
	foreach ( array( 'menu', 'submenu', '_registered_pages', 'wp_settings_errors', 'wp_registered_settings', 'new_allowed_options', 'wp_settings_sections', 'wp_settings_fields' ) as $admin_global ) {
		$GLOBALS[ $admin_global ] = array();
	}
	$GLOBALS['islet_test_caps']    = array();
	$GLOBALS['islet_test_is_cart'] = false;
	unset( $GLOBALS['islet_test_product_id'], $GLOBALS['islet_test_wc_page'], $GLOBALS['islet_test_countries'], $GLOBALS['islet_test_shoptimizer_options'] );
	if ( function_exists( 'islet_page_is_buffered' ) ) {
		islet_page_is_buffered( false );
		islet_printed_scripts( null );
	}
	$wpdb->rows                    = array();
	wp_cache_flush();
	$defaults = array(
		'siteurl'      => 'http://shop.example',
		'home'         => 'http://shop.example',
		'blog_charset' => 'UTF-8',
		'template'     => 'shoptimizer',
		'stylesheet'   => 'shoptimizer',
	);
	foreach ( array_merge( $defaults, $options ) as $name => $value ) {
		$wpdb->rows[ $name ] = array( maybe_serialize( $value ), 'yes' );
	}
	$wp_query     = new WP_Query();
	$wp_the_query = $wp_query;
	$_GET         = array();
	unset( $_SERVER['HTTPS'] );
	$_SERVER = array_merge(
		$_SERVER,
		array(
			'HTTP_HOST'   => 'shop.example',
			'REQUEST_URI' => '/',
		)
	);
}

islet_test_reset_wordpress();
