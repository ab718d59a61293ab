<?php
/**
 * The delivery-reload island (includes/delivery-reload.php): printed before `</body>` where WPC
 * Estimated Delivery Date printed its script and has work (its blocks, or a cart form), only
 * where that script then leaves with it and every other part of its work has its island, with
 * until when the printed dates hold
 * (docs/decisions/0036-jquery-free-store-pages.md).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Generic.Files.OneObjectStructurePerFile

if ( ! class_exists( 'Wpced_Backend' ) ) {
	/**
	 * WPC's settings reader, as its class-backend.php offers it (settings set by the test; every
	 * other test reads the defaults, as without WPC).
	 */
	class Wpced_Backend {
		/** @var array<string, string> */
		public static $settings = array();

		/**
		 * @param string $name    Setting.
		 * @param mixed  $default When unset.
		 * @return mixed
		 */
		public static function get_setting( $name, $default = false ) {
			return isset( self::$settings[ $name ] ) ? self::$settings[ $name ] : $default;
		}
	}
}

/**
 * The delivery-reload island.
 */
class DeliveryReloadIslandTest extends Islet_Test_Case {

	const OPEN = '<div data-island="delivery-reload" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

	protected function setUp(): void {
		parent::setUp();
		Wpced_Backend::$settings = array();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	protected function tearDown(): void {
		Wpced_Backend::$settings = array();
		parent::tearDown();
	}

	/**
	 * The island's props as printed, decoded; null without the island.
	 *
	 * @param string $served Page.
	 * @return array|null
	 */
	private static function props_in( $served ) {
		if ( ! preg_match( '#' . preg_quote( self::OPEN, '#' ) . '(.*?)</script></div>#', $served, $match ) ) {
			return null;
		}
		return json_decode( $match[1], true );
	}

	/**
	 * @param string $local A time in the zone.
	 * @param string $zone  Time zone.
	 * @return int
	 */
	private static function local_time( $local, $zone = 'UTC' ) {
		return ( new DateTimeImmutable( $local, new DateTimeZone( $zone ) ) )->getTimestamp();
	}

	public function test_printed_dates_hold_until_the_stores_next_midnight() {
		$utc = new DateTimeZone( 'UTC' );
		$this->assertSame( self::local_time( '2026-11-30 00:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 19:18' ), $utc, '', false ) );
		$london = new DateTimeZone( 'Europe/London' );
		$this->assertSame( self::local_time( '2026-07-02 00:00', 'Europe/London' ), islet_delivery_fresh_until( self::local_time( '2026-07-01 23:30', 'Europe/London' ), $london, '', false ), 'the store\'s midnight, in summer time' );
	}

	public function test_or_until_the_cut_off_when_it_is_still_ahead_today() {
		$utc = new DateTimeZone( 'UTC' );
		$this->assertSame( self::local_time( '2026-11-29 14:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 10:00' ), $utc, '14:00', false ) );
		$this->assertSame( self::local_time( '2026-11-29 14:30' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 10:00' ), $utc, '02:30 pm', false ), 'as WPC reads it' );
		$this->assertSame( self::local_time( '2026-11-30 00:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 15:00' ), $utc, '14:00', false ), 'passed: midnight' );
		$this->assertSame( self::local_time( '2026-11-30 00:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 10:00' ), $utc, 'not a time', false ), 'unreadable: midnight' );
	}

	public function test_or_until_noon_where_wpc_counts_days_from_now() {
		$utc = new DateTimeZone( 'UTC' );
		$this->assertSame( self::local_time( '2026-11-29 12:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 10:00' ), $utc, '', true ) );
		$this->assertSame( self::local_time( '2026-11-30 00:00' ), islet_delivery_fresh_until( self::local_time( '2026-11-29 13:00' ), $utc, '', true ) );
	}

	public function test_page_props_read_wpcs_settings_and_the_stores_zone() {
		update_option( 'timezone_string', 'Europe/London' );
		Wpced_Backend::$settings = array( 'extra_time_line' => '14:00' );
		$now                     = self::local_time( '2026-07-01 10:00', 'Europe/London' );
		$this->assertSame( array( 'freshUntil' => self::local_time( '2026-07-01 14:00', 'Europe/London' ) ), islet_delivery_reload_page_props( $now ) );
		Wpced_Backend::$settings = array( 'date_format' => 'days' );
		$this->assertSame( array( 'freshUntil' => self::local_time( '2026-07-01 12:00', 'Europe/London' ) ), islet_delivery_reload_page_props( $now ) );
		add_filter(
			'islet_delivery_dates_fresh_until',
			static function ( $until, $at ) {
				return $at + 60;
			},
			10,
			2
		);
		$this->assertSame( $now + 60, islet_delivery_reload_page_props( $now )['freshUntil'] );
	}

	public function test_it_is_printed_where_wpc_has_work_and_its_script_then_leaves() {
		$with = array( 'shop.html', 'popup-shop.html', 'category-hoodies.html', 'search-results.html', 'product-variable-hoodie.html', 'product-variable-zip-hoodie.html', 'popup-product-hoodie.html', 'logged-in-admin-product-variable-hoodie.html', 'coming-soon-admin-product.html', 'product-simple-t-shirt.html', 'product-simple-out-of-stock-beanie.html', 'product-sold-individually-gift-card.html', 'wishlist-with-items.html', 'cart-with-items.html' );
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page = $this->serve_captured_page( $file );
			$this->assertSame( in_array( $file, $with, true ) ? 1 : 0, substr_count( $page['served'], self::OPEN ), $file );
			if ( in_array( $file, $with, true ) ) {
				$this->assertContains( 'wpced-frontend', $page['removed'], "$file: WPC's script leaves with it" );
			}
		}
	}

	public function test_its_props_are_wpcs_nonce_and_switch_and_the_time() {
		$props = self::props_in( $this->serve_captured_page( 'shop.html' )['served'] );
		$this->assertSame( array( 'nonce', 'reload', 'freshUntil' ), array_keys( $props ) );
		$this->assertSame( '998d98d216', $props['nonce'] );
		$this->assertTrue( $props['reload'] );
		$this->assertIsInt( $props['freshUntil'] );
		$this->assertGreaterThan( time(), $props['freshUntil'] );
		$this->assertLessThanOrEqual( time() + DAY_IN_SECONDS, $props['freshUntil'] );
		$this->assertStringNotContainsString( 'var wpced_vars', $this->serve_captured_page( 'shop.html' )['served'], 'WPC\'s object goes with its script' );
	}

	public function test_a_store_that_does_not_reload_dates_gets_an_island_that_never_reloads() {
		$page = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) {
				$scripts->add_data( 'wpced-frontend', 'data', str_replace( '"reload_dates":"1"', '"reload_dates":""', (string) $scripts->get_data( 'wpced-frontend', 'data' ) ) );
				return $html;
			}
		);
		$this->assertFalse( self::props_in( $page['served'] )['reload'] );
		$this->assertContains( 'wpced-frontend', $page['removed'] );
	}

	/**
	 * Islands switched off, the page, and why WPC's script stays with no island.
	 *
	 * @return array<string, array{0: string[], 1: string}>
	 */
	public function left_to_wpcs_script() {
		return array(
			'the island itself'                                     => array( array( 'delivery-reload' ), 'shop.html' ),
			// WooCommerce's variation script then runs the cards' forms and fires the events WPC's follows.
			'listing swatches, shop'                                => array( array( 'listing-swatches' ), 'shop.html' ),
			// The product's own block follows the option only through WPC's script.
			'delivery dates, Hoodie'                                => array( array( 'delivery-dates' ), 'product-variable-hoodie.html' ),
			// cart.js stays, and WPC's script asks it to post the cart after a shipping method change.
			'cart page, cart'                                       => array( array( 'cart-page' ), 'cart-with-items.html' ),
		);
	}

	/**
	 * @dataProvider left_to_wpcs_script
	 * @param string[] $off  Islands switched off.
	 * @param string   $file Captured page.
	 */
	public function test_it_is_not_printed_where_wpcs_script_keeps_work( array $off, $file ) {
		$this->switch_islands_off( $off );
		$page = $this->serve_captured_page( $file );
		$this->assertStringNotContainsString( 'data-island="delivery-reload"', $page['served'] );
		$this->assertNotContains( 'wpced-frontend', $page['removed'] );
	}

	public function test_it_is_not_printed_where_another_script_needs_wpcs() {
		$page = $this->serve_with_dependant( 'shop.html', 'dates-addon', array( 'wpced-frontend' ) );
		$this->assertStringNotContainsString( 'data-island="delivery-reload"', $page['served'] );
		$this->assertNotContains( 'wpced-frontend', $page['removed'] );
	}

	public function test_with_no_block_and_no_cart_form_wpcs_script_leaves_without_an_island() {
		foreach ( array( 'home.html', 'wishlist-empty.html', 'cart-empty.html', 'checkout-with-items.html' ) as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page = $this->serve_captured_page( $file );
			$this->assertStringNotContainsString( 'data-island="delivery-reload"', $page['served'], $file );
			$this->assertContains( 'wpced-frontend', $page['removed'], $file );
		}
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->switch_islands_off( array( 'delivery-reload', 'delivery-dates' ) );
		$this->assertNotContains( 'wpced-frontend', $this->serve_captured_page( 'home.html' )['removed'], 'not while its islands are off' );
	}
}
