<?php
/**
 * Other plugins' product features (includes/product-extras.php): their settings read from the
 * objects they localize, and the islands left out when the plugin is not there; and each
 * placement on the captured pages of the reference store, where Discount Rules, WPC Estimated
 * Delivery Date and CommerceKit's sticky bar are on.
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

	const PROPS = '<script type="application/json" data-island-props>';

	const STICKY_OPEN = '<div data-island="sticky-bar" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	/**
	 * A captured page's Discount Rules and WPC objects, remembered as WordPress printed them.
	 *
	 * @param string $html Captured page.
	 * @return array islet_plugin_settings_props().
	 */
	private static function captured_settings( $html ) {
		islet_test_localized( 'awdr-main', islet_test_extra_script( $html, 'awdr-main' ) );
		islet_test_localized( 'wpced-frontend', islet_test_extra_script( $html, 'wpced-frontend' ) );
		return islet_plugin_settings_props();
	}

	/**
	 * @param int  $id       Product.
	 * @param bool $variable Variable product.
	 * @return string The discount-rules island's opening with the captured store's settings.
	 */
	private static function rules_open( $id, $variable ) {
		return '<div data-island="discount-rules" data-island-v="1" data-island-when="idle">' . self::PROPS . '{"productId":' . $id . ',"nonce":"291a64aa7f","variable":' . ( $variable ? 'true' : 'false' ) . ',"priceByQuantity":true,"dynamicTable":true}</script>';
	}

	/**
	 * $html with the elements whose start tags open at $starts wrapped by hand, each in its
	 * island: what a placement must print.
	 *
	 * @param string            $html   Page.
	 * @param array<int,string> $starts Offset => the island's opening.
	 * @return string
	 */
	private static function wrapped_by_hand( $html, array $starts ) {
		krsort( $starts );
		foreach ( $starts as $start => $open ) {
			$end  = islet_test_element_end( $html, $start );
			$html = substr( $html, 0, $start ) . $open . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end );
		}
		return $html;
	}

	/**
	 * Where the summary's element opening with $start_tag is, in a captured page.
	 *
	 * @param string $html      Page.
	 * @param string $start_tag Opening text.
	 * @return int
	 */
	private static function in_summary( $html, $start_tag ) {
		return strpos( $html, $start_tag, strpos( $html, 'class="summary entry-summary"' ) );
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

	public function test_the_hoodies_bulk_table_sits_in_its_island_as_a_variable_product() {
		$html     = islet_test_captured_page( 'product-variable-hoodie.html' );
		$settings = self::captured_settings( $html );
		$placed   = islet_test_place( 'islet_place_discount_rules', $html, $settings['discountRules'] );
		$this->assertSame( 1, substr_count( $placed, 'data-island="discount-rules"' ) );
		$this->assertStringContainsString( self::rules_open( 25, true ) . ISLET_BULK_TABLE_START, $placed );
		$this->assertSame( self::wrapped_by_hand( $html, array( self::in_summary( $html, ISLET_BULK_TABLE_START ) => self::rules_open( 25, true ) ) ), $placed );
		$this->assertStringNotContainsString( 'data-island="discount-price"', $placed, 'a variable product\'s price is the product-price island\'s' );
	}

	public function test_a_simple_products_empty_table_and_its_price_get_their_islands_with_the_add_to_cart_product() {
		$price = '<div data-island="discount-price" data-island-v="1" data-island-when="idle">' . self::PROPS . '{}</script>';
		foreach ( array( 'product-simple-t-shirt.html' => 61, 'product-sold-individually-gift-card.html' => 79 ) as $file => $id ) {
			$html   = islet_test_captured_page( $file );
			$placed = islet_test_place( 'islet_place_discount_rules', $html, self::captured_settings( $html )['discountRules'] );
			$this->assertStringContainsString( self::rules_open( $id, false ) . ISLET_BULK_TABLE_START . ' </div></div>', $placed, $file );
			$expected = self::wrapped_by_hand(
				$html,
				array(
					self::in_summary( $html, '<div class="cgkit-as-variation-price">' ) => $price,
					self::in_summary( $html, ISLET_BULK_TABLE_START ) => self::rules_open( $id, false ),
				)
			);
			$this->assertSame( $expected, $placed, $file );
		}
	}

	public function test_the_t_shirts_summary_price_is_the_one_in_the_discount_price_island() {
		$html   = islet_test_captured_page( 'product-simple-t-shirt.html' );
		$placed = islet_test_place( 'islet_place_discount_rules', $html, self::captured_settings( $html )['discountRules'] );
		$open   = '<div data-island="discount-price" data-island-v="1" data-island-when="idle">' . self::PROPS . '{}</script>';
		$this->assertSame( 1, substr_count( $placed, 'data-island="discount-price"' ) );
		$this->assertGreaterThan( strpos( $placed, 'class="summary entry-summary"' ), strpos( $placed, $open ) );
		$this->assertStringContainsString( $open . '<div class="cgkit-as-variation-price"><p class="price">', $placed );
	}

	public function test_pages_without_a_bulk_table_or_a_delivery_block_are_left_alone() {
		foreach ( array( 'product-simple-out-of-stock-beanie.html', 'cart-with-items.html', 'shop.html', 'home.html' ) as $file ) {
			$html     = islet_test_captured_page( $file );
			$settings = self::captured_settings( $html );
			$this->assertSame( $html, islet_test_place( 'islet_place_discount_rules', $html, $settings['discountRules'] ), $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_delivery_dates', $html, $settings['deliveryDates'] ), $file );
			islet_printed_scripts( null );
		}
	}

	public function test_a_variable_products_delivery_block_after_its_form_sits_in_its_island() {
		foreach ( array( 'product-variable-hoodie.html' => 25, 'product-variable-zip-hoodie.html' => 53 ) as $file => $id ) {
			$html   = islet_test_captured_page( $file );
			$open   = '<div data-island="delivery-dates" data-island-v="1" data-island-when="idle">' . self::PROPS . '{"productId":' . $id . ',"nonce":"998d98d216"}</script>';
			$placed = islet_test_place( 'islet_place_delivery_dates', $html, self::captured_settings( $html )['deliveryDates'] );
			$at     = strpos( $placed, $open );
			$this->assertSame( 1, substr_count( $placed, 'data-island="delivery-dates"' ), $file );
			$this->assertGreaterThan( strpos( $placed, '</form>', strpos( $placed, ISLET_VARIATION_FORM_START ) ), $at, "$file: the summary's block, after the form" );
			$this->assertStringStartsWith( '<div class="wpced wpced-' . $id . ' wpced-product wpced-default" data-id="' . $id . '"><div class="wpced-inner">Estimated delivery dates: Nov 27, 2026 - Dec 2, 2026</div></div></div>', substr( $placed, $at + strlen( $open ) ), $file );
			$start = strpos( $html, '<div class="wpced wpced-' . $id . ' ', strpos( $html, ISLET_VARIATION_FORM_START ) );
			$this->assertSame( self::wrapped_by_hand( $html, array( $start => $open ) ), $placed, $file );
			islet_printed_scripts( null );
		}
	}

	public function test_a_simple_product_gets_no_delivery_dates_island() {
		$html = islet_test_captured_page( 'product-simple-t-shirt.html' );
		$this->assertSame( $html, islet_test_place( 'islet_place_delivery_dates', $html, self::captured_settings( $html )['deliveryDates'] ) );
	}

	/**
	 * The captured products with CommerceKit's sticky bar: the title and picture it shows.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function sticky_bars() {
		return array(
			'Hoodie'    => array( 'product-variable-hoodie.html', 'Hoodie', 'hoodie-front-150x192.png' ),
			'Zip'       => array( 'product-variable-zip-hoodie.html', 'Zip Hoodie', '150x192.png' ),
			'T-Shirt'   => array( 'product-simple-t-shirt.html', 'Classic T-Shirt', 'classic-t-shirt-150x192.png' ),
			'Gift Card' => array( 'product-sold-individually-gift-card.html', 'Gift Card', '150x192.png' ),
		);
	}

	/**
	 * @dataProvider sticky_bars
	 * @param string $file  Captured page.
	 * @param string $title The product's name.
	 * @param string $image Its thumbnail's file.
	 */
	public function test_commercekits_sticky_bar_sits_in_its_island_with_the_products_title_and_thumbnail( $file, $title, $image ) {
		$html   = islet_test_captured_page( $file );
		$placed = islet_test_place( 'islet_place_sticky_bar', $html );
		$at     = strpos( $placed, self::STICKY_OPEN );
		$this->assertSame( 1, substr_count( $placed, 'data-island="sticky-bar"' ) );
		$this->assertGreaterThan( 0, $at );
		$props_end = strpos( $placed, '</script>', $at );
		$props     = json_decode( substr( $placed, $at + strlen( self::STICKY_OPEN ), $props_end - $at - strlen( self::STICKY_OPEN ) ), true );
		$this->assertSame( $title, $props['title'] );
		$this->assertStringContainsString( $image, $props['thumbnail']['src'] );
		$this->assertSame( array( 'region' => 'Add to Cart', 'close' => 'Close sticky add to cart' ), $props['strings'] );
		$this->assertStringStartsWith( ISLET_STICKY_BAR_START, substr( $placed, $props_end + strlen( '</script>' ) ) );
		// Only the island's opening and one `</div>`, right after the bar's `</section>`, were added.
		$this->assertSame( strlen( $html ) + strlen( '</div>' ), $at + strlen( $placed ) - $props_end - strlen( '</script>' ) );
		$section_end = strpos( $placed, '</section>', $at ) + strlen( '</section>' );
		$this->assertSame( '</div>', substr( $placed, $section_end, 6 ) );
	}

	public function test_pages_without_the_sticky_bar_are_left_alone() {
		foreach ( array( 'product-simple-out-of-stock-beanie.html', 'shop.html', 'cart-with-items.html', 'home.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_sticky_bar', $html ), $file );
		}
	}

	public function test_the_entities_wordpress_prints_in_titles_are_decoded() {
		$this->assertSame( "Tom & Jerry\u{2019}s \"Tee\" \u{2013} <b>", islet_decode_text( 'Tom &amp; Jerry&#8217;s &quot;Tee&quot; &#8211; &lt;b&gt;' ) );
	}
}
