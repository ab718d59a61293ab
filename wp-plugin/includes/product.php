<?php
/**
 * Product-page islands: the port of the demo store's product placements
 * (scripts/demo-store/islands-*.ts, in PRODUCT_PLACEMENTS order). Shoptimizer and CommerceKit
 * print the summary, form, tabs and waitlist markup in one piece with no hooks inside it, so
 * the finished page is wrapped, in the same output buffer as the drawer. Each step leaves a
 * page without its markup unchanged; scripts/php-parity.test.ts holds every step to the
 * TypeScript one on the captured pages.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * Replaces $html[$start, $end) with an island around it.
 *
 * @param string $html  Page.
 * @param int    $start Offset.
 * @param int    $end   Offset past the element.
 * @param string $name  Island.
 * @param string $when  Load condition.
 * @param mixed  $props Props.
 * @return string
 */
function islet_wrap_span( $html, $start, $end, $name, $when, $props ) {
	$island = islet_render_island( $name, 1, $when, $props, substr( $html, $start, $end - $start ) );
	return substr( $html, 0, $start ) . $island . substr( $html, $end );
}

/**
 * Wraps the first element that opens with $start_tag (at or after $from).
 *
 * @param string $html      Page.
 * @param string $start_tag Exact opening text, e.g. `<div id="reviews" class="woocommerce-Reviews">`.
 * @param string $tag       Tag name.
 * @param string $name      Island.
 * @param string $when      Load condition.
 * @param mixed  $props     Props.
 * @param int    $from      Search offset.
 * @return string
 */
function islet_wrap_first( $html, $start_tag, $tag, $name, $when, $props, $from = 0 ) {
	$start = strpos( $html, $start_tag, $from );
	$end   = false === $start ? -1 : islet_find_element_end( $html, $start, $tag );
	return $end < 0 ? $html : islet_wrap_span( $html, $start, $end, $name, $when, $props );
}

/**
 * Runs of sibling `<details>` elements (whitespace between them only): one accordion group
 * each, outside listing cards (their "Quick add" details belong to CommerceKit's script).
 *
 * @param string $html Page.
 * @return array<int, array{0: int, 1: int}> [start, end] offsets.
 */
function islet_details_groups( $html ) {
	$cards  = islet_card_forms( $html );
	$groups = array();
	$offset = 0;
	while ( preg_match( '/<details\b/i', $html, $match, PREG_OFFSET_CAPTURE, $offset ) ) {
		$start = $match[0][1];
		$end   = islet_find_element_end( $html, $start, 'details' );
		if ( $end < 0 ) {
			break;
		}
		while ( preg_match( '/^\s*<details\b/i', substr( $html, $end ), $next ) ) {
			$after = islet_find_element_end( $html, $end + strlen( $next[0] ) - strlen( '<details' ), 'details' );
			if ( $after < 0 ) {
				break;
			}
			$end = $after;
		}
		if ( ! islet_is_in_card( $start, $cards ) ) {
			$groups[] = array( $start, $end );
		}
		$offset = $end;
	}
	return $groups;
}

/**
 * Tabs, reviews and summary accordions (islands-product-info.ts).
 *
 * @param string $html  Page.
 * @param array  $props Product props (see islet_product_props()).
 * @return string
 */
function islet_place_product_info( $html, $props ) {
	if ( islet_is_island_enabled( 'accordions' ) ) {
		// Last group first, so the earlier offsets stay where they were.
		foreach ( array_reverse( islet_details_groups( $html ) ) as $group ) {
			$html = islet_wrap_span( $html, $group[0], $group[1], 'accordions', 'visible', array() );
		}
	}
	if ( islet_is_island_enabled( 'reviews' ) ) {
		$html = islet_wrap_first( $html, '<div id="reviews" class="woocommerce-Reviews">', 'div', 'reviews', 'idle', $props['reviews'] );
	}
	if ( islet_is_island_enabled( 'product-tabs' ) ) {
		$html = islet_wrap_first( $html, '<div class="woocommerce-tabs wc-tabs-wrapper">', 'div', 'product-tabs', 'load', array() );
	}
	return $html;
}

/** The single-product variations form (CommerceKit's listing swatch forms carry other classes). */
const ISLET_VARIATION_FORM_START = '<form class="variations_form cart"';

/**
 * The variation form (islands-variation-form.ts).
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_variation_form( $html ) {
	return islet_wrap_first( $html, ISLET_VARIATION_FORM_START, 'form', 'variation-form', 'load', array() );
}

/**
 * Every WooCommerce quantity wrapper outside listing cards in its own island
 * (islands-quantity.ts): the product form's and the cart rows'. A card's quick-add form is
 * left as the server printed it; CommerceKit's script runs it.
 *
 * @param string $html  Page.
 * @param array  $props Button names.
 * @return string
 */
function islet_place_quantity( $html, $props ) {
	$needle = '<div class="quantity">';
	$cards  = islet_card_forms( $html );
	$out    = '';
	$from   = 0;
	for ( $start = strpos( $html, $needle ); false !== $start; $start = strpos( $html, $needle, $from ) ) {
		$end = islet_find_element_end( $html, $start, 'div' );
		if ( $end < 0 ) {
			break; // Unbalanced markup: the rest stays as the server sent it.
		}
		$inner = substr( $html, $start, $end - $start );
		$out  .= substr( $html, $from, $start - $from ) . ( islet_is_in_card( $start, $cards ) ? $inner : islet_render_island( 'quantity', 1, 'visible', $props, $inner ) );
		$from  = $end;
	}
	return $out . substr( $html, $from );
}

/**
 * The variable product's id from its form's data-product_id (the first form at or after $from).
 *
 * @param string $html Page.
 * @param int    $from Search offset.
 * @return int|null
 */
function islet_variable_product_id( $html, $from = 0 ) {
	$start = strpos( $html, ISLET_VARIATION_FORM_START, $from );
	if ( false === $start ) {
		return null;
	}
	$tag = substr( $html, $start, strpos( $html, '>', $start ) - $start );
	return preg_match( '/\sdata-product_id="(\d+)"/', $tag, $match ) ? (int) $match[1] : null;
}

/**
 * The summary's price with the sale badge (printed hidden until the island knows the sale),
 * and the inventory bar (islands-product-price.ts).
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_product_price( $html ) {
	$summary = strpos( $html, 'class="summary entry-summary"' );
	if ( false === $summary ) {
		return $html;
	}
	$product_id = islet_variable_product_id( $html );
	$start      = null === $product_id ? false : strpos( $html, '<div class="cgkit-as-variation-price">', $summary );
	$price_end  = false === $start ? -1 : islet_find_element_end( $html, $start, 'div' );
	if ( $price_end >= 0 && islet_is_island_enabled( 'product-price' ) ) {
		$badge     = '<span class="sale-item product-label';
		$badge_end = substr( $html, $price_end, strlen( $badge ) ) === $badge ? islet_find_element_end( $html, $price_end, 'span' ) : -1;
		$inner     = substr( $html, $start, $price_end - $start );
		if ( $badge_end >= 0 ) {
			$tag_end = strpos( $html, '>', $price_end );
			$inner  .= substr( $html, $price_end, $tag_end - $price_end ) . ' hidden style="display: none;"' . substr( $html, $tag_end, $badge_end - $tag_end );
		}
		$island = islet_render_island( 'product-price', 1, 'idle', array( 'productId' => $product_id ), $inner );
		$html   = substr( $html, 0, $start ) . $island . substr( $html, $badge_end < 0 ? $price_end : $badge_end );
	}
	if ( islet_is_island_enabled( 'inventory-bar' ) ) {
		$html = islet_wrap_first( $html, '<div class="commercekit-inventory', 'div', 'inventory-bar', 'idle', array(), $summary );
	}
	return $html;
}

/**
 * CommerceKit's footer copy of its waitlist form (islands-waitlist.ts).
 *
 * @param string $html       Page.
 * @param int    $product_id The product.
 * @return string
 */
function islet_place_waitlist( $html, $product_id ) {
	if ( $product_id <= 0 ) {
		return $html;
	}
	return islet_wrap_first( $html, '<div id="cgkit_wtls_clone">', 'div', 'waitlist', 'interaction', array( 'productId' => $product_id ) );
}

/**
 * Every product-page island, in the demo store's order, each only where it is switched on.
 *
 * @param string $html  Page.
 * @param array  $props See islet_product_props(), plus islet_plugin_settings_props().
 * @return string
 */
function islet_place_product_islands( $html, $props ) {
	$html = islet_place_product_info( $html, $props );
	if ( islet_is_island_enabled( 'variation-form' ) ) {
		$html = islet_place_variation_form( $html );
	}
	if ( islet_is_island_enabled( 'quantity' ) ) {
		$html = islet_place_quantity( $html, $props['quantity'] );
	}
	$html = islet_place_product_price( $html );
	if ( islet_is_island_enabled( 'waitlist' ) ) {
		$html = islet_place_waitlist( $html, $props['productId'] );
	}
	if ( islet_is_island_enabled( 'discount-rules' ) ) {
		$html = islet_place_discount_rules( $html, isset( $props['discountRules'] ) ? $props['discountRules'] : null );
	}
	if ( islet_is_island_enabled( 'delivery-dates' ) ) {
		$html = islet_place_delivery_dates( $html, isset( $props['deliveryDates'] ) ? $props['deliveryDates'] : null );
	}
	if ( islet_is_island_enabled( 'sticky-bar' ) ) {
		$html = islet_place_sticky_bar( $html );
	}
	// The lightbox goes after the gallery's wrapper first; the gallery island then wraps only
	// the wrapper, so the two stay siblings. Both read CommerceKit's inline objects: once.
	$vars = islet_is_island_enabled( 'lightbox' ) || islet_is_island_enabled( 'gallery' ) ? islet_inline_vars( $html ) : array();
	if ( islet_is_island_enabled( 'lightbox' ) ) {
		$html = islet_place_lightbox( $html, $vars );
	}
	if ( islet_is_island_enabled( 'gallery' ) ) {
		$html = islet_place_gallery( $html, $vars );
	}
	return $html;
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
