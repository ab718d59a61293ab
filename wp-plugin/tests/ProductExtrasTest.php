<?php
/**
 * Other plugins' product features (includes/product-extras.php): their settings read from the
 * objects they localize, and the islands left out when the plugin is not there. The placements
 * themselves are held to the demo store's by scripts/php-parity.test.ts.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Discount Rules, delivery dates, sticky bar.
 */
class ProductExtrasTest extends Islet_Test_Case {

	const SIMPLE = '<div class="summary entry-summary"><div class="cgkit-as-variation-price"><p class="price">£18.00</p></div>'
		. '<form class="cart"><button type="submit" name="add-to-cart" value="61" class="single_add_to_cart_button">Add to cart</button></form>'
		. '<div class="awdr-bulk-customizable-table"><table></table></div></div>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	private function localize_plugins() {
		add_action( 'wp_enqueue_scripts', array( $this, 'register_plugins' ) );
		do_action( 'wp_enqueue_scripts' );
	}

	/**
	 * Discount Rules' and WPC's registrations with their localized objects (wp_enqueue_scripts).
	 */
	public function register_plugins() {
		wp_register_script( 'awdr-main', '/awdr.js', array(), '1', true );
		wp_localize_script(
			'awdr-main',
			'awdr_params',
			array(
				'ajaxurl'                        => 'http://shop.example/wp-admin/admin-ajax.php',
				'nonce'                          => '291a64aa7f',
				'enable_update_price_with_qty'   => 'show_dynamically',
				'awdr_dynamic_bulk_table_status' => '1',
				'awdr_dynamic_bulk_table_off'    => 'on',
			)
		);
		wp_register_script( 'wpced-frontend', '/wpced.js', array(), '1', true );
		wp_localize_script(
			'wpced-frontend',
			'wpced_vars',
			array(
				'nonce'        => '998d98d216',
				'reload_dates' => '1',
			)
		);
	}

	public function test_settings_come_from_the_plugins_own_localized_objects() {
		$this->localize_plugins();
		islet_remember_printed_scripts();
		$this->assertSame(
			array(
				'discountRules' => array(
					'nonce'           => '291a64aa7f',
					'priceByQuantity' => true,
					'dynamicTable'    => true,
				),
				'deliveryDates' => array( 'nonce' => '998d98d216' ),
			),
			islet_plugin_settings_props()
		);
		wp_dequeue_script( 'wpced-frontend' );
		islet_remember_printed_scripts();
		$this->assertSame( '998d98d216', islet_plugin_settings_props()['deliveryDates']['nonce'], 'still known once the script left the queue' );
	}

	public function test_without_the_plugins_there_is_nothing_to_place() {
		$this->assertSame( array( 'discountRules' => null, 'deliveryDates' => null ), islet_plugin_settings_props() );
		$this->assertSame( self::SIMPLE, islet_test_place( 'islet_place_discount_rules', self::SIMPLE, null ) );
		$this->assertNull( islet_discount_rules_settings( array( 'nonce' => array( 'x' ) ) ) );
		$price_off = islet_discount_rules_settings( array( 'nonce' => 'abcdef0123', 'enable_update_price_with_qty' => 'dont' ) );
		$this->assertFalse( $price_off['priceByQuantity'] );
		$this->assertFalse( $price_off['dynamicTable'] );
	}

	public function test_a_simple_product_gets_its_price_area_and_table_wrapped() {
		$settings = array(
			'nonce'           => '291a64aa7f',
			'priceByQuantity' => true,
			'dynamicTable'    => false,
		);
		$placed   = islet_test_place( 'islet_place_discount_rules', self::SIMPLE, $settings );
		$this->assertStringContainsString( '<div data-island="discount-price" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>{}</script><div class="cgkit-as-variation-price">', $placed );
		$this->assertStringContainsString( '{"productId":61,"nonce":"291a64aa7f","variable":false,"priceByQuantity":true,"dynamicTable":false}</script><div class="awdr-bulk-customizable-table">', $placed );
	}

	public function test_hostile_sticky_bar_text_stays_in_the_props_json() {
		$html  = '<section class="commercekit-sticky-add-to-cart"></section><div class="commercekit-pdp-sticky-inner"><span class="content-title">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; Co&#8217;s</span>'
			. '<div class="cgkit-sticky-atc-image"><img src="/a.jpg" alt="&quot;quoted&quot;"></div></div>';
		$props = islet_sticky_bar_props( new Islet_Page( $html ) );
		$this->assertSame( array( 'src' => '/a.jpg', 'alt' => '"quoted"' ), $props['thumbnail'] );
		$this->assertSame( "</script><img src=x onerror=alert(1)> & Co\u{2019}s", $props['title'] );
		$placed = islet_test_place( 'islet_place_sticky_bar', $html );
		$this->assertStringNotContainsString( '</script><img', $placed );
		$this->assertStringContainsString( '\u003C/script\u003E', $placed );
		$this->assertSame( '<section class="commercekit-sticky-add-to-cart"></section>', islet_test_place( 'islet_place_sticky_bar', '<section class="commercekit-sticky-add-to-cart"></section>' ), 'no title: not placed' );
	}
}
