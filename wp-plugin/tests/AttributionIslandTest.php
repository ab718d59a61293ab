<?php
/**
 * The attribution island (includes/attribution.php): printed before `</body>` on every page
 * where WooCommerce printed its order-attribution script, with that script's params and fields
 * as props; WooCommerce's sourcebuster-js and wc-order-attribution (with its object) then leave;
 * never where a printed script still needs them; switched off on the settings page. On every
 * captured page of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The attribution island.
 */
class AttributionIslandTest extends Islet_Test_Case {

	/** The props the captured store's object gives (lifetime 1e-5 months: 0 minutes). */
	const PROPS = '{"lifetimeMinutes":0,"sessionMinutes":30,"base64":false,"allowTracking":true,"prefix":"wc_order_attribution_","fields":{"source_type":"current.typ","referrer":"current_add.rf","utm_campaign":"current.cmp","utm_source":"current.src","utm_medium":"current.mdm","utm_content":"current.cnt","utm_id":"current.id","utm_term":"current.trm","utm_source_platform":"current.plt","utm_creative_format":"current.fmt","utm_marketing_tactic":"current.tct","session_entry":"current_add.ep","session_start_time":"current_add.fd","session_pages":"session.pgs","session_count":"udata.vst","user_agent":"udata.uag"}}';

	const OPEN = '<div data-island="attribution" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>';

	/** The pages of the reference store that reached wp_footer. */
	const PAGES = array( 'home.html', 'shop.html', 'category-hoodies.html', 'search-results.html', 'product-variable-hoodie.html', 'product-simple-t-shirt.html', 'cart-with-items.html', 'cart-empty.html', 'checkout-with-items.html', 'wishlist-with-items.html' );

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * The props of a page's object with `$params` and `$fields` (JSON texts).
	 *
	 * @param string $params `params` as WooCommerce printed it.
	 * @param string $fields `fields`.
	 * @return array
	 */
	private static function props_of( $params, $fields = '{"source_type":"current.typ"}' ) {
		islet_test_localized( 'wc-order-attribution', 'var wc_order_attribution = {"params":' . $params . ',"fields":' . $fields . '};' );
		return islet_attribution_props( islet_order_attribution_object() );
	}

	public function test_every_page_gets_the_island_before_body_end_and_loses_woocommerces_two_scripts() {
		foreach ( self::PAGES as $file ) {
			$page = $this->serve_captured_page( $file );
			$this->assertSame( 1, substr_count( $page['served'], '<div data-island="attribution"' ), $file );
			$this->assertStringContainsString( self::OPEN . self::PROPS . '</script></div>', $page['served'], $file );
			$this->assertContains( 'sourcebuster-js', $page['removed'], $file );
			$this->assertContains( 'wc-order-attribution', $page['removed'], $file );
			$this->assertStringNotContainsString( 'var wc_order_attribution', $page['served'], "$file: its object goes with it" );
		}
	}

	public function test_every_captured_page_with_woocommerces_script_and_a_footer_gets_it_before_the_notices_island() {
		$with = array();
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page     = $this->serve_captured_page( $file );
			$expected = false !== strpos( $page['html'], '</body>' ) && false !== strpos( $page['html'], 'id="wc-order-attribution-js"' );
			$this->assertSame( $expected ? 1 : 0, substr_count( $page['served'], '<div data-island="attribution"' ), $file );
			$this->assertDoesNotMatchRegularExpression( '/id="(sourcebuster-js|wc-order-attribution)-js(-extra)?"/', $page['served'], "$file: both of WooCommerce's scripts leave, or were never printed" );
			if ( ! $expected ) {
				continue;
			}
			$with[] = $file;
			$at     = strpos( $page['served'], self::OPEN . self::PROPS . '</script></div>' . "\n" );
			$this->assertNotFalse( $at, "$file: the captured store's props, on a line of its own" );
			$this->assertLessThan( strrpos( $page['served'], '</body>' ), $at, $file );
			$notices = strpos( $page['served'], '<div data-island="notices"' );
			if ( false !== $notices ) {
				$this->assertLessThan( $notices, $at, "$file: before the notices island, which goes last" );
			}
		}
		$this->assertSame( array_values( array_diff( islet_test_captured_files(), array( 'coming-soon-visitor-product.html' ) ) ), $with, 'every page but the one that died part-way' );
	}

	public function test_no_island_where_woocommerce_printed_no_script_and_none_twice() {
		$page = $this->serve_without_script( 'shop.html', 'wc-order-attribution', array( 'wc-order-attribution-js' ) );
		$this->assertStringNotContainsString( 'data-island="attribution"', $page['served'] );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$served = $this->serve_captured_page( 'shop.html' )['served'];
		$this->assertSame( $served, islet_test_place( 'islet_place_attribution', $served, 'shop', islet_printed_scripts() ), 'a page with the island gets no second one' );
	}

	public function test_the_checkout_keeps_woocommerces_element_for_the_island() {
		$served = $this->serve_captured_page( 'checkout-with-items.html' )['served'];
		$this->assertStringContainsString( '<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">', $served );
	}

	public function test_the_props_are_woocommerces_object_with_the_lifetime_in_minutes() {
		islet_test_localized( 'wc-order-attribution', islet_test_extra_script( islet_test_captured_page( 'shop.html' ), 'wc-order-attribution' ) );
		$object = islet_order_attribution_object();
		$this->assertInstanceOf( stdClass::class, $object );
		$this->assertSame( 1.0e-5, $object->params->lifetime );
		$this->assertSame( self::PROPS, islet_script_json( islet_attribution_props( $object ) ) );
	}

	/**
	 * Sourcebuster's rounding, parseInt(String(months × 43 200)), done on the server
	 * (docs/decisions/0020): the browser's table of months and minutes.
	 */
	public function test_sourcebusters_lifetime_rounding() {
		$table = array(
			array( 1.0e-5, 0 ),
			array( 6, 259200 ),
			array( 0.5, 21600 ),
			array( 1, 43200 ),
			array( 0, 259200 ),
			array( null, 259200 ),
			array( 'abc', 259200 ),
			array( '2', 86400 ),
			array( -1, -43200 ),
			array( 1.0e-11, 4 ),
			array( 1.0e17, 4 ),
			array( 1.0e8, 1000000000000 ),
			array( 2.3e-5, 0 ),
			array( 2.4e-5, 1 ),
		);
		foreach ( $table as list( $months, $minutes ) ) {
			$this->assertSame( $minutes, islet_attribution_lifetime_minutes( $months ), var_export( $months, true ) );
		}
	}

	public function test_woocommerces_defaults_where_its_object_lacks_a_value() {
		$props = islet_attribution_props( new stdClass() );
		$this->assertSame( 259200, $props['lifetimeMinutes'] );
		$this->assertSame( 30, $props['sessionMinutes'] );
		$this->assertFalse( $props['base64'] );
		$this->assertTrue( $props['allowTracking'], 'tracking allowed by default (docs/behaviour/attribution.md)' );
		$this->assertSame( 'wc_order_attribution_', $props['prefix'] );
		$this->assertSame( ISLET_ATTRIBUTION_DEFAULT_FIELDS, $props['fields'] );
		$this->assertCount( 16, ISLET_ATTRIBUTION_DEFAULT_FIELDS );
	}

	public function test_the_flags_and_values_as_woocommerces_script_reads_them() {
		$props = self::props_of( '{"lifetime":0.5,"session":"15","base64":1,"allowTracking":false,"prefix":"x_"}' );
		$this->assertSame( 21600, $props['lifetimeMinutes'] );
		$this->assertSame( 15, $props['sessionMinutes'] );
		$this->assertTrue( $props['base64'] );
		$this->assertFalse( $props['allowTracking'] );
		$this->assertSame( 'x_', $props['prefix'] );
		$this->assertSame( '{"source_type":"current.typ"}', wp_json_encode( $props['fields'] ) );
		$this->assertTrue( self::props_of( '{"allowTracking":"0"}' )['allowTracking'], 'JavaScript reads "0" as true' );
		$this->assertFalse( self::props_of( '{"allowTracking":null}' )['allowTracking'] );
		$this->assertSame( 30, self::props_of( '{"session":0}' )['sessionMinutes'] );
		$this->assertSame( ISLET_ATTRIBUTION_DEFAULT_FIELDS, self::props_of( '{}', '{"a":1}' )['fields'] );
		$this->assertSame( ISLET_ATTRIBUTION_DEFAULT_FIELDS, self::props_of( '{}', '["current.typ"]' )['fields'] );
		$this->assertSame( '{}', islet_script_json( self::props_of( '{}', '{}' )['fields'] ), 'no fields: an empty map, as WooCommerce would have it' );
	}

	public function test_other_objects_woocommerces_filters_may_print() {
		$props = self::props_of( '{"lifetime":6,"session":45,"base64":true,"allowTracking":false}' );
		$this->assertSame( array( 259200, 45, true, false ), array( $props['lifetimeMinutes'], $props['sessionMinutes'], $props['base64'], $props['allowTracking'] ) );
		// Sourcebuster's own limits: parseInt of a tiny lifetime reads its exponent, a huge session is capped.
		$props = self::props_of( '{"lifetime":1.0e-11,"session":1.0e20,"base64":null}', '{"a":1}' );
		$this->assertSame( array( 4, 1000000000000, false ), array( $props['lifetimeMinutes'], $props['sessionMinutes'], $props['base64'] ) );
		$this->assertSame( ISLET_ATTRIBUTION_DEFAULT_FIELDS, $props['fields'], 'a field that is no string: the defaults' );
		$props = self::props_of( '{"lifetime":"abc","prefix":7}', '["current.typ"]' );
		$this->assertSame( array( 259200, 'wc_order_attribution_' ), array( $props['lifetimeMinutes'], $props['prefix'] ), 'no number, no string: the defaults' );
		$props = self::props_of( '[]', '{"x":"y"}' );
		$this->assertSame( array( 259200, 30, 'wc_order_attribution_' ), array( $props['lifetimeMinutes'], $props['sessionMinutes'], $props['prefix'] ), 'params as a list: the defaults' );
		$this->assertSame( '{"x":"y"}', wp_json_encode( $props['fields'] ) );
	}

	public function test_a_hostile_prefix_stays_inside_the_props() {
		$page  = $this->serve_captured_page( 'shop.html', static function ( $scripts, $html ) {
			$code = (string) $scripts->get_data( 'wc-order-attribution', 'data' );
			$scripts->add_data( 'wc-order-attribution', 'data', str_replace( '"prefix":"wc_order_attribution_"', '"prefix":"<\/script><script>alert(1)<\/script> & x"', $code ) );
			return $html;
		} );
		$start = strpos( $page['served'], self::OPEN );
		$this->assertNotFalse( $start );
		$props = substr( $page['served'], $start + strlen( self::OPEN ), strpos( $page['served'], '</script>', $start + strlen( self::OPEN ) ) - $start - strlen( self::OPEN ) );
		$this->assertStringContainsString( '"prefix":"\u003C/script\u003E\u003Cscript\u003Ealert(1)\u003C/script\u003E \u0026 x"', $props );
		$this->assertSame( '</script><script>alert(1)</script> & x', json_decode( $props, true )['prefix'] );
	}

	public function test_woocommerces_scripts_stay_where_a_printed_script_needs_them() {
		$page = $this->serve_with_dependant( 'shop.html', 'wp-consent-api-integration', array( 'wc-order-attribution' ) );
		$this->assertStringNotContainsString( 'data-island="attribution"', $page['served'] );
		$this->assertNotContains( 'wc-order-attribution', $page['removed'] );
		$this->assertNotContains( 'sourcebuster-js', $page['removed'] );
	}

	public function test_the_island_waits_for_both_scripts_to_leave() {
		$page = $this->serve_with_dependant( 'shop.html', 'crm', array( 'sourcebuster-js' ) );
		$this->assertStringNotContainsString( 'data-island="attribution"', $page['served'] );
		$this->assertNotContains( 'sourcebuster-js', $page['removed'] );
		$this->assertNotContains( 'wc-order-attribution', $page['removed'] );
	}

	public function test_no_object_no_island() {
		$page = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) {
				$scripts->add_data( 'wc-order-attribution', 'data', str_replace( 'var wc_order_attribution = ', 'var wc_order_attribution_other = ', (string) $scripts->get_data( 'wc-order-attribution', 'data' ) ) );
				return $html;
			}
		);
		$this->assertStringNotContainsString( 'data-island="attribution"', $page['served'] );
		$this->assertNotContains( 'wc-order-attribution', $page['removed'] );
	}

	public function test_switched_off_woocommerce_keeps_its_scripts() {
		$this->switch_islands_off( array( 'attribution' ) );
		$page = $this->serve_captured_page( 'checkout-with-items.html' );
		$this->assertStringNotContainsString( 'data-island="attribution"', $page['served'] );
		$this->assertNotContains( 'sourcebuster-js', $page['removed'] );
		$this->assertNotContains( 'wc-order-attribution', $page['removed'] );
		$this->assertStringContainsString( 'var wc_order_attribution = ', $page['served'] );
	}

	public function test_sourcebusters_options_come_from_a_filter() {
		add_filter(
			'islet_attribution_options',
			static function () {
				return array(
					'organics'  => array(
						array(
							'host'  => 'duckduckgo.com',
							'param' => 'q',
						),
					),
					'promocode' => true,
					'unknown'   => 'dropped',
				);
			}
		);
		$served = $this->serve_captured_page( 'home.html' )['served'];
		$this->assertStringContainsString( '"user_agent":"udata.uag"},"organics":[{"host":"duckduckgo.com","param":"q"}],"promocode":true}</script></div>', $served );
		$this->assertStringNotContainsString( 'dropped', $served );
	}

	public function test_the_legacy_rows_name_the_island_and_any_page() {
		$table = islet_legacy_table();
		foreach ( ISLET_ATTRIBUTION_HANDLES as $handle ) {
			$this->assertSame( array( 'attribution' ), $table['handles'][ $handle ]['islands'], $handle );
			$this->assertSame( array( '*' ), $table['handles'][ $handle ]['pages'], $handle );
		}
	}

	public function test_the_settings_page_lists_the_island() {
		$this->assertContains( 'attribution', islet_island_names() );
		$this->assertArrayHasKey( 'attribution', islet_island_labels() );
		$this->assertTrue( islet_default_settings()['islands']['attribution'] );
	}
}
