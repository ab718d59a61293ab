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
 * CommerceKit's card modes the island does not run: a separate add-to-cart button per card
 * (`cgkit-as-single-atc`) and swatches that link to the product instead of adding
 * (`cgkit-disable-atc`). A page with either keeps CommerceKit's script for all its cards.
 */
const ISLET_LISTING_UNSUPPORTED_MODES = array( 'cgkit-as-single-atc', 'cgkit-disable-atc' );

/**
 * Every card's swatch form in its own listing-swatches island; a page without one, or with a
 * card mode the island does not run, is returned unchanged.
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_listing_swatches( $html ) {
	foreach ( ISLET_LISTING_UNSUPPORTED_MODES as $mode ) {
		if ( false !== strpos( $html, $mode ) ) {
			return $html;
		}
	}
	// From the last form back: each wrap leaves the earlier offsets where they were.
	foreach ( array_reverse( islet_card_forms( $html ), true ) as $start => $end ) {
		$html = islet_wrap_span( $html, $start, $end, 'listing-swatches', 'visible', array() );
	}
	return $html;
}
