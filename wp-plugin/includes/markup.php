<?php
/**
 * The island markup contract, printed from PHP.
 *
 * These functions are pure (they only need WordPress's esc_attr and wp_json_encode) and print
 * byte for byte what src/contract/markup.ts prints; scripts/php-parity.test.ts holds them to
 * fixtures/contract/islands.json. See docs/decisions/0002-one-markup-contract.md.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The element Shoptimizer prints for its cart drawer (header.php, shoptimizer_cart_drawer()). */
const ISLET_DRAWER_ID = 'shoptimizerCartDrawer';

/**
 * JSON that is safe inside a <script> element.
 *
 * JSON_HEX_TAG and JSON_HEX_AMP turn `<`, `>` and `&` into \u003C, \u003E and \u0026, so no
 * string can close the script element or start a comment or entity.
 *
 * @param mixed $value Props or config.
 * @return string
 */
function islet_script_json( $value ) {
	// PHP cannot tell an empty map from an empty list and prints []; the contract's empty
	// props and config are objects. Nested empty arrays stay lists.
	if ( array() === $value ) {
		$value = new stdClass();
	}
	$json = wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	// wp_json_encode gives false only for what cannot be encoded (resources, invalid UTF-8 it
	// could not repair, too deep); an empty object keeps the island's parser on its defaults.
	return false === $json ? '{}' : $json;
}

/**
 * One island: the same bytes as renderIsland() in src/contract/markup.ts.
 *
 * @param string $name    Registry name (`mini-cart`).
 * @param int    $version Contract version.
 * @param string $when    load | idle | visible | interaction.
 * @param mixed  $props   Props, encoded as JSON.
 * @param string $inner   Server-rendered fallback markup, already escaped by whoever produced it.
 * @return string
 */
function islet_render_island( $name, $version, $when, $props, $inner = '' ) {
	return '<div data-island="' . esc_attr( $name ) . '" data-island-v="' . (int) $version . '" data-island-when="' . esc_attr( $when ) . '">'
		. '<script type="application/json" data-island-props>' . islet_script_json( $props ) . '</script>'
		. $inner
		. '</div>';
}

/**
 * $markup and a newline right before the page's last `</body>`; the page unchanged without one
 * (insertBeforeBodyEnd() in scripts/demo-store/elements.ts).
 *
 * @param string $html   Page.
 * @param string $markup Markup to insert.
 * @return string
 */
function islet_insert_before_body_end( $html, $markup ) {
	$end = strrpos( $html, '</body>' );
	return false === $end ? $html : substr( $html, 0, $end ) . $markup . "\n" . substr( $html, $end );
}

/**
 * The page config script: the same bytes as renderConfigScript().
 *
 * @param array $config See islet_build_config().
 * @return string
 */
function islet_render_config_script( $config ) {
	return '<script type="application/json" id="islet-config">' . islet_script_json( $config ) . '</script>';
}

/**
 * The offset just past the element that opens at $start, counting nested `<tag …>` and
 * `</tag>` (the port of findElementEnd() in scripts/demo-store/islands.ts).
 *
 * @param string $html  Page.
 * @param int    $start Offset of the element's `<`.
 * @param string $tag   Tag name.
 * @return int -1 when the element is not closed in $html.
 */
function islet_find_element_end( $html, $start, $tag ) {
	$quoted = preg_quote( $tag, '/' );
	if ( ! preg_match_all( '/<' . $quoted . '\b|<\/' . $quoted . '\s*>/i', $html, $matches, PREG_OFFSET_CAPTURE, $start ) ) {
		return -1;
	}
	$depth = 0;
	foreach ( $matches[0] as $match ) {
		$depth += ( '</' === substr( $match[0], 0, 2 ) ) ? -1 : 1;
		if ( 0 === $depth ) {
			return $match[1] + strlen( $match[0] );
		}
	}
	return -1;
}

/**
 * Where Shoptimizer's drawer element opens, whatever the order or quoting of its attributes.
 *
 * @param string $html Page.
 * @return int Offset of `<div`, or -1.
 */
function islet_find_drawer_start( $html ) {
	// Cheap test first: most responses (and every page of a store without Shoptimizer) end here.
	if ( false === strpos( $html, ISLET_DRAWER_ID ) ) {
		return -1;
	}
	$id = preg_quote( ISLET_DRAWER_ID, '/' );
	if ( ! preg_match( '/<div\b[^>]*?\sid\s*=\s*(["\']?)' . $id . '\1(?=[\s>\/])/i', $html, $match, PREG_OFFSET_CAPTURE ) ) {
		return -1;
	}
	return $match[0][1];
}

/**
 * Wraps Shoptimizer's cart drawer in the mini-cart island (the port of placeIslands()'
 * drawer step). The page comes back unchanged when it has no drawer, when the drawer is not
 * closed within this chunk of output, or when it is already wrapped.
 *
 * @param string $html  Page.
 * @param array  $props Mini-cart props (openers, blocks).
 * @return string
 */
function islet_place_mini_cart( $html, $props ) {
	$start = islet_find_drawer_start( $html );
	if ( $start < 0 || false !== strpos( $html, 'data-island="mini-cart"' ) ) {
		return $html;
	}
	$end = islet_find_element_end( $html, $start, 'div' );
	if ( $end < 0 ) {
		return $html;
	}
	$island = islet_render_island( 'mini-cart', 1, 'interaction', $props, substr( $html, $start, $end - $start ) );
	return substr( $html, 0, $start ) . $island . substr( $html, $end );
}

/** A listing card's quick-add form (CommerceKit's), as the server opens it. */
const ISLET_CARD_FORM_START = '<form class="cgkit-swatch-form ';

/**
 * Where each listing card's quick-add form ends, by where it starts.
 *
 * @param string $html Page.
 * @return array<int, int>
 */
function islet_card_forms( $html ) {
	$forms = array();
	for ( $start = strpos( $html, ISLET_CARD_FORM_START ); false !== $start; $start = strpos( $html, ISLET_CARD_FORM_START, $start + 1 ) ) {
		$end = islet_find_element_end( $html, $start, 'form' );
		if ( $end > $start ) {
			$forms[ $start ] = $end;
		}
	}
	return $forms;
}

/**
 * Whether an offset falls inside one of the card forms.
 *
 * @param int             $offset Offset.
 * @param array<int, int> $cards  islet_card_forms().
 * @return bool
 */
function islet_is_in_card( $offset, array $cards ) {
	foreach ( $cards as $start => $end ) {
		if ( $offset > $start && $offset < $end ) {
			return true;
		}
	}
	return false;
}
