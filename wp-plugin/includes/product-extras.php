<?php
/**
 * Product-page islands for other plugins' features: Discount Rules' price by quantity and bulk
 * table, WPC's estimated delivery dates, and CommerceKit's sticky add-to-cart bar. Each leaves a
 * page without its markup (or its plugin) unchanged.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WPC Estimated Delivery Date's script (frontend.js, with its `wpced_vars`). */
const ISLET_WPCED_HANDLE = 'wpced-frontend';

/**
 * The object a plugin passed to wp_localize_script() for $handle, as an array (empty when the
 * script or the object is not registered). Read from what WordPress registered, remembered when
 * the footer scripts were printed (includes/page-data.php).
 *
 * @param string $handle Script handle.
 * @param string $name   JavaScript variable.
 * @return array
 */
function islet_localized_params( $handle, $name ) {
	$decoded = islet_js_json( islet_localized_vars( $handle ), $name );
	return is_array( $decoded ) ? $decoded : array();
}

/**
 * Discount Rules' settings for the islands, from its `awdr_params`; null without the plugin.
 *
 * @param array $params awdr_params (islet_localized_params( 'awdr-main', 'awdr_params' )).
 * @return array{nonce: string, priceByQuantity: bool, dynamicTable: bool}|null
 */
function islet_discount_rules_settings( $params ) {
	if ( empty( $params['nonce'] ) || ! is_string( $params['nonce'] ) ) {
		return null;
	}
	$value = static function ( $key ) use ( $params ) {
		return isset( $params[ $key ] ) ? (string) $params[ $key ] : '';
	};
	return array(
		'nonce'           => $params['nonce'],
		'priceByQuantity' => 'show_dynamically' === $value( 'enable_update_price_with_qty' ),
		'dynamicTable'    => '1' === $value( 'awdr_dynamic_bulk_table_status' ) && 'on' === $value( 'awdr_dynamic_bulk_table_off' ),
	);
}

/** Discount Rules' main script, and the page class where it may refresh the order review. */
const ISLET_AWDR_MAIN_HANDLE    = 'awdr-main';
const ISLET_AWDR_CHECKOUT_CLASS = 'woocommerce-checkout';

/**
 * The legacy table with Discount Rules' main script idle on the checkout where its "refresh order
 * review" setting is off (islet_legacy_table filter). That refresh is all the script does there
 * (its price by quantity and bulk table need a product's form), so with it off the checkout
 * leaves the row's `worksOn` and the script leaves the checkout as it leaves any page with
 * nothing to do. Where the script's `awdr_params` cannot be read the row stays as it is.
 *
 * @param array $table The table.
 * @return array
 */
function islet_discount_rules_legacy_table( $table ) {
	$params = islet_localized_params( ISLET_AWDR_MAIN_HANDLE, 'awdr_params' );
	if ( ! is_array( $table ) || ! isset( $table['handles'][ ISLET_AWDR_MAIN_HANDLE ]['worksOn'], $params['refresh_order_review'] ) || '1' === (string) $params['refresh_order_review'] ) {
		return $table;
	}
	$works_on = (array) $table['handles'][ ISLET_AWDR_MAIN_HANDLE ]['worksOn'];
	$table['handles'][ ISLET_AWDR_MAIN_HANDLE ]['worksOn'] = array_values( array_diff( $works_on, array( ISLET_AWDR_CHECKOUT_CLASS ) ) );
	return $table;
}

/**
 * The other plugins' settings the islands need, read when the page is finished (their scripts
 * are localized after template_redirect). Pure reads: safe inside the output handler.
 *
 * @return array{discountRules: array|null, deliveryDates: array|null}
 */
function islet_plugin_settings_props() {
	$wpced = islet_localized_params( ISLET_WPCED_HANDLE, 'wpced_vars' );
	return array(
		'discountRules' => islet_discount_rules_settings( islet_localized_params( ISLET_AWDR_MAIN_HANDLE, 'awdr_params' ) ),
		'deliveryDates' => empty( $wpced['nonce'] ) || ! is_string( $wpced['nonce'] ) ? null : array( 'nonce' => $wpced['nonce'] ),
	);
}

/**
 * The summary form's product: the variations form's data-product_id, else the simple form's
 * add-to-cart button value.
 *
 * @param Islet_Page $page    Page.
 * @param int        $summary Offset of the summary.
 * @return array{id: int, variable: bool}|null
 */
function islet_summary_product( Islet_Page $page, $summary ) {
	if ( null !== $page->first( ISLET_VARIATION_FORM_START, $summary ) ) {
		$id = islet_variable_product_id( $page, $summary );
		return null === $id ? null : array( 'id' => $id, 'variable' => true );
	}
	$button = $page->first( '<button type="submit" name="add-to-cart" value="', $summary );
	$value  = null === $button ? null : $page->doc->attribute( $button, 'value' );
	return null !== $value && preg_match( '/^\d+$/', $value ) ? array( 'id' => (int) $value, 'variable' => false ) : null;
}

/** Discount Rules' bulk table, as it prints it. */
const ISLET_BULK_TABLE_START = '<div class="awdr-bulk-customizable-table">';

/**
 * Discount Rules' bulk table (`discount-rules`) and, for a simple product, its price area
 * (`discount-price`; a variable product's is the product-price island's).
 *
 * @param Islet_Page $page     Page.
 * @param array|null $settings See islet_discount_rules_settings().
 */
function islet_place_discount_rules( Islet_Page $page, $settings ) {
	$summary = null === $settings ? null : islet_summary_offset( $page );
	$product = null === $summary ? null : islet_summary_product( $page, $summary );
	if ( null === $product ) {
		return;
	}
	if ( ! $product['variable'] && null !== $page->first( ISLET_BULK_TABLE_START, $summary ) ) {
		islet_wrap_first( $page, '<div class="cgkit-as-variation-price">', 'discount-price', array(), $summary );
	}
	$props = array(
		'productId'       => $product['id'],
		'nonce'           => $settings['nonce'],
		'variable'        => $product['variable'],
		'priceByQuantity' => $settings['priceByQuantity'],
		'dynamicTable'    => $settings['dynamicTable'],
	);
	islet_wrap_first( $page, ISLET_BULK_TABLE_START, 'discount-rules', $props, $summary );
}

/**
 * WPC's delivery-date block of a variable product, after its variations form.
 *
 * @param Islet_Page $page     Page.
 * @param array|null $settings `nonce`, or null without the plugin.
 */
function islet_place_delivery_dates( Islet_Page $page, $settings ) {
	$product_id = null === $settings ? null : islet_variable_product_id( $page );
	if ( null === $product_id ) {
		return;
	}
	$form  = $page->first( ISLET_VARIATION_FORM_START );
	$props = array(
		'productId' => $product_id,
		'nonce'     => $settings['nonce'],
	);
	islet_wrap_first( $page, '<div class="wpced wpced-' . $product_id . ' ', 'delivery-dates', $props, null === $form ? 0 : $page->doc->at[ $form ] );
}

/**
 * The few entities WordPress's esc_html/esc_attr print in titles and alt texts, decoded: the
 * island prints its props as text.
 *
 * @param string $text Escaped text.
 * @return string
 */
function islet_decode_text( $text ) {
	return strtr(
		$text,
		array(
			'&amp;'   => '&',
			'&lt;'    => '<',
			'&gt;'    => '>',
			'&quot;'  => '"',
			'&#039;'  => "'",
			'&#8217;' => "\u{2019}",
			'&#8211;' => "\u{2013}",
		)
	);
}

/** CommerceKit's sticky add-to-cart bar, as it opens it. */
const ISLET_STICKY_BAR_START = '<section class="commercekit-sticky-add-to-cart';

/** The part of the product's form CommerceKit shows in the bar: its title, picture and name. */
const ISLET_STICKY_INNER_START = '<div class="commercekit-pdp-sticky-inner">';

/**
 * The text of the first element inside [$from, $to) whose start tag begins with $prefix, trimmed
 * and decoded; null when there is none or it holds other elements.
 *
 * @param Islet_Page $page   Page.
 * @param string     $prefix Opening text.
 * @param int        $from   Offset.
 * @param int        $to     Offset.
 * @return string|null
 */
function islet_element_text( Islet_Page $page, $prefix, $from, $to ) {
	$index = $page->first( $prefix, $from, $to );
	if ( null === $index || ! isset( $page->doc->closer[ $index ] ) || $page->doc->closer[ $index ] !== $index + 1 ) {
		return null;
	}
	$text = substr( $page->doc->html, $page->doc->to[ $index ], $page->doc->at[ $index + 1 ] - $page->doc->to[ $index ] );
	return islet_decode_text( trim( $text ) );
}

/**
 * The sticky bar's props from CommerceKit's own markup: the title, picture and name read inside
 * the part of the product's form it shows in the bar, the close button's name from that button
 * (printed just before it). Only elements count, never text, so a review cannot set them.
 *
 * @param Islet_Page $page Page.
 * @return array|null
 */
function islet_sticky_bar_props( Islet_Page $page ) {
	$doc   = $page->doc;
	$inner = $page->first( ISLET_STICKY_INNER_START );
	$from  = null === $inner ? 0 : $doc->at[ $inner ];
	$to    = null === $inner ? -1 : $doc->end_of( $inner );
	$title = $to < 0 ? null : islet_element_text( $page, '<span class="content-title">', $from, $to );
	if ( null === $title || '' === $title ) {
		return null;
	}
	$frame   = $page->first( '<div class="cgkit-sticky-atc-image">', $from, $to );
	$image   = null !== $frame && isset( $doc->name[ $frame + 1 ] ) && 'img' === $doc->name[ $frame + 1 ] ? $doc->attributes( $frame + 1 ) : array();
	$src     = isset( $image['src'] ) ? trim( $image['src'] ) : '';
	$region  = islet_element_text( $page, '<div id="commercekit-sticky-atc-title"', $from, $to );
	// CommerceKit prints the bar's close button inside the product's form, not in the bar.
	$close   = $doc->with_class( 'commercekit-pdp-sticky-inner__close-button', 'button' );
	$label   = array() === $close ? null : $doc->attribute( $close[0], 'aria-label' );
	$strings = array();
	if ( null !== $region && '' !== $region ) {
		$strings['region'] = $region;
	}
	if ( null !== $label && '' !== trim( $label ) ) {
		$strings['close'] = trim( $label );
	}
	$props = array( 'title' => $title );
	if ( '' !== $src ) {
		$props['thumbnail'] = array(
			'src' => $src,
			'alt' => isset( $image['alt'] ) ? trim( $image['alt'] ) : '',
		);
	}
	// An empty map must print as {} (the contract's object), not [].
	$props['strings'] = array() === $strings ? new stdClass() : $strings;
	return $props;
}

/**
 * CommerceKit's sticky add-to-cart bar.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_sticky_bar( Islet_Page $page ) {
	$bar   = $page->first( ISLET_STICKY_BAR_START );
	$end   = null === $bar ? -1 : $page->doc->end_of( $bar );
	$props = $end < 0 ? null : islet_sticky_bar_props( $page );
	if ( null !== $props ) {
		$page->wrap_island( $page->doc->at[ $bar ], $end, 'sticky-bar', $props );
	}
}
