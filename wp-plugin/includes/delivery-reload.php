<?php
/**
 * The `delivery-reload` island: WPC Estimated Delivery Date's date reload (its frontend.js asks
 * `wpced_reload_dates` for every block on every page load, for stores whose pages a full-page
 * cache keeps), done only where the printed dates are stale. Printed once
 * before `</body>`, only where WPC's script then leaves with it and every other part of that
 * script's work on the page has its island (a variable product's block following the option:
 * delivery-dates; the cart following the shipping method: cart-page), so the two never both
 * reload. Its props say until when the printed dates hold.
 * docs/decisions/0036-jquery-free-store-pages.md says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's variation script: where it stays, it fires the option events WPC's script follows. */
const ISLET_VARIATION_SCRIPT_HANDLE = 'wc-add-to-cart-variation';

/**
 * One of WPC's settings, through its own reader (and its filters) where it is active.
 *
 * @param string $name    Setting.
 * @param string $default When unset.
 * @return string
 */
function islet_wpced_setting( $name, $default = '' ) {
	if ( ! class_exists( 'Wpced_Backend' ) || ! is_callable( array( 'Wpced_Backend', 'get_setting' ) ) ) {
		return $default;
	}
	$value = call_user_func( array( 'Wpced_Backend', 'get_setting' ), $name, $default );
	return is_scalar( $value ) ? trim( (string) $value ) : $default;
}

/**
 * Until when dates printed at $now hold, seconds since 1970: WPC counts days from the store's
 * date, a day later past its cut-off time (`extra_time_line`), and in its "days" format rounds
 * to whole days from now, so its text changes at the store's next midnight, at the cut-off if
 * that is still ahead today, and (days format) at the next noon.
 *
 * @param int          $now         Seconds since 1970.
 * @param DateTimeZone $zone        The store's time zone.
 * @param string       $cut_off     WPC's cut-off time of day ("" for none).
 * @param bool         $counts_days WPC shows a number of days, not dates.
 * @return int
 */
function islet_delivery_fresh_until( $now, DateTimeZone $zone, $cut_off, $counts_days ) {
	$local = ( new DateTimeImmutable( '@' . (int) $now ) )->setTimezone( $zone );
	$ends  = array( $local->setTime( 0, 0 )->modify( '+1 day' ) );
	if ( $counts_days ) {
		$noon   = $local->setTime( 12, 0 );
		$ends[] = $noon > $local ? $noon : $noon->modify( '+1 day' );
	}
	if ( '' !== $cut_off ) {
		try {
			$cut = new DateTimeImmutable( $local->format( 'Y-m-d' ) . ' ' . $cut_off, $zone );
			if ( $cut > $local ) {
				$ends[] = $cut;
			}
		} catch ( Exception $e ) {
			// A cut-off WPC could not read either: the dates change at midnight only.
			unset( $e );
		}
	}
	return min(
		array_map(
			static function ( DateTimeImmutable $end ) {
				return $end->getTimestamp();
			},
			$ends
		)
	);
}

/**
 * The island's props known before the page is buffered (islet_page_props()): until when its
 * dates hold.
 *
 * @param int|null $now Seconds since 1970 (tests); now by default.
 * @return array{freshUntil: int}
 */
function islet_delivery_reload_page_props( $now = null ) {
	$now   = null === $now ? time() : (int) $now;
	$until = islet_delivery_fresh_until( $now, wp_timezone(), islet_wpced_setting( 'extra_time_line' ), 'days' === islet_wpced_setting( 'date_format' ) );
	/**
	 * Filters until when the delivery dates printed now hold (seconds since 1970), for a store
	 * whose dates change at other times (a filter on WPC's dates), or whose page cache serves
	 * pages to visitors of other shipping zones (0: every page asks): past it, the page asks
	 * WPC for fresh dates on load.
	 *
	 * @param int $until Computed.
	 * @param int $now   Now.
	 */
	return array( 'freshUntil' => (int) apply_filters( 'islet_delivery_dates_fresh_until', $until, $now ) );
}

/**
 * Work of WPC's script on this page that no island does: the product's own block following the
 * chosen option without the delivery-dates island, or the cart following the shipping method
 * without the cart-page island.
 *
 * @param Islet_Page $page Page, with the islands placed before it.
 * @return bool
 */
function islet_left_to_wpced_script( Islet_Page $page ) {
	$product = $page->has_island( 'variation-form' ) ? islet_variable_product_id( $page ) : null;
	$options = null !== $product && array() !== $page->doc->with_class( 'wpced-' . $product ) && ! $page->has_island( 'delivery-dates' );
	$cart    = array() !== $page->doc->with_class( 'woocommerce-cart-form', 'form' ) && ! $page->has_island( 'cart-page' );
	return $options || $cart;
}

/**
 * The island before `</body>` where WPC printed its script and has work on the page, and where
 * the legacy rule then takes that script off; otherwise nothing.
 *
 * @param Islet_Page $page      Page, with its other islands placed.
 * @param array      $props     islet_delivery_reload_page_props().
 * @param string     $page_type islet_page_type().
 * @param array      $printed   {printed, queue, deps} (islet_printed_scripts()).
 */
function islet_place_delivery_reload( Islet_Page $page, array $props, $page_type, array $printed ) {
	$handles = isset( $printed['printed'] ) ? (array) $printed['printed'] : array();
	$table   = islet_legacy_table();
	// Where the script has nothing to work on, it leaves without an island (its `worksOn` row).
	$idle = islet_legacy_idle_handles( $page, $table );
	if ( ! isset( $table['handles'][ ISLET_WPCED_HANDLE ] ) || in_array( ISLET_WPCED_HANDLE, $idle, true ) || ! in_array( ISLET_WPCED_HANDLE, $handles, true ) || $page->has_island( 'delivery-reload' ) || null === $page->body_end() || islet_left_to_wpced_script( $page ) ) {
		return;
	}
	$vars = islet_localized_params( ISLET_WPCED_HANDLE, 'wpced_vars' );
	if ( empty( $vars['nonce'] ) || ! is_string( $vars['nonce'] ) ) {
		return;
	}
	// WPC's script must leave with the island on the page; and where WooCommerce's variation
	// script stays, it fires the option events WPC's script follows on the forms it runs.
	$islands = array_merge( $page->islands(), array( 'delivery-reload' ) );
	$leaving = islet_legacy_removals( $islands, $page_type, $printed, $table, $idle );
	$options = in_array( ISLET_VARIATION_SCRIPT_HANDLE, $handles, true ) && ! in_array( ISLET_VARIATION_SCRIPT_HANDLE, $leaving, true );
	if ( $options || ! in_array( ISLET_WPCED_HANDLE, $leaving, true ) ) {
		return;
	}
	$island = array(
		'nonce'      => $vars['nonce'],
		'reload'     => ! empty( $vars['reload_dates'] ),
		'freshUntil' => $props['freshUntil'],
	);
	$page->before_body_end( islet_island_markup( 'delivery-reload', $island ), 'delivery-reload' );
}
