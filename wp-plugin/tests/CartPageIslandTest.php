<?php
/**
 * The cart-page island (includes/cart-page.php): printed before `</body>` on the classic cart
 * page where WooCommerce printed cart.js, with cart.js's nonces and, where the page has the
 * shipping calculator, the states per country and the calculator's address locale; cart.js,
 * country-select, address-i18n and selectWoo then leave; never on other pages, with the island
 * switched off, or where a printed script still needs cart.js; on every captured page of the
 * reference store (docs/decisions/0025).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The cart-page island.
 */
class CartPageIslandTest extends Islet_Test_Case {

	const OPEN = '<div data-island="cart-page" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
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

	public function test_the_cart_gets_the_island_with_woocommerces_nonces_states_and_locale() {
		$page  = $this->serve_captured_page( 'cart-with-items.html' );
		$props = self::props_in( $page['served'] );
		$this->assertSame( 1, substr_count( $page['served'], '<div data-island="cart-page"' ) );
		$this->assertSame( array( 'applyCouponNonce', 'removeCouponNonce', 'updateShippingMethodNonce', 'states', 'locale', 'i18n', 'repostAfterShippingMethod' ), array_keys( $props ) );
		$this->assertTrue( $props['repostAfterShippingMethod'], 'WPC printed its script: its dates follow the shipping method' );
		// The nonce actions of WooCommerce's wc_cart_params (class-wc-frontend-scripts.php).
		$this->assertSame( wp_create_nonce( 'apply-coupon' ), $props['applyCouponNonce'] );
		$this->assertSame( wp_create_nonce( 'remove-coupon' ), $props['removeCouponNonce'] );
		$this->assertSame( wp_create_nonce( 'update-shipping-method' ), $props['updateShippingMethodNonce'] );
		$this->assertSame( 'California', $props['states']['US']['CA'] );
		$this->assertSame( array(), $props['states']['AT'], 'a country without states' );
		$this->assertSame(
			array(
				'state'    => array( 'label' => 'State / County', 'required' => true ),
				'postcode' => array( 'label' => 'Postcode / ZIP', 'required' => true ),
				'city'     => array( 'label' => 'Town / City', 'required' => true ),
			),
			$props['locale']['default']
		);
		$this->assertSame( array( 'state' => array( 'required' => false, 'hidden' => true ) ), $props['locale']['AT'], 'only the rows and keys the calculator uses' );
		$this->assertSame(
			array(
				'failed'      => 'Sorry, your cart could not be updated. Please try again.',
				'selectState' => "Select an option\u{2026}",
				'required'    => 'required',
				'optional'    => 'optional',
			),
			$props['i18n']
		);
		foreach ( array( 'wc-cart', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'woocommerce', 'jquery-blockui', 'js-cookie' ) as $handle ) {
			$this->assertContains( $handle, $page['removed'] );
		}
		$this->assertStringNotContainsString( 'var wc_cart_params', $page['served'], 'its params object goes with it' );
		$this->assertStringNotContainsString( 'var wc_country_select_params', $page['served'] );
	}

	public function test_it_goes_before_body_end_after_wp_footers_islands_and_before_the_site_islands() {
		$served = $this->serve_captured_page( 'cart-with-items.html' )['served'];
		$island = strpos( $served, self::OPEN );
		$this->assertGreaterThan( strpos( $served, '<div data-island="cart-buttons"' ), $island );
		$this->assertLessThan( strpos( $served, '<div data-island="wishlist"' ), $island );
		$this->assertLessThan( strrpos( $served, '</body>' ), $island );
	}

	public function test_the_empty_cart_has_no_calculator_so_no_states_or_locale() {
		$props = self::props_in( $this->serve_captured_page( 'cart-empty.html' )['served'] );
		$this->assertNull( $props['states'] );
		$this->assertNull( $props['locale'] );
		$this->assertSame( wp_create_nonce( 'apply-coupon' ), $props['applyCouponNonce'] );
	}

	public function test_without_wpcs_script_the_cart_is_not_posted_again_after_a_shipping_method_change() {
		$page  = $this->serve_without_script( 'cart-with-items.html', 'wpced-frontend', array( 'wpced-frontend-js', 'wpced-frontend-js-extra' ) );
		$props = self::props_in( $page['served'] );
		$this->assertFalse( $props['repostAfterShippingMethod'] );
	}

	public function test_switched_off_it_is_not_printed_and_cart_js_stays() {
		$this->switch_islands_off( array( 'cart-page' ) );
		$page = $this->serve_captured_page( 'cart-with-items.html' );
		$this->assertStringNotContainsString( 'data-island="cart-page"', $page['served'] );
		foreach ( array( 'wc-cart', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'woocommerce' ) as $handle ) {
			$this->assertNotContains( $handle, $page['removed'] );
		}
	}

	public function test_it_is_printed_on_the_classic_cart_pages_only() {
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page    = $this->serve_captured_page( $file );
			$classic = in_array( $file, array( 'cart-empty.html', 'cart-with-items.html' ), true );
			$this->assertSame( $classic ? 1 : 0, substr_count( $page['served'], self::OPEN ), $file );
			if ( $classic ) {
				$this->assertDoesNotMatchRegularExpression( '/id="(wc-cart|wc-country-select|wc-address-i18n|selectWoo)-js(-extra)?"/', $page['served'], "$file: cart.js and what only it needed leave" );
			}
		}
	}

	public function test_it_is_printed_on_no_other_page() {
		foreach ( array( 'home.html', 'shop.html', 'product-variable-hoodie.html', 'checkout-with-items.html', 'cart-blocks-with-items.html', 'wishlist-with-items.html' ) as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$this->assertStringNotContainsString( 'data-island="cart-page"', $this->serve_captured_page( $file )['served'], $file );
		}
	}

	public function test_it_is_not_printed_where_another_script_needs_cart_js() {
		$page = $this->serve_with_dependant( 'cart-with-items.html', 'cart-addon', array( 'wc-cart' ) );
		$this->assertStringNotContainsString( 'data-island="cart-page"', $page['served'] );
		$this->assertNotContains( 'wc-cart', $page['removed'] );
	}

	public function test_hostile_states_and_labels_stay_inside_the_props() {
		$hostile                         = "</script><script>alert(1)</script> & <!-- \u{2028} \"q\"";
		$GLOBALS['islet_test_countries'] = array(
			'states' => array( 'XX' => array( 'X1' => $hostile ) ),
			'locale' => array( 'XX' => array( 'state' => array( 'label' => $hostile ) ) ),
		);
		$served = $this->serve_captured_page( 'cart-with-items.html' )['served'];
		$this->assertStringContainsString( '"X1":"\u003C/script\u003E\u003Cscript\u003Ealert(1)\u003C/script\u003E \u0026 \u003C!-- \u2028 \"q\""', $served );
		$props = self::props_in( $served );
		$this->assertSame( $hostile, $props['states']['XX']['X1'] );
		$this->assertSame( $hostile, $props['locale']['XX']['state']['label'] );
		$this->assertStringNotContainsString( '<script>alert(1)', $served );
	}

	public function test_the_locale_keeps_the_calculators_rows_and_keys_of_their_types() {
		$locale = array(
			'default' => array(
				'state'    => array( 'label' => 'State', 'required' => true, 'priority' => 80, 'class' => array( 'form-row-wide' ) ),
				'country'  => array( 'label' => 'Country' ),
				'postcode' => array( 'priority' => 65 ),
			),
			'HU'      => array( 'city' => array( 'placeholder' => 'Town', 'hidden' => false, 'required' => 'yes' ) ),
			'JP'      => array( 'last_name' => array( 'priority' => 10 ) ),
			'ZZ'      => 'not a country',
		);
		$this->assertSame(
			array(
				'default' => array( 'state' => array( 'label' => 'State', 'required' => true ) ),
				'HU'      => array( 'city' => array( 'placeholder' => 'Town', 'hidden' => false ) ),
			),
			islet_cart_page_locale( $locale )
		);
		$this->assertNull( islet_cart_page_locale( array( 'JP' => array( 'state' => array( 'priority' => 1 ) ) ) ) );
		$this->assertNull( islet_cart_page_locale( 'x' ) );
	}

	public function test_it_is_on_by_default_and_listed_with_a_label_on_the_settings_page() {
		$this->assertContains( 'cart-page', islet_island_names() );
		$this->assertTrue( islet_is_island_enabled( 'cart-page' ) );
		$this->assertArrayHasKey( 'cart-page', islet_island_labels() );
		$this->assertStringContainsString( "WooCommerce's cart.js", islet_island_labels()['cart-page'] );
	}
}
