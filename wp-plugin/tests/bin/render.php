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
 *   "pages":   [ { "html", "countries"?, "options"?, "shoptimizer"?, "assets"? } ]
 *                                              a captured page as a visitor receives it with Islet
 *                                              active on the reference store: its scripts
 *                                              registered and printed, WordPress's conditionals
 *                                              for its type, wp_footer before </body>, through
 *                                              the output buffer (islands and legacy scripts);
 *                                              `countries` (`states`, `locale`) what WC_Countries
 *                                              answers instead of the reference store's;
 *                                              `options` over the reference store's;
 *                                              `shoptimizer` the theme's settings; `assets` a
 *                                              build's manifest, whose config, preloads and
 *                                              stylesheet wp_head prints before </head> and whose
 *                                              boot module the footer prints, at the plugin's
 *                                              URL on a store (wp-content/plugins/islet/)
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
require_once dirname( __DIR__ ) . '/support/shoptimizer.php';
require_once dirname( __DIR__, 2 ) . '/islet.php';

/**
 * A build's manifest for this page, the plugin at the URL a store has it under; returns the
 * $inside callback islet_test_serve_captured_page() runs while the page renders (the front-end
 * hooks WordPress fires before the theme prints the page).
 *
 * @param array $manifest version, boot, css, productPreload, pagesPreload.
 * @return callable
 */
function islet_render_use_assets( array $manifest ) {
	add_filter(
		'islet_asset_manifest',
		static function () use ( $manifest ) {
			return $manifest;
		},
		20
	);
	add_filter(
		'plugins_url',
		static function ( $url ) {
			return str_replace( WP_PLUGIN_URL . '/' . basename( dirname( ISLET_FILE ) ) . '/', home_url( '/wp-content/plugins/islet/' ), $url );
		}
	);
	return static function ( $html ) {
		do_action( 'wp_enqueue_scripts' );
		return $html;
	};
}

/**
 * What WordPress prints of the plugin's assets: wp_head's config, preloads and stylesheet before
 * `</head>`, the boot module with the footer's scripts before `</body>`.
 *
 * @param string $html The served page.
 * @return string
 */
function islet_render_print_assets( $html ) {
	ob_start();
	do_action( 'wp_head' );
	wp_print_styles( array( ISLET_STYLE_HANDLE ) );
	$head = (string) ob_get_clean();
	ob_start();
	wp_print_scripts( array( ISLET_SCRIPT_HANDLE ) );
	$foot = (string) ob_get_clean();
	$html = preg_replace( '~</head>~', addcslashes( $head, '\\$' ) . '</head>', $html, 1 );
	$end  = strrpos( (string) $html, '</body>' );
	return false === $end ? (string) $html : substr( $html, 0, $end ) . $foot . substr( $html, $end );
}

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
	islet_test_boot_store( array_merge( islet_test_reference_options(), isset( $page['options'] ) ? $page['options'] : array() ), 'render' );
	// The demo store's delivery dates are the captures', and it answers the same ones: they never go stale.
	add_filter(
		'islet_delivery_dates_fresh_until',
		static function () {
			return PHP_INT_MAX;
		}
	);
	if ( isset( $page['countries'] ) ) {
		$GLOBALS['islet_test_countries'] = $page['countries'];
	}
	$GLOBALS['islet_test_shoptimizer_options'] = isset( $page['shoptimizer'] ) ? $page['shoptimizer'] : array();
	$assets                                    = isset( $page['assets'] ) ? islet_render_use_assets( $page['assets'] ) : null;
	$served                                    = islet_test_serve_captured_page( $page['html'], $assets );
	$islet_answer['pages'][]                   = null === $assets ? $served : islet_render_print_assets( $served );
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
