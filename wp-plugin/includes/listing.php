<?php
/**
 * Listing islands: the cards' swatch forms of a listing in listing-swatches islands, and the
 * same on the related, up-sell and wishlist cards of other pages. CommerceKit prints each card's
 * quick-add swatch form in one piece, so the finished page is wrapped, in the same output buffer
 * as the drawer.
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

/** The cards' "Quick add" accordion animates over 400 ms (docs/behaviour/constants.md#listing). */
const ISLET_CARD_ACCORDION_MS = 400;

/**
 * The card's "Quick add" details in an accordions island, which takes over from CommerceKit's
 * script: open on windows wider than 992 px, closed below, animated. Not with the accordions
 * island switched off: the details then open and close as the browser's own, and no accordions
 * island is printed that would take Shoptimizer's summary-accordion script off a product page
 * whose summary accordions nothing else runs.
 *
 * @param Islet_Page $page  Page.
 * @param int        $start The card form's start.
 * @param int        $end   Its end.
 * @param string|null $when `load` on a listing (phones close it before the shopper scrolls to
 *                          the cards); null elsewhere: the island manifest's (`visible`), where
 *                          the cards are below the product or few, which keeps its code out of the
 *                          product page's first paint (decision 0014).
 */
function islet_place_card_accordion( Islet_Page $page, $start, $end, $when ) {
	$details = islet_is_island_enabled( 'accordions' ) ? $page->first( '<details', $start, $end ) : null;
	$close   = null === $details ? -1 : $page->doc->end_of( $details );
	if ( $close >= 0 && $close <= $end ) {
		$page->wrap_island( $page->doc->at[ $details ], $close, 'accordions', array( 'duration' => ISLET_CARD_ACCORDION_MS ), $when );
	}
}

/** CommerceKit's hover row as it prints it, empty: its script filled it in the browser. */
const ISLET_EMPTY_HOVER_ROW = '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>';

/**
 * CommerceKit's hover row filled with a copy of the first visible attribute's swatches (what its
 * script copied in the browser), so the island's copy takes its place in the same box. The copy
 * is for the pointer: hidden from assistive technology and out of the tab order.
 *
 * @param Islet_Page $page  Page.
 * @param int        $start The card form's start.
 * @param int        $end   Its end.
 */
function islet_fill_hover_row( Islet_Page $page, $start, $end ) {
	$doc   = $page->doc;
	$clone = null;
	foreach ( $page->all( '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp">', $start, $end ) as $index ) {
		if ( 0 === substr_compare( $doc->html, ISLET_EMPTY_HOVER_ROW, $doc->at[ $index ], strlen( ISLET_EMPTY_HOVER_ROW ) ) ) {
			$clone = $index;
			break;
		}
	}
	$row = null;
	foreach ( $page->all( '<tr class="', $start, $end ) as $index ) {
		if ( ! $doc->has_class( $index, 'cgkit-hide-loop' ) ) {
			$row = $index;
			break;
		}
	}
	$list      = null === $row ? null : $page->first( '<ul class="cgkit-attribute-swatches', $doc->at[ $row ], $end );
	$list_end  = null === $list ? -1 : $doc->end_of( $list );
	if ( null === $clone || $list_end < 0 || $list_end > $end ) {
		return;
	}
	$copy = str_replace( '<button type="button"', '<button type="button" tabindex="-1"', substr( $doc->html, $doc->at[ $list ], $list_end - $doc->at[ $list ] ) );
	$page->replace( $doc->at[ $clone ], $doc->at[ $clone ] + strlen( ISLET_EMPTY_HOVER_ROW ), '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true">' . $copy . '</div>' );
}

/**
 * Every card's swatch form (and its accordion) in its own listing-swatches island; nothing on a
 * page without one, or with a card mode the island does not run.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_listing_swatches( Islet_Page $page ) {
	islet_wrap_card_forms( $page, 'load' );
}

/**
 * Whether an element of the page carries one of CommerceKit's card modes the island does not
 * run, as a class or the start of one (`cgkit-as-single-atc-wrap`).
 *
 * @param Islet_Page $page Page.
 * @return bool
 */
function islet_has_unsupported_card_mode( Islet_Page $page ) {
	foreach ( ISLET_LISTING_UNSUPPORTED_MODES as $mode ) {
		foreach ( $page->doc->tags_holding( $mode ) as $index ) {
			if ( preg_match( '/(?:^|\s)' . preg_quote( $mode, '/' ) . '(?:$|[\s-])/', (string) $page->doc->attribute( $index, 'class' ) ) ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * Every card's swatch form (and its accordion) in its own listing-swatches island: the wrap both
 * placements share. Nothing on a page with a card mode the island does not run.
 *
 * @param Islet_Page $page           Page.
 * @param string|null $accordion_when When each card's accordion island mounts (islet_place_card_accordion()).
 */
function islet_wrap_card_forms( Islet_Page $page, $accordion_when = null ) {
	if ( islet_has_unsupported_card_mode( $page ) ) {
		return;
	}
	foreach ( islet_card_forms( $page ) as $start => $end ) {
		$page->wrap_island( $start, $end, 'listing-swatches', array() );
		islet_fill_hover_row( $page, $start, $end );
		islet_place_card_accordion( $page, $start, $end, $accordion_when );
	}
}

/**
 * The card containers of pages other than listings are a product page's related and up-sell
 * sections (WooCommerce's `section.related` / `section.upsells`) and the wishlist page's list
 * (CommerceKit's `[commercekit_wishlist]` shortcode), which opens so.
 */
const ISLET_WISHLIST_CONTAINER_START = '<div id="commercekit-wishlist-shortcode"';

/** A product's own options form, as WooCommerce opens it (a card's opens with `cgkit-swatch-form`). */
const ISLET_OWN_OPTIONS_FORM_START = '<form class="variations_form';

/**
 * Where each related, up-sell or wishlist card container ends, by where it starts.
 *
 * @param Islet_Page $page Page.
 * @return array<int, int>
 */
function islet_card_containers( Islet_Page $page ) {
	$spans = array();
	$tags  = array_merge(
		$page->doc->with_class( 'related', 'section' ),
		$page->doc->with_class( 'upsells', 'section' ),
		$page->all( ISLET_WISHLIST_CONTAINER_START )
	);
	foreach ( $tags as $index ) {
		$end = $page->doc->end_of( $index );
		if ( $end > $page->doc->at[ $index ] ) {
			$spans[ $page->doc->at[ $index ] ] = $end;
		}
	}
	ksort( $spans );
	return $spans;
}

/**
 * The cards of a product page's related and up-sell sections and of the wishlist page, each in a
 * listing-swatches island as on a listing. Only where the island can
 * run every swatch form of the page: each card form is in one of those containers, and the
 * page's own options form, if any, is in the variation-form island (placed before). Otherwise
 * nothing is placed, and CommerceKit's and WooCommerce's scripts stay for every form of the page
 * (the legacy rows ask only for the island on the page).
 *
 * @param Islet_Page $page Page.
 */
function islet_place_card_section_swatches( Islet_Page $page ) {
	$forms = islet_card_forms( $page );
	if ( empty( $forms ) ) {
		return;
	}
	$containers = islet_card_containers( $page );
	foreach ( array_keys( $forms ) as $start ) {
		if ( ! islet_is_in_card( $start, $containers ) ) {
			return;
		}
	}
	if ( null !== $page->first( ISLET_OWN_OPTIONS_FORM_START ) && ! $page->has_island( 'variation-form' ) ) {
		return;
	}
	islet_wrap_card_forms( $page );
}

/** The start of WooCommerce's ordering form, as it prints it. */
const ISLET_ORDERING_START = '<form class="woocommerce-ordering"';

/** The start of Shoptimizer's carousel dots (its flip image setting). */
const ISLET_CAROUSEL_DOTS_START = '<div class="shoptimizer-plp-carousel--pagination">';

/**
 * Each ordering form with a submit button inside `<noscript>` (WooCommerce prints none: without
 * JavaScript the dropdown could not be sent).
 *
 * @param Islet_Page $page Page.
 */
function islet_add_ordering_buttons( Islet_Page $page ) {
	$button = '<noscript><button type="submit" class="button">' . esc_html__( 'Sort', 'islet' ) . '</button></noscript>';
	foreach ( $page->all( ISLET_ORDERING_START ) as $index ) {
		if ( ! isset( $page->doc->closer[ $index ] ) ) {
			return;
		}
		$page->insert( $page->doc->at[ $page->doc->closer[ $index ] ], $button );
	}
}

/**
 * Shoptimizer's carousel dot spans as named buttons, the first pressed, the row hidden until the
 * listing-page island shows it (without JavaScript the pictures still swipe).
 *
 * @param Islet_Page $page Page.
 */
function islet_place_carousel_dots( Islet_Page $page ) {
	foreach ( $page->all( ISLET_CAROUSEL_DOTS_START ) as $index ) {
		$end = $page->doc->end_of( $index );
		if ( $end < 0 ) {
			return;
		}
		$count = count( $page->all( '<span class="shoptimizer-plp-carousel--dot', $page->doc->at[ $index ], $end ) );
		$dots  = '';
		for ( $dot = 0; $dot < $count; $dot++ ) {
			/* translators: 1: a picture's position on a product card, 2: how many pictures the card has. */
			$label = sprintf( __( 'Show picture %1$d of %2$d', 'islet' ), $dot + 1, $count );
			$dots .= '<button type="button" class="shoptimizer-plp-carousel--dot' . ( 0 === $dot ? ' active' : '' ) . '" aria-label="' . esc_attr( $label ) . '" aria-pressed="' . ( 0 === $dot ? 'true' : 'false' ) . '"></button>';
		}
		$page->replace( $page->doc->at[ $index ], $end, '<div class="shoptimizer-plp-carousel--pagination" hidden>' . $dots . '</div>' );
	}
}

/**
 * The listing page's own island (ordering dropdown, card carousels) before `</body>`, and the
 * markup it wires; nothing on a page cut short.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_listing_page( Islet_Page $page ) {
	if ( null === $page->body_end() ) {
		return;
	}
	islet_add_ordering_buttons( $page );
	islet_place_carousel_dots( $page );
	$page->before_body_end( islet_island_markup( 'listing-page', array() ), 'listing-page' );
}
