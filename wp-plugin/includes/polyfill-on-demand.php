<?php
/**
 * WordPress's `wp-polyfill` only for browsers that lack what it adds (issue 30,
 * docs/decisions/0043-polyfill-on-demand.md). WooCommerce's block scripts (the shop's price
 * filter) and `wp-url` list it as a dependency, so every listing page fetches and runs it
 * (14 KB gzip, about 50 ms of a phone's main thread), although a current browser has every
 * feature it adds. Where the first-paint switch is on, its script element becomes the test
 * WordPress itself once printed for its smaller polyfills: a browser without one of the features
 * writes the same script element in at the same place, so it still runs before what needs it.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * What WordPress 6.8's wp-polyfill adds (its core-js modules), each as a test a browser that has
 * it passes: the array copies, ArrayBuffer transfers, groupBy, Promise.withResolvers, well-formed
 * strings, URL.canParse and URL.parse, URLSearchParams's size and value-aware has, structuredClone
 * and DOMException (core-js also swaps these two for its own where they are native; the native
 * ones are what the rest of the browser uses anyway).
 */
const ISLET_POLYFILL_FEATURE_TESTS = array(
	"'toReversed' in Array.prototype",
	"'toSorted' in Array.prototype",
	"'toSpliced' in Array.prototype",
	"'with' in Array.prototype",
	"'transferToFixedLength' in ArrayBuffer.prototype",
	"'groupBy' in Object",
	"'groupBy' in Map",
	"'withResolvers' in Promise",
	"'isWellFormed' in String.prototype",
	"'toWellFormed' in String.prototype",
	"'canParse' in URL",
	"'parse' in URL",
	"'size' in URLSearchParams.prototype",
	"!new URLSearchParams('a=1').has('a', '2')",
	"'structuredClone' in window",
	"'DOMException' in window",
);

/**
 * The wp-polyfill files whose modules ISLET_POLYFILL_FEATURE_TESTS lists (md5 of the file):
 * WordPress 6.8's, minified and not. Another file (a newer WordPress may add modules) is left
 * as WordPress prints it until its modules are read and added here.
 */
const ISLET_POLYFILL_KNOWN_FILES = array(
	'fe733b72675d4683549f10df06f8072d',
	'c2215f06fbd8370924ffd8f085cd43ac',
);

/**
 * Hooks (islet_register_first_paint_hooks()).
 */
function islet_register_polyfill_hooks() {
	add_filter( 'script_loader_tag', 'islet_polyfill_on_demand', 10, 3 );
}

/**
 * script_loader_tag: wp-polyfill's element, on an Islet page with the first-paint switch on,
 * becomes an inline test that writes it in only for a browser lacking a feature. The inline
 * scripts printed with it stay as they are.
 *
 * @param string $tag    The printed tags.
 * @param string $handle Script handle.
 * @param string $src    Its URL.
 * @return string
 */
function islet_polyfill_on_demand( $tag, $handle, $src ) {
	if ( 'wp-polyfill' !== $handle || ! islet_first_paint_applies() || ! islet_is_known_polyfill( (string) $src ) ) {
		return $tag;
	}
	$loader = wp_get_inline_script_tag( islet_polyfill_loader( (string) $src ), array( 'id' => 'wp-polyfill-js' ) );
	return (string) preg_replace_callback(
		islet_script_element_pattern( $handle ),
		static function () use ( $loader ) {
			return $loader;
		},
		$tag,
		1
	);
}

/**
 * The inline test: the features, else the script element written in where the test runs.
 *
 * @param string $src The polyfill's URL.
 * @return string JavaScript.
 */
function islet_polyfill_loader( $src ) {
	// JSON_HEX_TAG: the written element's `</script>` cannot end this inline script.
	$element = wp_json_encode( '<script src="' . esc_url( $src ) . '"></script>', JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	return '( ' . implode( ' && ', ISLET_POLYFILL_FEATURE_TESTS ) . ' ) || document.write( ' . $element . ' );';
}

/**
 * Whether `$src` is WordPress's own wp-polyfill and its file one of the known ones (a plugin that
 * serves another copy, or another WordPress, is left alone). Each file is read once per request.
 *
 * @param string $src The script's URL.
 * @return bool
 */
function islet_is_known_polyfill( $src ) {
	static $hashes = array();
	$path = (string) wp_parse_url( $src, PHP_URL_PATH );
	$name = basename( $path );
	if ( ! in_array( $name, array( 'wp-polyfill.js', 'wp-polyfill.min.js' ), true ) || wp_parse_url( includes_url( 'js/dist/vendor/' . $name ), PHP_URL_PATH ) !== $path ) {
		return false;
	}
	$file = ABSPATH . WPINC . '/js/dist/vendor/' . $name;
	if ( ! isset( $hashes[ $file ] ) ) {
		$hashes[ $file ] = is_readable( $file ) ? (string) md5_file( $file ) : '';
	}
	/**
	 * Filters the md5s of the wp-polyfill files that only a browser failing the feature tests
	 * fetches. Add one only once its core-js modules are all among ISLET_POLYFILL_FEATURE_TESTS.
	 *
	 * @param string[] $known WordPress 6.8's files.
	 */
	$known = (array) apply_filters( 'islet_polyfill_known_files', ISLET_POLYFILL_KNOWN_FILES );
	return '' !== $hashes[ $file ] && in_array( $hashes[ $file ], $known, true );
}
