<?php
/**
 * Listing islands: the port of the demo store's listing placement
 * (scripts/demo-store/islands-listing-swatches.ts), which also places the listing-swatches island
 * on the related, up-sell and wishlist cards of other pages. CommerceKit prints each card's quick-add
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
 * script: open on windows wider than 992 px, closed below, animated. Not with the accordions
 * island switched off: the details then open and close as the browser's own, and no accordions
 * island is printed that would take Shoptimizer's summary-accordion script off a product page
 * whose summary accordions nothing else runs.
 *
 * @param string $form One card's swatch form.
 * @param string $when `load` on a listing (phones close it before the shopper scrolls to the
 *                     cards); `visible` elsewhere, where the cards are below the product or few,
 *                     which keeps its code out of the product page's first paint (decision 0014).
 * @return string
 */
function islet_place_card_accordion( $form, $when ) {
	if ( ! islet_is_island_enabled( 'accordions' ) ) {
		return $form;
	}
	return islet_wrap_first( $form, '<details', 'details', 'accordions', $when, array( 'duration' => ISLET_CARD_ACCORDION_MS ) );
}

/** CommerceKit's hover row as it prints it, empty: its script filled it in the browser. */
const ISLET_EMPTY_HOVER_ROW = '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>';

/**
 * CommerceKit's hover row filled with a copy of the first visible attribute's swatches (what its
 * script copied in the browser), so the island's copy takes its place in the same box. The copy
 * is for the pointer: hidden from assistive technology and out of the tab order.
 *
 * @param string $form One card's swatch form.
 * @return string
 */
function islet_fill_hover_row( $form ) {
	$clone = strpos( $form, ISLET_EMPTY_HOVER_ROW );
	$list  = -1;
	if ( preg_match( '/<tr class="(?![^"]*\bcgkit-hide-loop\b)[^"]*">/', $form, $row, PREG_OFFSET_CAPTURE ) ) {
		$found = strpos( $form, '<ul class="cgkit-attribute-swatches', $row[0][1] );
		$list  = false === $found ? -1 : $found;
	}
	$end = $list < 0 ? -1 : islet_find_element_end( $form, $list, 'ul' );
	if ( false === $clone || $end < 0 ) {
		return $form;
	}
	$copy   = str_replace( '<button type="button"', '<button type="button" tabindex="-1"', substr( $form, $list, $end - $list ) );
	$filled = '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true">' . $copy . '</div>';
	return substr( $form, 0, $clone ) . $filled . substr( $form, $clone + strlen( ISLET_EMPTY_HOVER_ROW ) );
}

/**
 * Every card's swatch form (and its accordion) in its own listing-swatches island; a page without one, or with a
 * card mode the island does not run, is returned unchanged.
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_listing_swatches( $html ) {
	return islet_wrap_card_forms( $html, 'load' );
}

/**
 * Every card's swatch form (and its accordion) in its own listing-swatches island: the wrap both
 * placements share (wrapCardForms()). A page with a card mode the island does not run is
 * returned unchanged.
 *
 * @param string $html Page.
 * @param string $accordion_when When each card's accordion island mounts (islet_place_card_accordion()).
 * @return string
 */
function islet_wrap_card_forms( $html, $accordion_when = 'visible' ) {
	foreach ( ISLET_LISTING_UNSUPPORTED_MODES as $mode ) {
		if ( false !== strpos( $html, $mode ) ) {
			return $html;
		}
	}
	// From the last form back: each wrap leaves the earlier offsets where they were.
	foreach ( array_reverse( islet_card_forms( $html ), true ) as $start => $end ) {
		$form   = islet_place_card_accordion( islet_fill_hover_row( substr( $html, $start, $end - $start ) ), $accordion_when );
		$island = islet_render_island( 'listing-swatches', 1, 'visible', array(), $form );
		$html   = substr( $html, 0, $start ) . $island . substr( $html, $end );
	}
	return $html;
}

/**
 * The card containers of pages other than listings: a product page's related and up-sell
 * sections (WooCommerce's `section.related` / `section.upsells`) and the wishlist page's list
 * (CommerceKit's `[commercekit_wishlist]` shortcode).
 */
const ISLET_CARD_CONTAINER = '/<section class="(?:[^"]*\\s)?(?:related|upsells)(?:\\s[^"]*)?"|<div id="commercekit-wishlist-shortcode"/';

/** A product's own options form, as WooCommerce opens it (a card's opens with `cgkit-swatch-form`). */
const ISLET_OWN_OPTIONS_FORM_START = '<form class="variations_form';

/**
 * Where each related, up-sell or wishlist card container ends, by where it starts.
 *
 * @param string $html Page.
 * @return array<int, int>
 */
function islet_card_containers( $html ) {
	$spans = array();
	preg_match_all( ISLET_CARD_CONTAINER, $html, $matches, PREG_OFFSET_CAPTURE );
	foreach ( $matches[0] as $match ) {
		$end = islet_find_element_end( $html, $match[1], 0 === strpos( $match[0], '<section' ) ? 'section' : 'div' );
		if ( $end > $match[1] ) {
			$spans[ $match[1] ] = $end;
		}
	}
	return $spans;
}

/**
 * The cards of a product page's related and up-sell sections and of the wishlist page, each in a
 * listing-swatches island as on a listing (placeCardSectionIslands()). Only where the island can
 * run every swatch form of the page: each card form is in one of those containers, and the
 * page's own options form, if any, is in the variation-form island (placed before). Otherwise
 * nothing is placed, and CommerceKit's and WooCommerce's scripts stay for every form of the page
 * (the legacy rows ask only for the island on the page).
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_card_section_swatches( $html ) {
	$forms = islet_card_forms( $html );
	if ( empty( $forms ) ) {
		return $html;
	}
	$containers = islet_card_containers( $html );
	foreach ( array_keys( $forms ) as $start ) {
		if ( ! islet_is_in_card( $start, $containers ) ) {
			return $html;
		}
	}
	if ( false !== strpos( $html, ISLET_OWN_OPTIONS_FORM_START ) && false === strpos( $html, '<div data-island="variation-form"' ) ) {
		return $html;
	}
	return islet_wrap_card_forms( $html );
}

/** The start of WooCommerce's ordering form, as it prints it. */
const ISLET_ORDERING_START = '<form class="woocommerce-ordering"';

/** The start of Shoptimizer's carousel dots (its flip image setting). */
const ISLET_CAROUSEL_DOTS_START = '<div class="shoptimizer-plp-carousel--pagination">';

/**
 * Each ordering form with a submit button inside `<noscript>` (WooCommerce prints none: without
 * JavaScript the dropdown could not be sent).
 *
 * @param string $html Page.
 * @return string
 */
function islet_add_ordering_buttons( $html ) {
	$button = '<noscript><button type="submit" class="button">' . esc_html__( 'Sort', 'islet' ) . '</button></noscript>';
	for ( $start = strpos( $html, ISLET_ORDERING_START ); false !== $start; $start = strpos( $html, ISLET_ORDERING_START, $start + 1 ) ) {
		$end = islet_find_element_end( $html, $start, 'form' );
		if ( $end < 0 ) {
			break;
		}
		$close = strrpos( substr( $html, 0, $end ), '</form>' );
		$html  = substr( $html, 0, $close ) . $button . substr( $html, $close );
	}
	return $html;
}

/**
 * Shoptimizer's carousel dot spans as named buttons, the first pressed, the row hidden until the
 * listing-page island shows it (without JavaScript the pictures still swipe).
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_carousel_dots( $html ) {
	for ( $start = strpos( $html, ISLET_CAROUSEL_DOTS_START ); false !== $start; $start = strpos( $html, ISLET_CAROUSEL_DOTS_START, $start + 1 ) ) {
		$end = islet_find_element_end( $html, $start, 'div' );
		if ( $end < 0 ) {
			break;
		}
		$count = preg_match_all( '/<span class="shoptimizer-plp-carousel--dot\b/', substr( $html, $start, $end - $start ) );
		$dots  = '';
		for ( $index = 0; $index < $count; $index++ ) {
			/* translators: 1: a picture's position on a product card, 2: how many pictures the card has. */
			$label = sprintf( __( 'Show picture %1$d of %2$d', 'islet' ), $index + 1, $count );
			$dots .= '<button type="button" class="shoptimizer-plp-carousel--dot' . ( 0 === $index ? ' active' : '' ) . '" aria-label="' . esc_attr( $label ) . '" aria-pressed="' . ( 0 === $index ? 'true' : 'false' ) . '"></button>';
		}
		$html = substr( $html, 0, $start ) . '<div class="shoptimizer-plp-carousel--pagination" hidden>' . $dots . '</div>' . substr( $html, $end );
	}
	return $html;
}

/**
 * The listing page's own island (ordering dropdown, card carousels) before `</body>`, and the
 * markup it wires (islands-listing-page.ts).
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_listing_page( $html ) {
	if ( false === strrpos( $html, '</body>' ) ) {
		return $html;
	}
	return islet_insert_before_body_end(
		islet_place_carousel_dots( islet_add_ordering_buttons( $html ) ),
		islet_render_island( 'listing-page', 1, 'load', array() )
	);
}
