<?php
/**
 * One store's life in a fresh PHP process, the way WordPress runs the plugin: activation
 * through WordPress's own activate_plugin() (which includes the main file and rejects
 * unexpected output), then a front-end request and an admin request. Every PHP error, notice,
 * warning or deprecation is recorded (WP_DEBUG is on). Prints a JSON report for
 * tests/ActivationTest.php.
 *
 *   php wp-plugin/tests/bin/activate.php [--with-woocommerce]
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

error_reporting( E_ALL );
$islet_errors = array();
set_error_handler(
	static function ( $level, $message, $file, $line ) use ( &$islet_errors ) {
		$islet_errors[] = "$level: $message ($file:$line)";
		return true;
	}
);

require_once dirname( __DIR__ ) . '/support/wordpress.php';
require_once ABSPATH . WPINC . '/version.php';
if ( in_array( '--with-woocommerce', $argv, true ) ) {
	require_once dirname( __DIR__ ) . '/support/woocommerce.php';
}
// A built bundle, whether or not `npm run build` ran in this checkout.
add_filter(
	'islet_asset_manifest',
	static function () {
		return array(
			'version' => '0.1.0-test',
			'boot'    => 'boot-TEST.js',
			'css'     => 'islands-TEST.css',
		);
	}
);

/**
 * What a callable prints.
 *
 * @param callable $fn Code.
 * @return string
 */
function islet_activate_capture( callable $fn ) {
	ob_start();
	$fn();
	return (string) ob_get_clean();
}

$islet_plugin = plugin_basename( dirname( __DIR__, 2 ) . '/islet.php' );
$islet_result = activate_plugin( $islet_plugin );
$islet_report = array(
	'activation' => is_wp_error( $islet_result ) ? $islet_result->get_error_code() . ': ' . $islet_result->get_error_message() : 'ok',
	'active'     => in_array( $islet_plugin, (array) get_option( 'active_plugins' ), true ),
);

// A front-end request.
do_action( 'plugins_loaded' );
do_action( 'init' );
$islet_level = ob_get_level();
do_action( 'template_redirect' );
$islet_report['buffering'] = ob_get_level() > $islet_level;
while ( ob_get_level() > $islet_level ) {
	ob_end_clean();
}
do_action( 'wp_enqueue_scripts' );
$islet_report['queued']     = array_values( wp_scripts()->queue );
$islet_report['front_html'] = islet_activate_capture(
	static function () {
		do_action( 'wp_head' );
		do_action( 'wp_footer' );
	}
);

// An admin request by an administrator, then by an author.
$GLOBALS['islet_test_caps'] = array( 'activate_plugins', 'manage_options', 'manage_woocommerce' );
do_action( 'admin_menu' );
do_action( 'admin_init' );
$islet_report['settings_parent'] = array_keys( $GLOBALS['submenu'] );
$islet_report['notice']          = islet_activate_capture(
	static function () {
		do_action( 'admin_notices' );
	}
);
$islet_report['settings_page']   = islet_activate_capture( 'islet_render_settings_page' );
$GLOBALS['islet_test_caps']      = array( 'edit_posts' );
$islet_report['author_notice']   = islet_activate_capture(
	static function () {
		do_action( 'admin_notices' );
	}
);

$islet_report['errors'] = $islet_errors;
echo wp_json_encode( $islet_report, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES );
