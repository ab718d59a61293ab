<?php
/**
 * Product-page islands. Shoptimizer and CommerceKit print the summary, form, tabs and waitlist
 * markup in one piece with no hooks inside it, so the finished page is wrapped, in the same
 * output buffer as the drawer. Each step leaves a page without its markup unchanged.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * Wraps the first element that opens with $start_tag (at or after offset $from) in an island.
 *
 * @param Islet_Page $page      Page.
 * @param string     $start_tag Exact opening text, e.g. `<div id="reviews" class="woocommerce-Reviews">`.
 * @param string     $name      Island (it mounts when the island manifest says).
 * @param mixed      $props     Props.
 * @param int        $from      Offset.
 * @return bool Whether it was found and wrapped.
 */
function islet_wrap_first( Islet_Page $page, $start_tag, $name, $props, $from = 0 ) {
	$index = $page->first( $start_tag, $from );
	$end   = null === $index ? -1 : $page->doc->end_of( $index );
	if ( $end < 0 ) {
		return false;
	}
	$page->wrap_island( $page->doc->at[ $index ], $end, $name, $props );
	return true;
}

/**
 * Runs of sibling `<details>` elements (whitespace between them only): one accordion group
 * each, outside listing cards (their "Quick add" details belong to CommerceKit's script).
 *
 * @param Islet_Page $page Page.
 * @return array<int, array{0: int, 1: int}> [start, end] offsets.
 */
function islet_details_groups( Islet_Page $page ) {
	$doc    = $page->doc;
	$cards  = islet_card_forms( $page );
	$groups = array();
	$after  = 0;
	foreach ( isset( $doc->by_name['details'] ) ? $doc->by_name['details'] : array() as $index ) {
		if ( $doc->at[ $index ] < $after ) {
			continue;
		}
		if ( ! isset( $doc->closer[ $index ] ) ) {
			break;
		}
		$last = $index;
		while ( islet_next_sibling_details( $doc, $doc->closer[ $last ] ) && isset( $doc->closer[ $doc->closer[ $last ] + 1 ] ) ) {
			$last = $doc->closer[ $last ] + 1;
		}
		$after = $doc->to[ $doc->closer[ $last ] ];
		if ( ! islet_is_in_card( $doc->at[ $index ], $cards ) ) {
			$groups[] = array( $doc->at[ $index ], $after );
		}
	}
	return $groups;
}

/**
 * Whether the tag after an end tag opens a `<details>` with only whitespace between them.
 *
 * @param Islet_Html $doc   Page.
 * @param int        $close End tag index.
 * @return bool
 */
function islet_next_sibling_details( Islet_Html $doc, $close ) {
	$next = $close + 1;
	if ( ! isset( $doc->name[ $next ] ) || 'details' !== $doc->name[ $next ] ) {
		return false;
	}
	return $doc->blank_between( $doc->to[ $close ], $doc->at[ $next ] );
}

/**
 * Reviews and summary accordions.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props Product props (see islet_product_props()).
 */
function islet_place_product_info( Islet_Page $page, $props ) {
	if ( islet_is_island_enabled( 'accordions' ) ) {
		foreach ( islet_details_groups( $page ) as $group ) {
			$page->wrap_island( $group[0], $group[1], 'accordions', array() );
		}
	}
	if ( islet_is_island_enabled( 'reviews' ) ) {
		islet_wrap_first( $page, '<div id="reviews" class="woocommerce-Reviews">', 'reviews', $props['reviews'] );
	}
	// The tabs' place is the island manifest's (islet_place_declared_islands()).
}

/** The single-product variations form (CommerceKit's listing swatch forms carry other classes). */
const ISLET_VARIATION_FORM_START = '<form class="variations_form cart"';

/**
 * The variation form.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_variation_form( Islet_Page $page ) {
	islet_wrap_first( $page, ISLET_VARIATION_FORM_START, 'variation-form', array() );
}

/**
 * Every WooCommerce quantity wrapper outside listing cards in its own island: the product
 * form's and the cart rows'. A card's quick-add form is
 * left as the server printed it; CommerceKit's script runs it.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props Button names.
 */
function islet_place_quantity( Islet_Page $page, $props ) {
	$cards = islet_card_forms( $page );
	foreach ( $page->outermost( '<div class="quantity">' ) as $index ) {
		$start = $page->doc->at[ $index ];
		if ( ! islet_is_in_card( $start, $cards ) ) {
			$page->wrap_island( $start, $page->doc->end_of( $index ), 'quantity', $props );
		}
	}
}

/**
 * The variable product's id from its form's data-product_id (the first form at or after $from).
 *
 * @param Islet_Page $page Page.
 * @param int        $from Offset.
 * @return int|null
 */
function islet_variable_product_id( Islet_Page $page, $from = 0 ) {
	$index = $page->first( ISLET_VARIATION_FORM_START, $from );
	$id    = null === $index ? null : $page->doc->attribute( $index, 'data-product_id' );
	return null !== $id && preg_match( '/^\d+$/', $id ) ? (int) $id : null;
}

/**
 * Where the product's summary opens (Shoptimizer's `class="summary entry-summary"`), or null.
 *
 * @param Islet_Page $page Page.
 * @return int|null Offset.
 */
function islet_summary_offset( Islet_Page $page ) {
	$tags = $page->doc->tags_holding( 'class="summary entry-summary"' );
	return array() === $tags ? null : $page->doc->at[ $tags[0] ];
}

/** The sale badge Shoptimizer prints right after the summary's price. */
const ISLET_SALE_BADGE_START = '<span class="sale-item product-label';

/**
 * The summary's price with the sale badge (printed hidden until the island knows the sale),
 * and the inventory bar.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_product_price( Islet_Page $page ) {
	$summary = islet_summary_offset( $page );
	if ( null === $summary ) {
		return;
	}
	$doc        = $page->doc;
	$product_id = islet_variable_product_id( $page );
	$price      = null === $product_id ? null : $page->first( '<div class="cgkit-as-variation-price">', $summary );
	if ( null !== $price && isset( $doc->closer[ $price ] ) && islet_is_island_enabled( 'product-price' ) ) {
		$badge = $doc->closer[ $price ] + 1;
		$end   = $doc->to[ $doc->closer[ $price ] ];
		if ( isset( $doc->at[ $badge ] ) && $doc->at[ $badge ] === $end && $doc->starts_with( $badge, ISLET_SALE_BADGE_START ) && $doc->end_of( $badge ) >= 0 ) {
			$page->insert( $doc->to[ $badge ] - 1, ' hidden style="display: none;"' );
			$end = $doc->end_of( $badge );
		}
		$page->wrap_island( $doc->at[ $price ], $end, 'product-price', array( 'productId' => $product_id ) );
	}
	if ( islet_is_island_enabled( 'inventory-bar' ) ) {
		islet_wrap_first( $page, '<div class="commercekit-inventory', 'inventory-bar', array(), $summary );
	}
}

/**
 * CommerceKit's footer copy of its waitlist form.
 *
 * @param Islet_Page $page       Page.
 * @param int        $product_id The product.
 */
function islet_place_waitlist( Islet_Page $page, $product_id ) {
	if ( $product_id > 0 ) {
		islet_wrap_first( $page, '<div id="cgkit_wtls_clone">', 'waitlist', array( 'productId' => $product_id ) );
	}
}

/**
 * Every product-page island, in the demo store's order, each only where it is switched on.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props See islet_product_props(), plus islet_plugin_settings_props().
 */
function islet_place_product_islands( Islet_Page $page, $props ) {
	islet_place_product_info( $page, $props );
	if ( islet_is_island_enabled( 'variation-form' ) ) {
		islet_place_variation_form( $page );
	}
	if ( islet_is_island_enabled( 'quantity' ) ) {
		islet_place_quantity( $page, $props['quantity'] );
	}
	islet_place_product_price( $page );
	if ( islet_is_island_enabled( 'waitlist' ) ) {
		islet_place_waitlist( $page, $props['productId'] );
	}
	if ( islet_is_island_enabled( 'discount-rules' ) ) {
		islet_place_discount_rules( $page, isset( $props['discountRules'] ) ? $props['discountRules'] : null );
	}
	if ( islet_is_island_enabled( 'delivery-dates' ) ) {
		islet_place_delivery_dates( $page, isset( $props['deliveryDates'] ) ? $props['deliveryDates'] : null );
	}
	if ( islet_is_island_enabled( 'sticky-bar' ) ) {
		islet_place_sticky_bar( $page );
	}
	// The lightbox goes after the gallery's wrapper, outside the gallery island; both read
	// CommerceKit's objects as its callbacks printed them (includes/page-data.php): once.
	$vars = islet_is_island_enabled( 'lightbox' ) || islet_is_island_enabled( 'gallery' ) ? islet_commercekit_vars() : array();
	if ( islet_is_island_enabled( 'gallery' ) ) {
		islet_place_gallery( $page, $vars );
	}
	if ( islet_is_island_enabled( 'lightbox' ) ) {
		islet_place_lightbox( $page, $vars );
	}
}

/**
 * Props of the product islands for this request, read before the buffer (an output handler
 * must not call code that may start a buffer itself).
 *
 * @return array{productId: int, reviews: array, quantity: array{decrease: string, increase: string}}
 */
function islet_product_props() {
	return array(
		'productId' => islet_queried_product_id(),
		'reviews'   => islet_reviews_props(),
		'quantity'  => islet_quantity_props(),
	);
}

/**
 * The quantity islands' props: their buttons' names.
 *
 * @return array{decrease: string, increase: string}
 */
function islet_quantity_props() {
	return array(
		'decrease' => __( 'Decrease quantity', 'islet' ),
		'increase' => __( 'Increase quantity', 'islet' ),
	);
}

/**
 * The product this page shows (0 when it is not a product page).
 *
 * @return int
 */
function islet_queried_product_id() {
	if ( ! function_exists( 'is_product' ) || ! is_product() ) {
		return 0;
	}
	/**
	 * Filters the product id the product islands use (tests, or themes that query differently).
	 *
	 * @param int $id The queried object's id.
	 */
	return (int) apply_filters( 'islet_product_id', get_queried_object_id() );
}

/**
 * The reviews island's props: WooCommerce's option and its own translated strings (the ones
 * wc_single_product_params carries), so the stars read as the rest of the store.
 *
 * @return array{ratingRequired: string, requiredText: string, ratingLabels: string[]}
 */
function islet_reviews_props() {
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's strings, translated by WooCommerce.
	return array(
		'ratingRequired' => 'yes' === get_option( 'woocommerce_review_rating_required', 'yes' ) ? 'yes' : 'no',
		'requiredText'   => __( 'Please select a rating', 'woocommerce' ),
		'ratingLabels'   => array(
			__( '1 of 5 stars', 'woocommerce' ),
			__( '2 of 5 stars', 'woocommerce' ),
			__( '3 of 5 stars', 'woocommerce' ),
			__( '4 of 5 stars', 'woocommerce' ),
			__( '5 of 5 stars', 'woocommerce' ),
		),
	);
	// phpcs:enable
}
