<?php
/**
 * The plugin's printers on the command line, for the demo store (scripts/demo-store/plugin-render.ts)
 * and the checks of what the islands read (scripts/plugin-output/): reads a JSON request on
 * stdin, prints a JSON answer. WordPress's real esc_attr() and wp_json_encode()
 * (support/wordpress.php), the plugin's own files, WooCommerce's few functions standing in
 * (support/woocommerce.php).
 *
 * Request: {
 *   "islands": [ { "name", "version", "when", "props", "inner"? } ],
 *   "json":    [ any ],                        values for islet_script_json()
 *   "wraps":   [ { "html", "props" } ],        islet_place_mini_cart()
 *   "selectors": [ string ],                   islet_is_valid_selector() (booleans)
 *   "footer":  true,                           the cart-buttons island as wp_footer prints it
 *   "pages":   [ { "html", "countries"? } ],   a captured page as a visitor receives it with Islet
 *                                              active on the reference store: its scripts
 *                                              registered and printed, WordPress's conditionals
 *                                              for its type, wp_footer before </body>, through
 *                                              the output buffer (islands and legacy scripts);
 *                                              `countries` (`states`, `locale`) what WC_Countries
 *                                              answers instead of the reference store's
 *   "fragments": [ { "step", "html" } ]         markup placed by one step of the plugin, as it
 *                                              places it in a page or an answer: `order-bumps`
 *                                              (islet_place_order_bumps_in(), the drawer blocks'
 *                                              answer), `card-swatches` (the cards' swatch forms,
 *                                              islet_place_card_section_swatches())
 *   "config":  { "options": {}, "get": {}, "isCart": false }   the config script
 * }
 * Answer: the same keys, each with the printed strings.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

error_reporting( E_ALL );
set_error_handler(
	static function ( $level, $message, $file, $line ) {
		fwrite( STDERR, "PHP error $level: $message ($file:$line)\n" );
		exit( 3 );
	}
);

require_once dirname( __DIR__ ) . '/support/wordpress.php';
require_once dirname( __DIR__ ) . '/support/woocommerce.php';
require_once dirname( __DIR__ ) . '/support/reference-store.php';
require_once dirname( __DIR__, 2 ) . '/islet.php';

$islet_request = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $islet_request ) ) {
	fwrite( STDERR, "render.php: stdin is not a JSON object\n" );
	exit( 2 );
}

$islet_answer = array();

// Props decode as PHP arrays, the way the plugin builds them, so an empty map arrives as
// array() and the printer's empty-props rule is exercised.
foreach ( isset( $islet_request['islands'] ) ? $islet_request['islands'] : array() as $island ) {
	$islet_answer['islands'][] = islet_render_island( $island['name'], $island['version'], $island['when'], $island['props'], isset( $island['inner'] ) ? $island['inner'] : '' );
}
foreach ( isset( $islet_request['json'] ) ? $islet_request['json'] : array() as $value ) {
	$islet_answer['json'][] = islet_script_json( $value );
}
foreach ( isset( $islet_request['selectors'] ) ? $islet_request['selectors'] : array() as $selector ) {
	$islet_answer['selectors'][] = islet_is_valid_selector( $selector );
}
foreach ( isset( $islet_request['wraps'] ) ? $islet_request['wraps'] : array() as $wrap ) {
	$islet_answer['wraps'][] = islet_transform_html(
		$wrap['html'],
		static function ( $page ) use ( $wrap ) {
			islet_place_mini_cart( $page, $wrap['props'] );
		}
	);
}

foreach ( isset( $islet_request['fragments'] ) ? $islet_request['fragments'] : array() as $fragment ) {
	islet_test_boot_store( islet_test_reference_options(), 'render' );
	$islet_answer['fragments'][] = 'order-bumps' === $fragment['step']
		? islet_place_order_bumps_in( $fragment['html'], islet_order_bump_props() )
		: islet_test_place( 'islet_place_card_section_swatches', $fragment['html'] );
}

foreach ( isset( $islet_request['pages'] ) ? $islet_request['pages'] : array() as $page ) {
	islet_test_boot_store( islet_test_reference_options(), 'render' );
	if ( isset( $page['countries'] ) ) {
		$GLOBALS['islet_test_countries'] = $page['countries'];
	}
	$islet_answer['pages'][] = islet_test_serve_captured_page( $page['html'] );
}

if ( isset( $islet_request['footer'] ) || isset( $islet_request['config'] ) ) {
	$config = isset( $islet_request['config'] ) ? $islet_request['config'] : array();
	islet_test_boot_store( isset( $config['options'] ) ? $config['options'] : array(), 'render' );
	$_GET                          = isset( $config['get'] ) ? $config['get'] : array();
	$GLOBALS['islet_test_is_cart'] = ! empty( $config['isCart'] );
	foreach ( array( 'config' => 'wp_head', 'footer' => 'wp_footer' ) as $key => $hook ) {
		if ( isset( $islet_request[ $key ] ) ) {
			ob_start();
			do_action( $hook );
			$islet_answer[ $key ] = (string) ob_get_clean();
		}
	}
}

echo wp_json_encode( $islet_answer, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
