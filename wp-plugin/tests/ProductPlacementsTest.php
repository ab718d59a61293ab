<?php
/**
 * The product-page islands (includes/product.php) on the captured pages of the reference store:
 * each wraps its element whole, adds nothing but its wrapper (and the sale badge's `hidden`),
 * is placed once, and leaves a page without its markup as it was. docs/decisions/0009 says why
 * the finished page is wrapped; ProductIslandsTest covers what only WordPress knows.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Product islands on the captured pages.
 */
class ProductPlacementsTest extends Islet_Test_Case {

	const PROPS = '<script type="application/json" data-island-props>';

	const VARIATION_FORM_OPEN = '<div data-island="variation-form" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script>';

	const QUANTITY_OPEN = '<div data-island="quantity" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>{"decrease":"Decrease quantity","increase":"Increase quantity"}</script>';

	const QUANTITY_START = '<div class="quantity">';

	const INVENTORY_OPEN = '<div data-island="inventory-bar" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>{}</script>';

	const INVENTORY_START = '<div class="commercekit-inventory ">';

	const TABS_START = '<div class="woocommerce-tabs wc-tabs-wrapper">';

	const REVIEWS_START = '<div id="reviews" class="woocommerce-Reviews">';

	const WAITLIST_START = '<div id="cgkit_wtls_clone">';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * $html with the element whose start tag opens at $start wrapped by hand: what a placement
	 * must print.
	 *
	 * @param string $html  Page.
	 * @param int    $start Offset of the element.
	 * @param string $open  The island's opening, props included.
	 * @return string
	 */
	private static function wrapped_by_hand( $html, $start, $open ) {
		$end = islet_test_element_end( $html, $start );
		return substr( $html, 0, $start ) . $open . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end );
	}

	/**
	 * @param int $id Product.
	 * @return string The product-price island's opening.
	 */
	private static function price_open( $id ) {
		return '<div data-island="product-price" data-island-v="1" data-island-when="idle">' . self::PROPS . '{"productId":' . $id . '}</script>';
	}

	/**
	 * @param string $html Page.
	 * @return string The page with the product-information islands (tabs, reviews, accordions):
	 *                the tabs where the island manifest places them on a product page.
	 */
	private static function info_placed( $html ) {
		return islet_transform_html(
			$html,
			static function ( Islet_Page $page ) {
				islet_place_product_info( $page, array( 'reviews' => islet_reviews_props() ) );
				islet_place_declared_islands( $page, 'product' );
			}
		);
	}

	public function test_the_variations_form_of_each_variable_product_sits_whole_in_its_island() {
		foreach ( array( 'product-variable-hoodie.html', 'product-variable-zip-hoodie.html' ) as $file ) {
			$html   = islet_test_captured_page( $file );
			$placed = islet_test_place( 'islet_place_variation_form', $html );
			$this->assertSame( 1, substr_count( $placed, 'data-island="variation-form"' ), $file );
			$this->assertSame( self::wrapped_by_hand( $html, strpos( $html, ISLET_VARIATION_FORM_START ), self::VARIATION_FORM_OPEN ), $placed, $file );
		}
	}

	public function test_pages_without_a_single_product_variations_form_keep_theirs() {
		// The T-Shirt's related cards carry CommerceKit's quick-add forms: those are no product form.
		foreach ( array( 'product-simple-t-shirt.html', 'shop.html', 'cart-with-items.html', 'product-simple-out-of-stock-beanie.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_variation_form', $html ), $file );
		}
	}

	/**
	 * Each captured page, its quantity fields outside listing cards and those inside them.
	 *
	 * @return array<string, array{0: string, 1: int, 2: int}>
	 */
	public function quantity_fields() {
		return array(
			'T-Shirt'   => array( 'product-simple-t-shirt.html', 1, 2 ),
			'Hoodie'    => array( 'product-variable-hoodie.html', 1, 1 ),
			'Zip'       => array( 'product-variable-zip-hoodie.html', 1, 1 ),
			'Gift Card' => array( 'product-sold-individually-gift-card.html', 1, 0 ),
			'cart rows' => array( 'cart-with-items.html', 4, 0 ),
			'shop'      => array( 'shop.html', 0, 2 ),
		);
	}

	/**
	 * @dataProvider quantity_fields
	 * @param string $file     Captured page.
	 * @param int    $wrapped  Fields outside cards: each gets an island.
	 * @param int    $in_cards Fields of the cards' quick add: CommerceKit's script runs them.
	 */
	public function test_each_quantity_field_outside_listing_cards_gets_an_island( $file, $wrapped, $in_cards ) {
		$placed = islet_test_place( 'islet_place_quantity', islet_test_captured_page( $file ), islet_quantity_props() );
		$this->assertSame( $wrapped, substr_count( $placed, self::QUANTITY_OPEN . self::QUANTITY_START ) );
		$this->assertSame( $wrapped + $in_cards, substr_count( $placed, self::QUANTITY_START ) );
		foreach ( islet_card_forms( new Islet_Page( $placed ) ) as $start => $end ) {
			$this->assertStringNotContainsString( 'data-island="quantity"', substr( $placed, $start, $end - $start ), 'a card\'s quick add is left alone' );
		}
	}

	public function test_the_quantity_island_holds_the_servers_markup_as_printed() {
		$html  = islet_test_captured_page( 'product-simple-t-shirt.html' );
		$start = strpos( $html, self::QUANTITY_START );
		$inner = substr( $html, $start, strpos( $html, '</div>', $start ) + strlen( '</div>' ) - $start );
		$this->assertStringContainsString( 'max="25"', $inner, 'the stock limit the island reads' );
		$this->assertStringContainsString( self::QUANTITY_OPEN . $inner . '</div>', islet_test_place( 'islet_place_quantity', $html, islet_quantity_props() ) );
	}

	public function test_the_cart_rows_quantities_get_only_their_wrappers() {
		$html   = islet_test_captured_page( 'cart-with-items.html' );
		$placed = islet_test_place( 'islet_place_quantity', $html, islet_quantity_props() );
		// Each island closes right after its quantity wrapper's `</div>`.
		$unwrapped = preg_replace( '#(<div class="quantity">.*?</div>)</div>#s', '$1', str_replace( self::QUANTITY_OPEN, '', $placed ) );
		$this->assertSame( $html, $unwrapped );
	}

	public function test_pages_without_a_quantity_field_and_the_mini_carts_quantity_text_are_left_alone() {
		foreach ( array( 'product-simple-out-of-stock-beanie.html', 'cart-empty.html', 'home.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_quantity', $html, islet_quantity_props() ), $file );
		}
		$broken = '<p>a</p><div class="quantity"><input class="qty">';
		$this->assertSame( $broken, islet_test_place( 'islet_place_quantity', $broken, islet_quantity_props() ), 'a wrapper cut short stays as it was' );
		$mini_cart = '<span class="quantity">1 &times; £14.00</span>';
		$this->assertSame( $mini_cart, islet_test_place( 'islet_place_quantity', $mini_cart, islet_quantity_props() ) );
	}

	public function test_the_hoodies_price_and_sale_badge_sit_in_the_price_island_the_badge_hidden() {
		$this->switch_islands_off( array( 'inventory-bar' ) );
		$html   = islet_test_captured_page( 'product-variable-hoodie.html' );
		$placed = islet_test_place( 'islet_place_product_price', $html );
		$at     = strpos( $placed, self::price_open( 25 ) );
		$this->assertSame( 1, substr_count( $placed, 'data-island="product-price"' ) );
		$this->assertGreaterThan( strpos( $placed, 'class="summary entry-summary"' ), $at, 'the summary\'s price, not a card\'s' );
		$this->assertMatchesRegularExpression( '#^<div class="cgkit-as-variation-price"><p class="price">.*?</p>\n</div><span class="sale-item product-label type-bubble" hidden style="display: none;">-36%</span></div><div class="clear">#s', substr( $placed, $at + strlen( self::price_open( 25 ) ) ) );
		// Nothing else changed: only the wrapper and the badge's `hidden`.
		$this->assertSame( $html, str_replace( array( self::price_open( 25 ), ' hidden style="display: none;">-36%</span></div>' ), array( '', '>-36%</span>' ), $placed ) );
	}

	public function test_the_zip_hoodies_price_has_no_badge_to_hide() {
		$this->switch_islands_off( array( 'inventory-bar' ) );
		$html   = islet_test_captured_page( 'product-variable-zip-hoodie.html' );
		$placed = islet_test_place( 'islet_place_product_price', $html );
		$start  = strpos( $html, '<div class="cgkit-as-variation-price">', strpos( $html, 'class="summary entry-summary"' ) );
		$this->assertSame( self::wrapped_by_hand( $html, $start, self::price_open( 53 ) ), $placed );
		$this->assertStringNotContainsString( ' hidden style="display: none;"', $placed );
	}

	public function test_the_price_island_is_placed_beside_the_variation_forms_in_either_order() {
		$page = new Islet_Page( islet_test_captured_page( 'product-variable-hoodie.html' ) );
		islet_place_variation_form( $page );
		islet_place_product_price( $page );
		$placed = $page->output();
		$this->assertStringContainsString( self::price_open( 25 ), $placed );
		$this->assertSame( 1, substr_count( $placed, self::VARIATION_FORM_OPEN ) );
	}

	public function test_no_price_island_but_on_a_variable_products_page() {
		$this->switch_islands_off( array( 'inventory-bar' ) );
		foreach ( array( 'product-simple-t-shirt.html', 'product-sold-individually-gift-card.html', 'product-simple-out-of-stock-beanie.html', 'shop.html', 'cart-with-items.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_product_price', $html ), $file );
		}
	}

	public function test_commercekits_inventory_bar_sits_whole_in_its_island() {
		$this->switch_islands_off( array( 'product-price' ) );
		foreach ( array( 'product-variable-hoodie.html', 'product-variable-zip-hoodie.html', 'product-simple-t-shirt.html' ) as $file ) {
			$html   = islet_test_captured_page( $file );
			$start  = strpos( $html, self::INVENTORY_START );
			$placed = islet_test_place( 'islet_place_product_price', $html );
			$this->assertSame( 1, substr_count( $placed, 'data-island="inventory-bar"' ), $file );
			$this->assertSame( self::wrapped_by_hand( $html, $start, self::INVENTORY_OPEN ), $placed, $file );
			$this->assertStringEndsWith( '</div></div>', substr( $html, $start, islet_test_element_end( $html, $start ) - $start ), "$file: the bar, with its inner bar" );
		}
	}

	public function test_pages_without_an_inventory_bar_keep_theirs() {
		$this->switch_islands_off( array( 'product-price' ) );
		foreach ( array( 'product-sold-individually-gift-card.html', 'product-simple-out-of-stock-beanie.html', 'shop.html', 'cart-with-items.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_product_price', $html ), $file );
		}
	}

	public function test_commercekits_waitlist_copy_sits_in_its_island_with_the_pages_product() {
		foreach ( array( 'product-variable-hoodie.html' => 25, 'product-simple-out-of-stock-beanie.html' => 69 ) as $file => $id ) {
			$open   = '<div data-island="waitlist" data-island-v="1" data-island-when="interaction">' . self::PROPS . '{"productId":' . $id . '}</script>';
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertSame( 1, substr_count( $served, 'data-island="waitlist"' ), $file );
			$this->assertSame( 1, substr_count( $served, $open . self::WAITLIST_START ), "$file: the product WordPress shows" );
			$html = islet_test_captured_page( $file );
			$this->assertSame( self::wrapped_by_hand( $html, strpos( $html, self::WAITLIST_START ), $open ), islet_test_place( 'islet_place_waitlist', $html, $id ), $file );
		}
	}

	public function test_no_waitlist_island_off_product_pages_or_without_the_copy() {
		// The shop and the category print CommerceKit's copy too, but they show no product.
		foreach ( array( 'shop.html', 'category-hoodies.html', 'cart-with-items.html', 'product-simple-t-shirt.html' ) as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$this->assertStringNotContainsString( 'data-island="waitlist"', $this->serve_captured_page( $file )['served'], $file );
		}
	}

	public function test_the_hoodies_tabs_and_reviews_get_their_islands_the_quick_add_details_none() {
		$raw    = islet_test_captured_page( 'product-variable-hoodie.html' );
		$placed = self::info_placed( $raw );
		$tabs   = '<div data-island="product-tabs" data-island-v="1" data-island-when="load">' . self::PROPS . '{}</script>';
		$rev    = '<div data-island="reviews" data-island-v="1" data-island-when="visible">' . self::PROPS . islet_script_json( islet_reviews_props() ) . '</script>';
		$this->assertSame( 1, substr_count( $placed, $tabs . self::TABS_START ) );
		$this->assertSame( 1, substr_count( $placed, $rev . self::REVIEWS_START ) );
		$this->assertSame( 0, substr_count( $placed, 'data-island="accordions"' ), 'the related card\'s Quick add is CommerceKit\'s' );
		$this->assertLessThan( strpos( $placed, $rev ), strpos( $placed, $tabs ), 'the reviews inside the tabs' );
		// The reviews element whole in its island; the tabs island closes right after the tabs.
		$start   = strpos( $raw, self::REVIEWS_START );
		$reviews = substr( $raw, $start, islet_test_element_end( $raw, $start ) - $start );
		$this->assertStringContainsString( $rev . $reviews . '</div>', $placed );
		$island = strpos( $placed, $tabs );
		$this->assertSame( islet_test_element_end( $placed, $island + strlen( $tabs ) ) + strlen( '</div>' ), islet_test_element_end( $placed, $island ) );
		$this->assertSame( strlen( $raw ) + strlen( $tabs . '</div>' ) + strlen( $rev . '</div>' ), strlen( $placed ), 'nothing but the two wrappers' );
	}

	/**
	 * Pages and their tabs islands (each with its reviews island) and accordions islands.
	 *
	 * @return array<string, array{0: string, 1: int, 2: int}>
	 */
	public function product_info() {
		return array(
			'T-Shirt'   => array( 'product-simple-t-shirt.html', 1, 0 ),
			'Zip'       => array( 'product-variable-zip-hoodie.html', 1, 0 ),
			'Gift Card' => array( 'product-sold-individually-gift-card.html', 1, 0 ),
			'Beanie'    => array( 'product-simple-out-of-stock-beanie.html', 1, 0 ),
			'shop'      => array( 'shop.html', 0, 0 ),
			'category'  => array( 'category-hoodies.html', 0, 0 ),
		);
	}

	/**
	 * @dataProvider product_info
	 * @param string $file       Captured page.
	 * @param int    $tabs       Tabs islands, and reviews islands.
	 * @param int    $accordions Accordions islands.
	 */
	public function test_tabs_reviews_and_accordions_islands_per_page( $file, $tabs, $accordions ) {
		$placed = self::info_placed( islet_test_captured_page( $file ) );
		$this->assertSame( $tabs, substr_count( $placed, 'data-island="product-tabs"' ) );
		$this->assertSame( $tabs, substr_count( $placed, 'data-island="reviews"' ) );
		$this->assertSame( $accordions, substr_count( $placed, 'data-island="accordions"' ) );
	}

	public function test_pages_without_tabs_reviews_or_details_are_left_alone() {
		foreach ( array( 'cart-with-items.html', 'home.html', 'checkout-with-items.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, self::info_placed( $html ), $file );
		}
	}

	public function test_sibling_details_apart_only_by_whitespace_are_one_accordion_group() {
		$html   = '<div><details><summary>A</summary></details>' . "\n  " . '<details open><summary>B</summary><details><summary>C</summary></details></details></div><p></p><details></details>';
		$groups = array_map(
			static function ( $group ) use ( $html ) {
				return substr( $html, $group[0], $group[1] - $group[0] );
			},
			islet_details_groups( new Islet_Page( $html ) )
		);
		$this->assertSame(
			array(
				'<details><summary>A</summary></details>' . "\n  " . '<details open><summary>B</summary><details><summary>C</summary></details></details>',
				'<details></details>',
			),
			$groups,
			'a nested details belongs to its group; one after a paragraph starts another'
		);
		$this->assertSame( 2, substr_count( self::info_placed( $html ), 'data-island="accordions"' ) );
	}

	public function test_details_inside_a_listing_cards_quick_add_form_are_no_accordion() {
		$card = '<form class="cgkit-swatch-form variations_form cart"><details open><summary>Quick add</summary></details></form>';
		$html = '<div class="summary"><details><summary>Care</summary></details></div>' . $card;
		$this->assertSame( array( array( strlen( '<div class="summary">' ), strlen( '<div class="summary"><details><summary>Care</summary></details>' ) ) ), islet_details_groups( new Islet_Page( $html ) ) );
	}

	public function test_the_captured_product_pages_carry_every_product_island() {
		$names = array();
		foreach ( islet_test_captured_files() as $file ) {
			$html = islet_test_captured_page( $file );
			if ( ! preg_match( '/<body[^>]*\bsingle-product\b[^>]*\bpostid-(\d+)/', $html, $post ) ) {
				continue;
			}
			// What the buffer passes on a product page: the product, its props and the plugins' settings from their objects.
			islet_test_localized( 'awdr-main', islet_test_extra_script( $html, 'awdr-main' ) );
			islet_test_localized( 'wpced-frontend', islet_test_extra_script( $html, 'wpced-frontend' ) );
			islet_test_play_commercekit_callbacks( $html );
			$props = array(
				'productId' => (int) $post[1],
				'reviews'   => islet_reviews_props(),
				'quantity'  => islet_quantity_props(),
			) + islet_plugin_settings_props();
			$placed = islet_transform_html(
				$html,
				static function ( Islet_Page $page ) use ( $props ) {
					islet_place_product_islands( $page, $props );
					islet_place_declared_islands( $page, 'product' );
				}
			);
			preg_match_all( '/<div data-island="([^"]+)"/', $placed, $found );
			$names = array_merge( $names, $found[1] );
			islet_printed_scripts( null );
		}
		$names = array_values( array_unique( $names ) );
		sort( $names );
		$this->assertSame( array( 'delivery-dates', 'discount-price', 'discount-rules', 'gallery', 'inventory-bar', 'lightbox', 'product-price', 'product-tabs', 'quantity', 'reviews', 'sticky-bar', 'variation-form', 'waitlist' ), $names );
	}
}
