<?php
/**
 * The listing-swatches island on cards outside listings (includes/listing.php,
 * islet_place_card_section_swatches): a product page's related and up-sell cards and the
 * wishlist page's saved cards, made up and on the captured pages; the scripts it takes off are
 * in LegacyScriptsTest and JqueryFreePagesTest.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Card-section swatches.
 */
class CardSectionSwatchesTest extends Islet_Test_Case {

	const OPEN = '<div data-island="listing-swatches" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script>';

	const CARD = '<ul class="products"><li class="product post-25"><form class="cgkit-swatch-form variations_form cart" data-product_id="25"><details open><summary>Quick add</summary></details></form></li></ul>';

	const OWN_FORM = '<form class="variations_form cart" data-product_id="25"><table class="variations"></table></form>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	private function section( $classes, $cards ) {
		return '<section class="' . $classes . '"><h2>Related products</h2>' . $cards . '</section>';
	}

	public function test_related_up_sell_and_wishlist_cards_each_get_an_island() {
		$page   = $this->section( 'related products', self::CARD ) . $this->section( 'up-sells upsells products', self::CARD ) . '<div id="commercekit-wishlist-shortcode">' . self::CARD . '</div>';
		$placed = islet_test_place( 'islet_place_card_section_swatches', $page );
		$this->assertSame( 3, substr_count( $placed, self::OPEN . '<form class="cgkit-swatch-form ' ) );
		// The card's accordion mounts as the card nears the viewport: its code stays out of the product page's first paint.
		$this->assertSame( 3, substr_count( $placed, '<div data-island="accordions" data-island-v="1" data-island-when="visible">' ) );
		$this->assertCount( 3, islet_card_containers( new Islet_Page( $page ) ) );
		$this->assertSame( array(), islet_card_containers( new Islet_Page( $this->section( 'related-wrapper', '' ) ) ), 'the theme wrapper is no container' );
	}

	public function test_nothing_is_placed_when_a_card_is_outside_those_containers() {
		$page = $this->section( 'related products', self::CARD ) . self::CARD;
		$this->assertSame( $page, islet_test_place( 'islet_place_card_section_swatches', $page ) );
	}

	public function test_nothing_is_placed_beside_an_options_form_no_island_runs() {
		$page = self::OWN_FORM . $this->section( 'related products', self::CARD );
		$this->assertSame( $page, islet_test_place( 'islet_place_card_section_swatches', $page ) );
		$run = '<div data-island="variation-form" data-island-v="1" data-island-when="load">' . self::OWN_FORM . '</div>' . $this->section( 'related products', self::CARD );
		$this->assertSame( 1, substr_count( islet_test_place( 'islet_place_card_section_swatches', $run ), self::OPEN ) );
	}

	public function test_a_card_mode_the_island_does_not_run_is_left_to_commercekits_script() {
		$page = $this->section( 'related products', str_replace( 'product post-25', 'product post-25 cgkit-disable-atc', self::CARD ) );
		$this->assertSame( $page, islet_test_place( 'islet_place_card_section_swatches', $page ) );
	}

	public function test_the_cards_accordion_is_an_island_only_with_the_accordions_island_on() {
		$page = $this->section( 'related products', self::CARD );
		$this->assertStringContainsString( '<div data-island="accordions"', islet_test_place( 'islet_place_card_section_swatches', $page ) );
		$settings               = array_fill_keys( islet_island_names(), true );
		$settings['accordions'] = false;
		update_option( ISLET_OPTION, array( 'islands' => $settings ) );
		$placed = islet_test_place( 'islet_place_card_section_swatches', $page );
		$this->assertStringContainsString( self::OPEN, $placed );
		$this->assertStringNotContainsString( '<div data-island="accordions"', $placed );
	}

	public function test_captured_product_and_wishlist_pages_get_one_island_per_card() {
		foreach ( array( 'product-simple-t-shirt.html' => 2, 'product-variable-hoodie.html' => 1, 'wishlist-with-items.html' => 1, 'home.html' => 0 ) as $file => $count ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertSame( $count, substr_count( $served, self::OPEN . '<form class="cgkit-swatch-form ' ), $file );
			$this->assertSame( $count, substr_count( $served, 'data-island="listing-swatches"' ), "$file: each island right around its card's form" );
			$this->assertSame( $count, substr_count( $served, '<form class="cgkit-swatch-form ' ), "$file: every card form in one" );
		}
		$this->islands_off( 'listing-swatches' );
		$this->assertStringNotContainsString( 'data-island="listing-swatches"', $this->serve_captured_page( 'product-simple-t-shirt.html' )['served'], 'switched off: CommerceKit runs them' );
	}

	private function islands_off( $island ) {
		$settings            = array_fill_keys( islet_island_names(), true );
		$settings[ $island ] = false;
		update_option( ISLET_OPTION, array( 'islands' => $settings ) );
	}
}
