<?php
/**
 * Listing islands: the port of the demo store's listing placement
 * (scripts/demo-store/islands-listing-swatches.ts). CommerceKit prints each card's quick-add
 * swatch form in one piece, so the finished page is wrapped, in the same output buffer as the
 * drawer; scripts/php-parity.test.ts holds it to the TypeScript placement on the captured pages.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The page types whose cards the listing-swatches island runs (islet_page_type()). */
const ISLET_LISTING_PAGE_TYPES = array( 'shop', 'product-taxonomy', 'search' );

/**
 * Every card's swatch form in its own listing-swatches island; a page without one is returned
 * unchanged.
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_listing_swatches( $html ) {
	// From the last form back: each wrap leaves the earlier offsets where they were.
	foreach ( array_reverse( islet_card_forms( $html ), true ) as $start => $end ) {
		$html = islet_wrap_span( $html, $start, $end, 'listing-swatches', 'visible', array() );
	}
	return $html;
}
