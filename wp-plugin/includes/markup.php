<?php
/**
 * The island markup contract, printed from PHP.
 *
 * These functions are pure (they only need WordPress's esc_attr and wp_json_encode) and print
 * byte for byte what src/contract/markup.ts prints (the printer the TypeScript tests build
 * markup with); scripts/plugin-output/printer.test.ts holds both to
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
 * The contract version the plugin prints an island with (islands/manifest.json).
 *
 * @param string $name Island.
 * @return int
 */
function islet_island_version( $name ) {
	$placements = islet_island_placements();
	return isset( $placements[ $name ] ) ? $placements[ $name ][0] : 1;
}

/**
 * When an island mounts, unless its placement says otherwise (islands/manifest.json).
 *
 * @param string $name Island.
 * @return string
 */
function islet_island_when( $name ) {
	$placements = islet_island_placements();
	return isset( $placements[ $name ] ) ? $placements[ $name ][1] : 'load';
}

/**
 * One of the plugin's own islands, with its version and (unless $when says) its load condition
 * from the island manifest.
 *
 * @param string      $name  Island.
 * @param mixed       $props Props.
 * @param string      $inner Server-rendered fallback markup, already escaped.
 * @param string|null $when  Load condition; null: the manifest's.
 * @return string
 */
function islet_island_markup( $name, $props, $inner = '', $when = null ) {
	return islet_render_island( $name, islet_island_version( $name ), null === $when ? islet_island_when( $name ) : $when, $props, $inner );
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
	return islet_island_open( $name, $version, $when, $props ) . $inner . '</div>';
}

/**
 * An island's opening: its element's start tag and its props script (what goes before the
 * markup it wraps).
 *
 * @param string $name    Registry name.
 * @param int    $version Contract version.
 * @param string $when    Load condition.
 * @param mixed  $props   Props.
 * @return string
 */
function islet_island_open( $name, $version, $when, $props ) {
	return '<div data-island="' . esc_attr( $name ) . '" data-island-v="' . (int) $version . '" data-island-when="' . esc_attr( $when ) . '">'
		. '<script type="application/json" data-island-props>' . islet_script_json( $props ) . '</script>';
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
 * Markup changed by one placement step: $html indexed, the step's edits applied (the
 * handler's steps share one page instead; fragments and answers use this).
 *
 * @param string   $html Markup.
 * @param callable $step ( Islet_Page $page ).
 * @return string
 */
function islet_transform_html( $html, callable $step ) {
	$page = new Islet_Page( $html );
	$step( $page );
	return $page->output();
}

/**
 * Shoptimizer's drawer element (`div#shoptimizerCartDrawer`), whatever the order or quoting of
 * its attributes.
 *
 * @param Islet_Page $page Page.
 * @return int|null Tag index.
 */
function islet_drawer_tag( Islet_Page $page ) {
	foreach ( $page->doc->tags_holding( ISLET_DRAWER_ID, 'div' ) as $index ) {
		if ( ISLET_DRAWER_ID === $page->doc->attribute( $index, 'id' ) ) {
			return $index;
		}
	}
	return null;
}

/**
 * Wraps Shoptimizer's cart drawer in the mini-cart island. Nothing when the page has no drawer, when the drawer is not closed within this
 * chunk of output, or when the page has the island already.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props Mini-cart props (openers, blocks).
 */
function islet_place_mini_cart( Islet_Page $page, $props ) {
	$drawer = $page->has_island( 'mini-cart' ) ? null : islet_drawer_tag( $page );
	$end    = null === $drawer ? -1 : $page->doc->end_of( $drawer );
	if ( $end >= 0 ) {
		$page->wrap_island( $page->doc->at[ $drawer ], $end, 'mini-cart', $props );
	}
}

/** A listing card's quick-add form (CommerceKit's), as the server opens it. */
const ISLET_CARD_FORM_START = '<form class="cgkit-swatch-form ';

/**
 * Where each listing card's quick-add form ends, by where it starts.
 *
 * @param Islet_Page $page Page.
 * @return array<int, int>
 */
function islet_card_forms( Islet_Page $page ) {
	$forms = array();
	foreach ( $page->all( ISLET_CARD_FORM_START ) as $index ) {
		$end = $page->doc->end_of( $index );
		if ( $end >= 0 ) {
			$forms[ $page->doc->at[ $index ] ] = $end;
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
