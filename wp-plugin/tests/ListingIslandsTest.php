<?php
/**
 * The listing-swatches island the plugin places around CommerceKit's quick-add forms on shop,
 * category, tag and search pages, and the listing-page island (includes/listing.php,
 * docs/decisions/0014); the scripts they take off are in LegacyScriptsTest.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Listing islands.
 */
class ListingIslandsTest extends Islet_Test_Case {

	const OPEN = '<div data-island="listing-swatches" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	/**
	 * A card of CommerceKit's listing markup, the attribute value given.
	 *
	 * @param string $value An attribute value as CommerceKit escapes it.
	 * @return string
	 */
	private function card( $value, $name = 'attribute_colour' ) {
		return '<li class="product type-product post-25 product-type-variable cgkit-swatch-loading"><form class="cgkit-swatch-form variations_form cart" data-product_id="25" data-product_variations="false">'
			. '<ul class="cgkit-attribute-swatches" data-attribute="' . $name . '"><li><button type="button" class="swatch cgkit-swatch" data-attribute-value="' . $value . '">' . $value . '</button></li></ul>'
			. '<select name="' . $name . '"><option value="' . $value . '">' . $value . '</option></select></form></li>';
	}

	public function test_each_card_form_of_the_shop_is_wrapped_and_nothing_else_changes() {
		$page   = $this->serve_captured_page( 'shop.html' );
		$forms  = substr_count( $page['html'], '<form class="cgkit-swatch-form ' );
		$served = $page['served'];
		$this->assertSame( 2, $forms );
		$this->assertSame( $forms, substr_count( $served, self::OPEN . '<form class="cgkit-swatch-form ' ), 'each form right inside its island' );
		$this->assertStringContainsString( 'cgkit-swatch-loading', $served, 'the arm takes the loading state off, in the browser' );
		$this->assertSame( 0, substr_count( $served, '<form hidden style="display: none;" class="cgkit-swatch-form ' ), 'the island runs the cards: they are not settled' );
	}

	public function test_each_cards_quick_add_details_is_an_accordion_of_400_ms_inside_the_card() {
		$served    = $this->serve_captured_page( 'shop.html' )['served'];
		$accordion = '<div data-island="accordions" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{"duration":400}</script><details open>';
		$this->assertSame( 2, substr_count( $served, $accordion ), 'one per card' );
		$this->assertSame( 2, substr_count( $served, '</details></div>' . "\n" . '</form></div>' ), 'the accordion ends inside the form, the card island after it' );
	}

	public function test_the_hover_row_holds_a_copy_of_the_first_attributes_swatches_for_the_pointer_only() {
		$served = $this->serve_captured_page( 'shop.html' )['served'];
		$this->assertSame( 2, substr_count( $served, '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true"><ul class="cgkit-attribute-swatches " data-attribute="attribute_colour"' ) );
		$this->assertStringNotContainsString( '<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div>', $served );
		preg_match( '#<div class="cgkit-as-swatches-clone[^>]*>(.*?)</div>#s', $served, $copy );
		$this->assertSame( substr_count( $copy[1], '<button ' ), substr_count( $copy[1], '<button type="button" tabindex="-1"' ), 'every copied swatch out of the tab order' );
	}

	public function test_the_hover_row_copies_the_first_attribute_the_card_shows_not_a_hidden_one() {
		$form   = '<form class="cgkit-swatch-form variations_form cart"><div class="cgkit-as-swatches-clone cgkit-as-wrap-plp"></div><table class="variations"><tbody>'
			. '<tr class="cgkit-hide-loop"><td><ul class="cgkit-attribute-swatches" data-attribute="attribute_fit"><li><button type="button" data-attribute-value="Slim">Slim</button></li></ul></td></tr>'
			. '<tr class=""><td><ul class="cgkit-attribute-swatches " data-attribute="attribute_colour"><li><button type="button" data-attribute-value="Blue">Blue</button></li></ul></td></tr></tbody></table></form>';
		$this->assertStringContainsString(
			'<div class="cgkit-as-swatches-clone cgkit-as-wrap-plp" aria-hidden="true"><ul class="cgkit-attribute-swatches " data-attribute="attribute_colour"><li><button type="button" tabindex="-1" data-attribute-value="Blue">Blue</button></li></ul></div>',
			islet_test_place( 'islet_place_listing_swatches', $form )
		);
		// No hover row printed: the card gets its island and nothing else.
		$without = str_replace( ISLET_EMPTY_HOVER_ROW, '', $form );
		$this->assertSame( self::OPEN . $without . '</div>', islet_test_place( 'islet_place_listing_swatches', $without ) );
	}

	public function test_category_and_search_pages_get_the_island() {
		foreach ( array( 'category-hoodies.html', 'search-results.html' ) as $file ) {
			$this->assertStringContainsString( self::OPEN . '<form class="cgkit-swatch-form ', $this->serve_captured_page( $file )['served'], $file );
		}
	}

	public function test_hostile_attribute_names_and_values_pass_through_as_the_server_escaped_them() {
		$hostile = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;';
		$card    = $this->card( $hostile, 'attribute_' . $hostile );
		$placed  = islet_test_place( 'islet_place_listing_swatches', '<ul class="products">' . $card . '</ul>' );
		$this->assertStringContainsString( self::OPEN . '<form class="cgkit-swatch-form ', $placed );
		$this->assertStringContainsString( 'data-attribute-value="' . $hostile . '"', $placed );
		$this->assertStringContainsString( 'data-attribute="attribute_' . $hostile . '"', $placed );
		$this->assertStringNotContainsString( '<script>alert', $placed );
		$this->assertSame( strip_tags( $card ), strip_tags( preg_replace( '#<script type="application/json" data-island-props>.*?</script>#', '', $placed ) ) );
	}

	public function test_a_page_with_a_card_mode_the_island_does_not_run_keeps_commercekits_script() {
		$plain = '<ul class="products">' . $this->card( 'Blue' ) . '</ul>';
		$this->assertStringContainsString( self::OPEN, islet_test_place( 'islet_place_listing_swatches', $plain ) );
		$single_button = str_replace( '</form></li>', '</form><a class="button cgkit-as-single-atc" href="#">Add to cart</a></li>', $plain );
		$this->assertSame( $single_button, islet_test_place( 'islet_place_listing_swatches', $single_button ) );
		$links_to_product = str_replace( 'product-type-variable', 'product-type-variable cgkit-disable-atc', $plain );
		$this->assertSame( $links_to_product, islet_test_place( 'islet_place_listing_swatches', $links_to_product ) );
	}

	public function test_a_page_without_card_forms_is_left_as_it_is() {
		$html = '<ul class="products"><li class="product"><a class="button add_to_cart_button" data-product_id="61">Add to cart</a></li></ul>';
		$this->assertSame( $html, islet_test_place( 'islet_place_listing_swatches', $html ) );
	}

	public function test_the_listing_page_island_comes_once_with_a_sort_button_for_shoppers_without_javascript() {
		$served = $this->serve_captured_page( 'shop.html' )['served'];
		$this->assertSame( 1, substr_count( $served, '<div data-island="listing-page" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script></div>' ) );
		$this->assertSame( 2, substr_count( $served, '<noscript><button type="submit" class="button">Sort</button></noscript></form>' ), 'both ordering forms' );
		$this->assertStringNotContainsString( 'data-island="listing-page"', $this->serve_captured_page( 'product-simple-t-shirt.html' )['served'] );
	}

	public function test_the_listing_page_island_goes_before_body_end_and_not_on_a_page_cut_short() {
		$ordering = '<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"></select><input type="hidden" name="paged" value="1" /></form>';
		$placed   = islet_test_place( 'islet_place_listing_page', '<body>' . $ordering . '</body>' );
		$this->assertSame( 1, substr_count( $placed, 'data-island="listing-page"' ) );
		$this->assertStringEndsWith( '<div data-island="listing-page" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script></div>' . "\n</body>", $placed );
		$this->assertSame( '<p>no body</p>', islet_test_place( 'islet_place_listing_page', '<p>no body</p>' ) );
	}

	public function test_every_ordering_form_gets_a_sort_button_for_shoppers_without_javascript() {
		$ordering = '<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"></select><input type="hidden" name="paged" value="1" /></form>';
		$this->assertSame(
			str_repeat( str_replace( '</form>', '<noscript><button type="submit" class="button">Sort</button></noscript></form>', $ordering ), 2 ),
			islet_test_place( 'islet_add_ordering_buttons', $ordering . $ordering )
		);
	}

	public function test_shoptimizers_carousel_dots_become_named_buttons_hidden_until_the_island_runs() {
		$dots   = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';
		$placed = islet_test_place( 'islet_place_carousel_dots', '<li class="product">' . $dots . '</li>' );
		$this->assertSame(
			'<li class="product"><div class="shoptimizer-plp-carousel--pagination" hidden>'
				. '<button type="button" class="shoptimizer-plp-carousel--dot active" aria-label="Show picture 1 of 2" aria-pressed="true"></button>'
				. '<button type="button" class="shoptimizer-plp-carousel--dot" aria-label="Show picture 2 of 2" aria-pressed="false"></button></div></li>',
			$placed
		);
	}

	public function test_the_themes_carousel_script_leaves_only_listing_pages_with_the_island() {
		// With the site-ui island the theme's script leaves, this part with it (SiteUiIslandsTest);
		// without it, only this part leaves, and only where the listing-page island runs the carousels.
		$settings            = array_fill_keys( islet_island_names(), true );
		$settings['site-ui'] = false;
		update_option( ISLET_OPTION, array( 'islands' => $settings ) );
		$shop = $this->serve_captured_page( 'shop.html' );
		$this->assertStringContainsString( 'id="shoptimizer-main-js-after"', $shop['html'] );
		$this->assertStringNotContainsString( 'id="shoptimizer-main-js-after"', $shop['served'] );
		$this->assertStringContainsString( 'id="shoptimizer-main-js"', $shop['served'], 'the theme script itself stays' );
		$this->assertStringContainsString( 'id="shoptimizer-main-js-after"', $this->serve_captured_page( 'product-simple-t-shirt.html' )['served'], 'related cards keep it' );
		$settings['listing-page'] = false;
		update_option( ISLET_OPTION, array( 'islands' => $settings ) );
		$this->assertStringContainsString( 'id="shoptimizer-main-js-after"', $this->serve_captured_page( 'shop.html' )['served'], 'switched off: it stays' );
	}
}
