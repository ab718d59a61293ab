<?php
/**
 * CommerceKit's order bumps in `order-bump` islands (issue 15): each
 * `div.commercekit-order-bump-wrap` its commercekit_order_bump_template printed, wherever it
 * reaches the shopper — the checkout page (the output buffer), WooCommerce's checkout update and
 * cart fragments (their filters), and CommerceKit's drawer blocks (its answer, rewritten on the
 * way out). Inside each, CommerceKit's inline handlers leave: "Click to add" becomes a submit of
 * `add-to-cart` for a form of ours printed before `</body>` (WooCommerce adds the product without
 * JavaScript; a form of its own, so WooCommerce's checkout script never takes the press for
 * "Place order"), and the arrows, which nothing answers without the island, lose their role and
 * tab stop. CommerceKit's commercekit_order_bump_footer_scripts leaves with them
 * (legacy-scripts.json): on every page with an order-bump island or the cart drawer's island,
 * since the drawer's bumps arrive later through the two, as islands.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** How CommerceKit opens the bumps' wrap. */
const ISLET_ORDER_BUMP_WRAP_START = '<div class="commercekit-order-bump-wrap';

/** The form the bumps' fallback buttons submit, outside any other form. */
const ISLET_ORDER_BUMP_FORM = '<form id="islet-order-bump" method="post"></form>';

/** CommerceKit's drawer blocks action, whose answer carries the drawer's bumps. */
const ISLET_MINI_CART_BLOCKS_ACTION = 'commercekit_mini_cart_blocks';

/** The mini-cart fragment, in which CommerceKit prints the drawer's bumps as a list row. */
const ISLET_MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/**
 * The island's texts (islands/order-bump/texts.ts has the same defaults).
 *
 * @return array<string, string>
 */
function islet_order_bump_props() {
	return array(
		'label'    => __( 'Suggested products', 'islet' ),
		'previous' => __( 'Previous', 'islet' ),
		'next'     => __( 'Next', 'islet' ),
		/* translators: 1: an item's number in the order-bump carousel, 2: how many items it has. */
		'slide'    => __( '%1$s of %2$s', 'islet' ),
		/* translators: %s: the product's name. */
		'added'    => __( '“%s” has been added to your cart.', 'islet' ),
		/* translators: %s: the product's name. */
		'failed'   => __( 'Sorry, “%s” could not be added to your cart. Please try again.', 'islet' ),
	);
}

/**
 * One tag of CommerceKit's bump markup without its inline handlers, usable without JavaScript:
 * the add buttons submit our form, the arrows lose their role and tab stop (their name is kept
 * for the island), the arrows' row is hidden from assistive technology.
 *
 * @param string $tag A start tag, as printed.
 * @return string
 */
function islet_order_bump_tag( $tag ) {
	$out = preg_replace( '/^<button type="button" onclick="commercekitOrderBumpAdd\((\d+), this, \'[a-z]+\'\);">$/', '<button type="submit" form="islet-order-bump" name="add-to-cart" value="$1">', $tag );
	$out = preg_replace( '/^(<div class="ckobp-(?:prev|next)\b[^"]*") role="button" tabindex="0" aria-label="/', '$1 data-islet-label="', (string) $out );
	return '<div class="ckobp-prevnext">' === $out ? '<div class="ckobp-prevnext" aria-hidden="true">' : (string) $out;
}

/**
 * Each bump wrap in its island, its tags without their handlers; then, in a page (one with
 * `</body>`), the fallback form once. A wrap cut short is left as printed; markup that has
 * order-bump islands already is left alone.
 *
 * @param Islet_Page $page  Page, fragment or answer.
 * @param array      $props islet_order_bump_props().
 */
function islet_place_order_bumps( Islet_Page $page, $props ) {
	if ( $page->has_island( 'order-bump' ) ) {
		return;
	}
	$doc   = $page->doc;
	$wraps = $page->outermost( ISLET_ORDER_BUMP_WRAP_START );
	foreach ( $wraps as $index ) {
		for ( $tag = $index; $tag < $doc->closer[ $index ]; $tag++ ) {
			$text = $doc->tag_text( $tag );
			$bare = '/' === $doc->name[ $tag ][0] ? $text : islet_order_bump_tag( $text );
			if ( $bare !== $text ) {
				$page->replace( $doc->at[ $tag ], $doc->to[ $tag ], $bare );
			}
		}
		$page->wrap_island( $doc->at[ $index ], $doc->end_of( $index ), 'order-bump', $props );
	}
	if ( array() !== $wraps ) {
		$page->before_body_end( ISLET_ORDER_BUMP_FORM );
	}
}

/**
 * Markup (a fragment, an answer) with its bumps in islands (islet_place_order_bumps()).
 *
 * @param string $html  Markup.
 * @param array  $props islet_order_bump_props().
 * @return string
 */
function islet_place_order_bumps_in( $html, $props ) {
	return islet_transform_html(
		$html,
		static function ( Islet_Page $page ) use ( $props ) {
			islet_place_order_bumps( $page, $props );
		}
	);
}

/**
 * The island is on, with a bundle to run it and CommerceKit to print the bumps.
 *
 * @return bool
 */
function islet_order_bump_on() {
	return null !== islet_asset_manifest() && islet_is_commercekit_active() && islet_is_island_enabled( 'order-bump' );
}

/**
 * Whether the drawer shows CommerceKit's blocks: the cart drawer's island on, asking for them.
 *
 * @return bool
 */
function islet_drawer_shows_blocks() {
	return islet_is_island_enabled( 'mini-cart' ) && ! empty( islet_mini_cart_props()['blocks'] );
}

/**
 * The mini-cart fragment without the list row CommerceKit prints its bumps in: where the drawer
 * shows CommerceKit's blocks, their `after_cart` carries the same bumps (the demo store's
 * fragments never had the row: scripts/demo-store/fragments.ts).
 *
 * @param string $html The fragment.
 * @return string
 */
function islet_without_bump_row( $html ) {
	return islet_transform_html(
		$html,
		static function ( Islet_Page $page ) {
			$doc = $page->doc;
			foreach ( $page->all( '<li>' ) as $index ) {
				$wrap = $index + 1;
				$end  = $doc->end_of( $index );
				if ( $end >= 0 && isset( $doc->at[ $wrap ] ) && $doc->at[ $wrap ] === $doc->to[ $index ] && $doc->starts_with( $wrap, ISLET_ORDER_BUMP_WRAP_START ) ) {
					$page->replace( $doc->at[ $index ], $end, '' );
				}
			}
		}
	);
}

/**
 * WooCommerce's cart fragments and checkout-update fragments with their bumps in islands
 * (woocommerce_add_to_cart_fragments, woocommerce_update_order_review_fragments).
 *
 * @param mixed $fragments Selector => HTML.
 * @return mixed
 */
function islet_order_bump_fragments( $fragments ) {
	if ( ! is_array( $fragments ) || ! islet_order_bump_on() ) {
		return $fragments;
	}
	$props = null;
	foreach ( $fragments as $selector => $html ) {
		if ( ! is_string( $html ) || false === strpos( $html, ISLET_ORDER_BUMP_WRAP_START ) ) {
			continue;
		}
		if ( ISLET_MINI_CART_FRAGMENT === $selector && islet_drawer_shows_blocks() ) {
			$html = islet_without_bump_row( $html );
		}
		$props                  = null === $props ? islet_order_bump_props() : $props;
		$fragments[ $selector ] = islet_place_order_bumps_in( $html, $props );
	}
	return $fragments;
}

/**
 * CommerceKit's drawer blocks answer (`{"success":true,"data":{"before_cart":…,"after_cart":…}}`)
 * with the bumps of `after_cart` in islands; anything else as it came.
 *
 * @param string|false $json  The answer, as CommerceKit printed it.
 * @param array        $props islet_order_bump_props().
 * @param int          $phase PHP_OUTPUT_HANDLER_* flags.
 * @return string|false
 */
function islet_order_bump_blocks_answer( $json, $props, $phase = 0 ) {
	if ( ! is_string( $json ) || '' === $json || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) || false === strpos( $json, 'commercekit-order-bump-wrap' ) ) {
		return $json;
	}
	$answer = json_decode( $json, true );
	if ( ! is_array( $answer ) || true !== ( isset( $answer['success'] ) ? $answer['success'] : null ) || ! isset( $answer['data']['after_cart'] ) || ! is_string( $answer['data']['after_cart'] ) ) {
		return $json;
	}
	$answer['data']['after_cart'] = islet_place_order_bumps_in( $answer['data']['after_cart'], $props );
	$out                          = wp_json_encode( $answer );
	return false === $out ? $json : $out;
}

/**
 * Buffers CommerceKit's drawer blocks answer (its action, before CommerceKit's handler), to
 * print its bumps in islands. Props are read now: an output handler must not load translations.
 */
function islet_order_bump_buffer_blocks() {
	if ( ! islet_order_bump_on() ) {
		return;
	}
	$props = islet_order_bump_props();
	ob_start(
		static function ( $json, $phase = 0 ) use ( $props ) {
			return islet_order_bump_blocks_answer( $json, $props, $phase );
		}
	);
}

/**
 * The legacy table without CommerceKit's order-bump script row while the island is off: its
 * `or` set (the drawer's island printed) would otherwise take the script from bumps left as
 * CommerceKit printed them (islet_legacy_table filter).
 *
 * @param array $table The table.
 * @return array
 */
function islet_order_bump_legacy_table( $table ) {
	if ( is_array( $table ) && ! islet_is_island_enabled( 'order-bump' ) ) {
		unset( $table['inline']['commercekit_order_bump_footer_scripts'] );
	}
	return $table;
}

/**
 * The order bump's hooks (islet_boot): the fragments' filters, the drawer blocks' buffer (on
 * CommerceKit's own endpoint, which runs `wp_ajax_ACTION`, and admin-ajax.php's for visitors),
 * and the legacy table's filter.
 */
function islet_register_order_bump_hooks() {
	add_filter( 'woocommerce_add_to_cart_fragments', 'islet_order_bump_fragments', PHP_INT_MAX );
	add_filter( 'woocommerce_update_order_review_fragments', 'islet_order_bump_fragments', PHP_INT_MAX );
	add_action( 'wp_ajax_' . ISLET_MINI_CART_BLOCKS_ACTION, 'islet_order_bump_buffer_blocks', 0 );
	add_action( 'wp_ajax_nopriv_' . ISLET_MINI_CART_BLOCKS_ACTION, 'islet_order_bump_buffer_blocks', 0 );
	add_filter( 'islet_legacy_table', 'islet_order_bump_legacy_table' );
}
