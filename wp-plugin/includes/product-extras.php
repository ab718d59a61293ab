<?php
/**
 * Product-page islands for other plugins' features: Discount Rules' price by quantity and bulk
 * table, WPC's estimated delivery dates, and CommerceKit's sticky add-to-cart bar. Ports of
 * scripts/demo-store/islands-discount-rules.ts, islands-delivery-dates.ts and
 * islands-sticky-bar.ts; each leaves a page without its markup (or its plugin) unchanged.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The object a plugin passed to wp_localize_script() for $handle, as an array (empty when the
 * script or the object is not registered). Read from the registry, so it is there even when
 * the script itself left the queue.
 *
 * @param string $handle Script handle.
 * @param string $name   JavaScript variable.
 * @return array
 */
function islet_localized_params( $handle, $name ) {
	$data = wp_scripts()->get_data( $handle, 'data' );
	if ( ! is_string( $data ) || ! preg_match( '/var ' . preg_quote( $name, '/' ) . ' = (\{.*?\});/s', $data, $match ) ) {
		return array();
	}
	$decoded = json_decode( $match[1], true );
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

/**
 * The other plugins' settings the islands need, read when the page is finished (their scripts
 * are localized after template_redirect). Pure reads: safe inside the output handler.
 *
 * @return array{discountRules: array|null, deliveryDates: array|null}
 */
function islet_plugin_settings_props() {
	$wpced = islet_localized_params( 'wpced-frontend', 'wpced_vars' );
	return array(
		'discountRules' => islet_discount_rules_settings( islet_localized_params( 'awdr-main', 'awdr_params' ) ),
		'deliveryDates' => empty( $wpced['nonce'] ) || ! is_string( $wpced['nonce'] ) ? null : array( 'nonce' => $wpced['nonce'] ),
	);
}

/**
 * The summary form's product: the variations form's data-product_id, else the simple form's
 * add-to-cart button value.
 *
 * @param string $html    Page.
 * @param int    $summary Offset of the summary.
 * @return array{id: int, variable: bool}|null
 */
function islet_summary_product( $html, $summary ) {
	if ( false !== strpos( $html, ISLET_VARIATION_FORM_START, $summary ) ) {
		$id = islet_variable_product_id( $html, $summary );
		return null === $id ? null : array( 'id' => $id, 'variable' => true );
	}
	if ( preg_match( '/<button type="submit" name="add-to-cart" value="(\d+)"/', substr( $html, $summary ), $match ) ) {
		return array( 'id' => (int) $match[1], 'variable' => false );
	}
	return null;
}

/**
 * Discount Rules' bulk table (`discount-rules`) and, for a simple product, its price area
 * (`discount-price`; a variable product's is the product-price island's).
 *
 * @param string     $html     Page.
 * @param array|null $settings See islet_discount_rules_settings().
 * @return string
 */
function islet_place_discount_rules( $html, $settings ) {
	$summary = strpos( $html, 'class="summary entry-summary"' );
	$product = null === $settings || false === $summary ? null : islet_summary_product( $html, $summary );
	$table   = '<div class="awdr-bulk-customizable-table">';
	if ( null === $product ) {
		return $html;
	}
	if ( ! $product['variable'] && false !== strpos( $html, $table, $summary ) ) {
		$html = islet_wrap_first( $html, '<div class="cgkit-as-variation-price">', 'div', 'discount-price', 'idle', array(), $summary );
	}
	$props = array(
		'productId'       => $product['id'],
		'nonce'           => $settings['nonce'],
		'variable'        => $product['variable'],
		'priceByQuantity' => $settings['priceByQuantity'],
		'dynamicTable'    => $settings['dynamicTable'],
	);
	return islet_wrap_first( $html, $table, 'div', 'discount-rules', 'idle', $props, $summary );
}

/**
 * WPC's delivery-date block of a variable product, after its variations form.
 *
 * @param string     $html     Page.
 * @param array|null $settings `nonce`, or null without the plugin.
 * @return string
 */
function islet_place_delivery_dates( $html, $settings ) {
	$product_id = null === $settings ? null : islet_variable_product_id( $html );
	if ( null === $product_id ) {
		return $html;
	}
	$form  = strpos( $html, ISLET_VARIATION_FORM_START );
	$props = array(
		'productId' => $product_id,
		'nonce'     => $settings['nonce'],
	);
	return islet_wrap_first( $html, '<div class="wpced wpced-' . $product_id . ' ', 'div', 'delivery-dates', 'idle', $props, (int) $form );
}

/**
 * The few entities WordPress's esc_html/esc_attr print in titles and alt texts, decoded the way
 * decodeText() in islands-sticky-bar.ts does (so both print the same props).
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

/**
 * The first capture of $pattern in $html, trimmed and decoded; null when absent.
 *
 * @param string $html    Markup.
 * @param string $pattern Regex with one group.
 * @return string|null
 */
function islet_match_text( $html, $pattern ) {
	return preg_match( $pattern, $html, $match ) ? islet_decode_text( trim( $match[1] ) ) : null;
}

/**
 * The sticky bar's props from CommerceKit's own markup in the page.
 *
 * @param string $html Page.
 * @return array|null
 */
function islet_sticky_bar_props( $html ) {
	$title = islet_match_text( $html, '/<span class="content-title">([^<]*)<\/span>/' );
	if ( null === $title || '' === $title ) {
		return null;
	}
	$image   = preg_match( '/<div class="cgkit-sticky-atc-image">\s*<img\b([^>]*)>/', $html, $match ) ? $match[1] : '';
	$src     = islet_match_text( $image, '/\bsrc="([^"]*)"/' );
	$alt     = islet_match_text( $image, '/\balt="([^"]*)"/' );
	$region  = islet_match_text( $html, '/id="commercekit-sticky-atc-title"[^>]*>([^<]*)<\/div>/' );
	$close   = islet_match_text( $html, '/class="commercekit-pdp-sticky-inner__close-button" aria-label="([^"]*)"/' );
	$strings = array();
	if ( null !== $region && '' !== $region ) {
		$strings['region'] = $region;
	}
	if ( null !== $close && '' !== $close ) {
		$strings['close'] = $close;
	}
	$props = array( 'title' => $title );
	if ( null !== $src && '' !== $src ) {
		$props['thumbnail'] = array(
			'src' => $src,
			'alt' => null === $alt ? '' : $alt,
		);
	}
	// An empty map must print as {} (the contract's object), not [].
	$props['strings'] = array() === $strings ? new stdClass() : $strings;
	return $props;
}

/**
 * CommerceKit's sticky add-to-cart bar.
 *
 * @param string $html Page.
 * @return string
 */
function islet_place_sticky_bar( $html ) {
	$start = strpos( $html, '<section class="commercekit-sticky-add-to-cart' );
	$end   = false === $start ? -1 : islet_find_element_end( $html, $start, 'section' );
	$props = $end < 0 ? null : islet_sticky_bar_props( $html );
	return null === $props ? $html : islet_wrap_span( $html, $start, $end, 'sticky-bar', 'interaction', $props );
}
