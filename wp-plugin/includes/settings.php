<?php
/**
 * Islet's own settings (one option, `islet_settings`): which islands are on, the drawer's
 * openers selector, whether the drawer asks CommerceKit for its before/after blocks, and
 * whether Islet owns how its pages load (first paint, includes/first-paint.php).
 * CommerceKit's settings stay CommerceKit's; see environment.php.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_OPTION          = 'islet_settings';
const ISLET_DEFAULT_OPENERS = '.shoptimizer-cart a.cart-contents';

/**
 * Settings as they are when nothing was saved.
 *
 * @return array{islands: array<string, bool>, openers: string, blocks: bool, first_paint: bool}
 */
function islet_default_settings() {
	return array(
		'islands'     => array_fill_keys( islet_island_names(), true ),
		'openers'     => ISLET_DEFAULT_OPENERS,
		// Off: Shoptimizer's drawer gets CommerceKit's free-shipping bar and order bumps in the cart
		// fragments, as on the legacy page; asking for the blocks too drew them twice. CommerceKit
		// itself asks only for WooCommerce's block mini cart (docs/decisions/0029-real-store-parity.md).
		'blocks'      => false,
		// On: the first paint's work (docs/decisions/0039-first-paint.md) is part of the product.
		'first_paint' => true,
	);
}

/**
 * The saved settings over the defaults, every key present and typed.
 *
 * @return array{islands: array<string, bool>, openers: string, blocks: bool, first_paint: bool}
 */
function islet_get_settings() {
	$defaults = islet_default_settings();
	$saved    = get_option( ISLET_OPTION, array() );
	if ( ! is_array( $saved ) ) {
		return $defaults;
	}
	$islands = $defaults['islands'];
	if ( isset( $saved['islands'] ) && is_array( $saved['islands'] ) ) {
		foreach ( $islands as $name => $on ) {
			$islands[ $name ] = isset( $saved['islands'][ $name ] ) ? (bool) $saved['islands'][ $name ] : $on;
		}
	}
	return array(
		'islands'     => $islands,
		'openers'     => isset( $saved['openers'] ) && is_string( $saved['openers'] ) && islet_is_valid_selector( $saved['openers'] ) ? $saved['openers'] : $defaults['openers'],
		'blocks'      => isset( $saved['blocks'] ) ? (bool) $saved['blocks'] : $defaults['blocks'],
		'first_paint' => isset( $saved['first_paint'] ) ? (bool) $saved['first_paint'] : $defaults['first_paint'],
	);
}

/**
 * Whether an island is switched on (settings, then the `islet_island_enabled` filter, which
 * can turn one off on a given page).
 *
 * @param string $name Island name.
 * @return bool
 */
function islet_is_island_enabled( $name ) {
	$settings = islet_get_settings();
	$enabled  = ! empty( $settings['islands'][ $name ] );
	/**
	 * Filters whether an island is placed on this page.
	 *
	 * @param bool   $enabled From the settings page.
	 * @param string $name    Island name (`cart-buttons`, `mini-cart`).
	 */
	return (bool) apply_filters( 'islet_island_enabled', $enabled, $name );
}

/**
 * Whether any island is on for this page.
 *
 * @return bool
 */
function islet_any_island_enabled() {
	foreach ( islet_island_names() as $name ) {
		if ( islet_is_island_enabled( $name ) ) {
			return true;
		}
	}
	return false;
}

/**
 * A conservative check of a CSS selector list. PHP has no selector parser; this rejects what
 * can never be a selector (markup, declarations, control characters, unbalanced brackets or
 * quotes, empty list items, dangling combinators) and backslash escapes, because a selector the browser refuses makes the drawer island
 * skip itself and the header cart stop opening the drawer.
 *
 * @param string $selector Selector list.
 * @return bool
 */
function islet_is_valid_selector( $selector ) {
	$selector = trim( $selector );
	if ( '' === $selector || strlen( $selector ) > 500 || preg_match( '/[<{};\\\\\x00-\x1f\x7f]/', $selector ) ) {
		return false;
	}
	$stack  = array();
	$quote  = '';
	$pairs  = array(
		')' => '(',
		']' => '[',
	);
	$length = strlen( $selector );
	for ( $i = 0; $i < $length; $i++ ) {
		$char = $selector[ $i ];
		if ( '' !== $quote ) {
			$quote = ( $char === $quote ) ? '' : $quote;
		} elseif ( '"' === $char || "'" === $char ) {
			$quote = $char;
		} elseif ( '(' === $char || '[' === $char ) {
			$stack[] = $char;
		} elseif ( isset( $pairs[ $char ] ) && array_pop( $stack ) !== $pairs[ $char ] ) {
			return false;
		}
	}
	if ( '' !== $quote || array() !== $stack ) {
		return false;
	}
	foreach ( explode( ',', $selector ) as $part ) {
		// Each item must hold something to select and must not start or end on a combinator.
		if ( '' === trim( $part ) || preg_match( '/^\s*[>+~]|[>+~]\s*$/', $part ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Sanitize callback of `islet_settings` (register_setting). Accepts the settings form's
 * fields (checkboxes absent when unticked) and an already sanitized array alike, because
 * WordPress may run it twice on the first save.
 *
 * @param mixed $input Submitted value.
 * @return array{islands: array<string, bool>, openers: string, blocks: bool, first_paint: bool}
 */
function islet_sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = islet_default_settings();
	$islands  = array();
	foreach ( islet_island_names() as $name ) {
		$islands[ $name ] = ! empty( $input['islands'][ $name ] );
	}
	$openers = isset( $input['openers'] ) && is_string( $input['openers'] ) ? trim( $input['openers'] ) : '';
	if ( '' === $openers ) {
		$openers = $defaults['openers'];
	} elseif ( ! islet_is_valid_selector( $openers ) ) {
		islet_settings_error( 'islet_openers', __( 'The drawer openers are not a valid CSS selector; the default was restored.', 'islet' ) );
		$openers = $defaults['openers'];
	}
	return array(
		'islands'     => $islands,
		'openers'     => $openers,
		'blocks'      => ! empty( $input['blocks'] ),
		'first_paint' => ! empty( $input['first_paint'] ),
	);
}

/**
 * Reports a settings error on the settings page (a no-op outside wp-admin, where
 * add_settings_error() does not exist).
 *
 * @param string $code    Error code.
 * @param string $message Translated message.
 */
function islet_settings_error( $code, $message ) {
	if ( function_exists( 'add_settings_error' ) ) {
		add_settings_error( ISLET_OPTION, $code, $message );
	}
}
