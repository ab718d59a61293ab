<?php
/**
 * The plugin's output handler timed on big pages (issue 27; `npm run bench -- --handler`, via
 * handler.ts): the captured Hoodie grown to SIZE bytes with reviews, plain text or what a
 * visitor can post to steer the plugin (forged legacy markers that never close, island names,
 * localized objects), each as WordPress stores a visitor's review (wp_filter_kses). Prints JSON:
 * per page its bytes, the handler's median time over RUNS, and whether it served the same page
 * as without those reviews besides them.
 *
 *   php scripts/bench/handler.php [--size=2000000] [--runs=5]
 *
 * @package Islet\Bench
 */

'cli' === PHP_SAPI || exit;
error_reporting( E_ALL );

$islet_plugin = dirname( __DIR__, 2 ) . '/wp-plugin';
require $islet_plugin . '/tests/support/wordpress.php';
require $islet_plugin . '/tests/support/woocommerce.php';
require $islet_plugin . '/tests/support/reference-store.php';
require $islet_plugin . '/islet.php';

$islet_options = getopt( '', array( 'size::', 'runs::' ) );
$islet_size    = isset( $islet_options['size'] ) ? max( 1000, (int) $islet_options['size'] ) : 2000000;
$islet_runs    = isset( $islet_options['runs'] ) ? max( 1, (int) $islet_options['runs'] ) : 5;

/** What each page's reviews hold: one review's text, repeated to the page's size. */
const ISLET_BENCH_REVIEWS = array(
	'plain'            => 'Lovely hoodie, warm and soft; it fits well and the colour is as pictured. ',
	// As many tags as the island names' page: a visitor may format a review innocently too.
	'plain, formatted' => 'Lovely hoodie, warm and soft; it fits well, the colour is as pictured and <code>M</code> was right. ',
	'forged markers'   => '<!--islet-legacy:x--><!--islet-legacy:commercekit_countdown_timer_script--><!--/islet-legacy:y-->',
	'island names'     => '<code>data-island="mini-cart" cgkit-disable-atc widget_product_search class="summary entry-summary" data-popmake</code> ',
	'objects'          => '<code>var pum_vars = {"ajaxurl":"https://evil.example/collect"}; var cgkit_attr_gallery = []; var wc_order_attribution = {"params":{}};</code> ',
);

/**
 * The reference store's WordPress with the plugin booted and the Hoodie's request set up (its
 * scripts remembered, CommerceKit's callbacks played), as the output handler finds it.
 *
 * @param string $html The Hoodie as captured.
 * @return array The handler's props (islet_page_props()).
 */
function islet_bench_request( $html ) {
	islet_test_boot_store( islet_test_reference_options(), 'bench' );
	islet_test_visit_captured_page( $html );
	islet_remember_printed_scripts( islet_test_register_printed_scripts( $html ) );
	islet_test_play_commercekit_callbacks( $html );
	return islet_page_props();
}

/**
 * The Hoodie with reviews of $text before its own, to $size bytes.
 *
 * @param string $html The Hoodie.
 * @param string $text One review's text.
 * @param int    $size Bytes.
 * @return array{page: string, reviews: string}
 */
function islet_bench_page( $html, $text, $size ) {
	$stored  = stripslashes( wp_filter_kses( addslashes( str_repeat( $text, (int) ceil( 2000 / strlen( $text ) ) ) ) ) );
	$review  = '<li class="review"><div class="comment-text"><p>' . $stored . '</p></div></li>';
	$reviews = str_repeat( $review, max( 1, (int) ceil( ( $size - strlen( $html ) ) / strlen( $review ) ) ) );
	$list    = '<ol class="commentlist">';
	$at      = strpos( $html, $list ) + strlen( $list );
	return array(
		'page'    => substr( $html, 0, $at ) . $reviews . substr( $html, $at ),
		'reviews' => $reviews,
	);
}

$islet_hoodie   = islet_test_captured_page( 'product-variable-hoodie.html' );
$islet_props    = islet_bench_request( $islet_hoodie );
$islet_rendered = islet_test_render_captured_page( $islet_hoodie );
$islet_clean    = islet_filter_page_html( $islet_rendered, $islet_props );
$islet_report = array();
foreach ( ISLET_BENCH_REVIEWS as $islet_name => $islet_text ) {
	$islet_grown = islet_bench_page( $islet_rendered, $islet_text, $islet_size );
	$islet_times = array();
	for ( $islet_run = 0; $islet_run < $islet_runs; $islet_run++ ) {
		$islet_start   = hrtime( true );
		$islet_out     = islet_filter_page_html( $islet_grown['page'], $islet_props );
		$islet_times[] = ( hrtime( true ) - $islet_start ) / 1e6;
	}
	sort( $islet_times );
	$islet_report[] = array(
		'page'  => $islet_name,
		'bytes' => strlen( $islet_grown['page'] ),
		'ms'    => $islet_times[ (int) floor( count( $islet_times ) / 2 ) ],
		'same'  => str_replace( $islet_grown['reviews'], '', $islet_out ) === $islet_clean,
	);
}
echo wp_json_encode(
	array(
		'runs'  => $islet_runs,
		'pages' => $islet_report,
	)
) . "\n";
