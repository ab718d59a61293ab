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

/** Spec §9: the cards' "Quick add" accordion animates over 400 ms (the product page's over 200). */
const ISLET_CARD_ACCORDION_MS = 400;

/**
 * The card's "Quick add" details in an accordions island, which takes over from CommerceKit's
 * script: open on windows wider than 992 px, closed below, animated.
 *
 * @param string $form One card's swatch form.
 * @return string
 */
function islet_place_card_accordion( $form ) {
	$start = strpos( $form, '<details' );
	$end   = false === $start ? -1 : islet_find_element_end( $form, $start, 'details' );
	if ( $end < 0 ) {
		return $form;
	}
	return islet_wrap_span( $form, $start, $end, 'accordions', 'load', array( 'duration' => ISLET_CARD_ACCORDION_MS ) );
}

/**
 * Every card's swatch form (and its accordion) in its own listing-swatches island; a page without one, or with a
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
		$form   = islet_place_card_accordion( substr( $html, $start, $end - $start ) );
		$island = islet_render_island( 'listing-swatches', 1, 'visible', array(), $form );
		$html   = substr( $html, 0, $start ) . $island . substr( $html, $end );
	}
	return $html;
}
