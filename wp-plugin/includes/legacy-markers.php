<?php
/**
 * Markers around what the legacy table's hook callbacks print (CommerceKit's and the theme's
 * inline scripts), so the output handler can take those scripts off once it knows the page's
 * islands. A marker carries a key made for this request and the callback's number; only pairs
 * this request opened count, so no text a visitor writes into the page (a review may hold an
 * HTML comment) can open, close or pair with one. docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * This request's marker key: random, made once per request (islet_boot() forgets the last one),
 * so no text a visitor writes into the page can open or close a marked part.
 *
 * @param bool $renew Make a new one.
 * @return string
 */
function islet_legacy_marker_key( $renew = false ) {
	static $key = null;
	if ( $renew || null === $key ) {
		$key = bin2hex( random_bytes( 12 ) );
	}
	return $key;
}

/**
 * The callbacks this request marked, by the number of their markers; with arguments, adds one
 * (returning its number) or, with null, forgets them all.
 *
 * @param string|null|false $callback Callback to add; null forgets; false (default) reads.
 * @return array<int, string>|int
 */
function islet_marked_callbacks( $callback = false ) {
	static $marked = array();
	if ( null === $callback ) {
		$marked = array();
	} elseif ( false !== $callback ) {
		$marked[] = $callback;
		return count( $marked ) - 1;
	}
	return $marked;
}

/**
 * The comment that opens (or closes) what a table callback printed: this request's key and
 * the callback's number (islet_marked_callbacks()).
 *
 * @param int  $number  Its number.
 * @param bool $closing The closing one.
 * @return string
 */
function islet_legacy_marker( $number, $closing = false ) {
	return '<!--' . ( $closing ? '/' : '' ) . 'islet-legacy:' . islet_legacy_marker_key() . ':' . (int) $number . '-->';
}

/**
 * Wraps the table's callbacks on the hook now running in markers, so the output handler can
 * take their inline scripts off once it knows the page's islands. Runs first on each of those
 * hooks (the callbacks may have been added at any time before).
 */
function islet_mark_legacy_callbacks() {
	if ( ! islet_page_is_buffered() ) {
		return;
	}
	$hook  = current_filter();
	$table = islet_legacy_table()['inline'];
	islet_wrap_running_hook(
		static function ( $callback, $name ) use ( $hook, $table ) {
			if ( ! is_string( $callback ) || ! isset( $table[ $name ]['hook'] ) || $table[ $name ]['hook'] !== $hook ) {
				return null;
			}
			return static function () use ( $callback ) {
				$number = islet_marked_callbacks( $callback );
				echo islet_legacy_marker( $number ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a random key and a number.
				call_user_func_array( $callback, func_get_args() );
				echo islet_legacy_marker( $number, true ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a random key and a number.
			};
		}
	);
}

/**
 * The marked parts of the page: each pair of this request's markers that this request opened,
 * with its callback; and every one of its markers found (a partner may have gone out in an
 * earlier flush of the buffer). One pass over the page.
 *
 * @param Islet_Page $page Page.
 * @return array{parts: array<int, array{callback: string, from: int, to: int}>, markers: array<int, array{0: int, 1: int}>}
 */
function islet_marked_parts( Islet_Page $page ) {
	$callbacks = islet_marked_callbacks();
	$found     = array(
		'parts'   => array(),
		'markers' => array(),
	);
	if ( array() === $callbacks ) {
		return $found;
	}
	preg_match_all( '#<!--(/?)islet-legacy:' . islet_legacy_marker_key() . ':(\d+)-->#', $page->doc->html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
	$open = array();
	foreach ( $matches as $match ) {
		$at                 = $match[0][1];
		$end                = $at + strlen( $match[0][0] );
		$number             = (int) $match[2][0];
		$found['markers'][] = array( $at, $end );
		if ( '' === $match[1][0] ) {
			$open[ $number ] = $end;
		} elseif ( isset( $open[ $number ], $callbacks[ $number ] ) ) {
			$found['parts'][] = array(
				'callback' => $callbacks[ $number ],
				'from'     => $open[ $number ],
				'to'       => $at,
			);
		}
	}
	return $found;
}
